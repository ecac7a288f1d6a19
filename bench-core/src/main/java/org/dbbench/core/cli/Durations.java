package org.dbbench.core.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dbbench.core.BadInputException;

/**
 * The one rule for a duration typed on a command line: a whole number with its unit, {@code ms},
 * {@code s}, {@code m} or {@code h} ({@code 500ms}, {@code 5s}, {@code 2m}); a bare number is refused,
 * since seconds to one reader are milliseconds to another.
 */
public final class Durations {
    private static final Pattern FORM = Pattern.compile("([0-9]+(?:_[0-9]+)*)(ms|s|m|h)");
    private static final String ALLOWED = "a whole number with a unit: ms, s, m or h (e.g. 500ms, 5s, 2m)";

    private Durations() {
    }

    /** {@code text} as a positive duration; a refusal names {@code option} and the value. */
    public static Duration parse(String option, String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new BadInputException(option + " '" + text + "' is not a duration; give " + ALLOWED);
        }
        long n;
        try {
            n = Long.parseLong(m.group(1).replace("_", ""));
        } catch (NumberFormatException e) {
            throw new BadInputException(option + " '" + text + "' is too large; give " + ALLOWED);
        }
        if (n == 0) {
            throw new BadInputException(option + " '" + text + "' is zero; give " + ALLOWED);
        }
        return switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            default -> Duration.ofHours(n);
        };
    }
}
