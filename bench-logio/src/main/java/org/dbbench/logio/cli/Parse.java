package org.dbbench.logio.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Values;

/** Parsing of the command's values, each failure one line naming the option, the value and what is allowed. */
final class Parse {
    private Parse() {
    }

    /** A comma-separated list of names, each known to {@code lookup}; duplicates dropped, order kept. */
    static <T> List<T> names(String option, String value, Function<String, T> lookup, String allowed) {
        LinkedHashSet<T> out = new LinkedHashSet<>();
        for (String item : items(option, value, allowed)) {
            T t = lookup.apply(item);
            if (t == null) {
                throw new BadInputException(option + " " + value + ": unknown '" + item + "'; allowed: " + allowed);
            }
            out.add(t);
        }
        return new ArrayList<>(out);
    }

    static List<String> items(String option, String value, String allowed) {
        return Values.items(option, value, allowed);
    }

    /** A whole number in [min, max], by the suite's one rule ({@link Values}: _ groups digits, no commas). */
    static long number(String option, String value, long min, long max, String what) {
        return Values.whole(option, value, min, max, what);
    }

    /** Bytes with an optional binary suffix: 4096, 64K, 16M, 1G. */
    static long bytes(String option, String value, long min, long max, String what) {
        String v = value.trim().toUpperCase(Locale.ROOT);
        long unit = 1;
        if (v.endsWith("K") || v.endsWith("M") || v.endsWith("G")) {
            unit = switch (v.charAt(v.length() - 1)) {
                case 'K' -> 1L << 10;
                case 'M' -> 1L << 20;
                default -> 1L << 30;
            };
            v = v.substring(0, v.length() - 1);
        }
        long n;
        try {
            n = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new BadInputException(option + " " + value + " is not a size; give " + what);
        }
        if (n < min / unit || n > max / unit || n * unit < min) {
            throw new BadInputException(option + " " + value + " is out of range; give " + what);
        }
        return n * unit;
    }

    /**
     * A duration: a number with a unit ms, s, m or h (e.g. 60s, 2m, 1500ms); a plain number is seconds.
     * Returns milliseconds in [minMs, maxMs].
     */
    static long duration(String option, String value, long minMs, long maxMs, String what) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?")
                .matcher(value.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException(option + " " + value + " is not a duration; give " + what);
        }
        double n = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        double ms = n * switch (unit) {
            case "ms" -> 1;
            case "s" -> 1_000;
            case "m" -> 60_000;
            default -> 3_600_000;
        };
        if (ms < minMs || ms > maxMs) {
            throw new BadInputException(option + " " + value + " is out of range; give " + what);
        }
        return Math.round(ms);
    }
}
