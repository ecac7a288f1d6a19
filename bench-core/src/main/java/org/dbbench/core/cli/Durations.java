package org.dbbench.core.cli;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dbbench.core.BadInputException;

/**
 * The suite's one rule for a duration typed on a command line: a number and its unit, {@code ms},
 * {@code s}, {@code m} or {@code h} in any case ({@code 1500ms}, {@code 60s}, {@code 2.5m}, {@code 1h}).
 * A duration always carries its unit: a bare {@code 60} could be seconds or minutes, and guessing
 * wrong once turned a quick run into a 16-minute plan. {@code _} groups digits as everywhere.
 */
public final class Durations {
    /** What every duration option accepts, for its refusals and its {@code --help}. */
    public static final String RULE = "a number with its unit ms, s, m or h (e.g. 1500ms, 60s, 5m, 1h)";

    private static final Pattern FORM = Pattern.compile("([0-9]+(?:_[0-9]+)*(?:\\.[0-9]+)?)\\s*([a-z]*)");

    private Durations() {
    }

    /** A duration of zero or more; refused (one line naming option, value and the rule) when it is anything else. */
    public static Duration parse(String option, String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException(option + " '" + text + "' is not a duration; allowed: " + RULE);
        }
        BigDecimal nanosPerUnit = switch (m.group(2)) {
            case "ms" -> BigDecimal.valueOf(1_000_000L);
            case "s" -> BigDecimal.valueOf(1_000_000_000L);
            case "m" -> BigDecimal.valueOf(60_000_000_000L);
            case "h" -> BigDecimal.valueOf(3_600_000_000_000L);
            case "" -> throw new BadInputException(option + " '" + text + "' has no unit; a duration needs one: "
                    + RULE);
            default -> throw new BadInputException(option + " '" + text + "': unknown unit '" + m.group(2)
                    + "'; allowed: " + RULE);
        };
        BigDecimal nanos = new BigDecimal(m.group(1).replace("_", "")).multiply(nanosPerUnit);
        if (nanos.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw new BadInputException(option + " '" + text + "' is too long; allowed: " + RULE);
        }
        return Duration.ofNanos(nanos.longValue());
    }

    /** {@link #parse} within [min, max], both named in the refusal. */
    public static Duration parse(String option, String text, Duration min, Duration max) {
        Duration d = parse(option, text);
        if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
            throw new BadInputException(option + " '" + text + "' is out of range; allowed: from " + describe(min)
                    + " to " + describe(max) + ", " + RULE);
        }
        return d;
    }

    /** A duration as a user would type it, in the largest unit that keeps it whole: 90s, 5m, 1500ms. */
    public static String describe(Duration d) {
        long ms = d.toMillis();
        if (ms == 0 || ms % 1000 != 0) {
            return ms + "ms";
        }
        long s = ms / 1000;
        return s % 3600 == 0 ? s / 3600 + "h" : s % 60 == 0 ? s / 60 + "m" : s + "s";
    }
}
