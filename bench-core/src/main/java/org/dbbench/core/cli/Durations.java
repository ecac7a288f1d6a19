package org.dbbench.core.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dbbench.core.BadInputException;

/**
 * A duration typed on a command line: a number and its unit ms, s, m or h ({@code 90s}, {@code 10m}).
 * A bare number is refused: 10 could be seconds or minutes. (Minimal form: the suite's one duration
 * rule is written on another branch under this same name and signature.)
 */
public final class Durations {
    public static final String RULE = "a number with its unit ms, s, m or h (e.g. 90s, 10m, 1h)";
    private static final Pattern FORM = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*([a-z]*)");

    private Durations() {
    }

    public static Duration parse(String option, String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException(option + " '" + text + "' is not a duration; allowed: " + RULE);
        }
        double unit = switch (m.group(2)) {
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "m" -> 60e9;
            case "h" -> 3600e9;
            case "" -> throw new BadInputException(option + " '" + text + "' has no unit; allowed: " + RULE);
            default -> throw new BadInputException(option + " '" + text + "': unknown unit '" + m.group(2)
                    + "'; allowed: " + RULE);
        };
        double nanos = Double.parseDouble(m.group(1)) * unit;
        if (nanos > Long.MAX_VALUE) {
            throw new BadInputException(option + " '" + text + "' is too long; allowed: " + RULE);
        }
        return Duration.ofNanos((long) nanos);
    }
}
