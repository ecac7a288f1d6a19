package org.dbbench.core.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.dbbench.core.BadInputException;

/**
 * The one rule for values typed on any command line of the suite, so that every option reads them
 * alike: commas separate list items; {@code _} is the only thousands separator in a number
 * ({@code 1_000_000}; a comma inside a number would silently turn {@code 2,4} into 24); names
 * (stores, modes, methods, parts) match ignoring case. Every refusal is one line naming the option,
 * the value and what is allowed.
 */
public final class Values {
    private static final String NUMBER = "-?[0-9]+(_[0-9]+)*";

    private Values() {
    }

    /** A comma-separated list, each item trimmed; an empty item is refused. */
    public static List<String> items(String option, String text, String allowed) {
        List<String> out = new ArrayList<>();
        for (String s : text.split(",", -1)) {
            String t = s.trim();
            if (t.isEmpty()) {
                throw new BadInputException(option + " '" + text + "' has an empty item; give a comma-separated"
                        + " list of " + allowed);
            }
            out.add(t);
        }
        return out;
    }

    /** A whole number in [min, max], digits optionally grouped with {@code _}. */
    public static long whole(String option, String text, long min, long max, String allowed) {
        String t = text.trim();
        if (t.contains(",")) {
            throw new BadInputException(option + " '" + text + "' is one number, and a comma separates list items;"
                    + " write it without commas or with _ (1_000_000); allowed: " + allowed);
        }
        if (!t.matches(NUMBER)) {
            throw new BadInputException(option + " '" + text + "' is not a whole number; allowed: " + allowed);
        }
        long v;
        try {
            v = Long.parseLong(t.replace("_", ""));
        } catch (NumberFormatException tooLong) {
            throw new BadInputException(option + " '" + text + "' is too large; allowed: " + allowed);
        }
        if (v < min || v > max) {
            throw new BadInputException(option + " '" + text + "' is out of range; allowed: " + allowed);
        }
        return v;
    }

    /** {@link #whole} for an int option. */
    public static int wholeInt(String option, String text, int min, int max, String allowed) {
        return (int) whole(option, text, min, max, allowed);
    }

    /** A comma-separated list of whole numbers in [min, max], duplicates dropped, order kept. */
    public static List<Long> wholes(String option, String text, long min, long max, String allowed) {
        List<Long> out = new ArrayList<>();
        for (String item : items(option, text, allowed)) {
            long v;
            try {
                v = whole(option, item, min, max, allowed);
            } catch (BadInputException e) {
                // name the whole value and the item that is wrong
                throw new BadInputException(option + " '" + text + "': " + e.getMessage().substring(option.length() + 1));
            }
            if (!out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }

    /** {@link #wholes} for an int option. */
    public static List<Integer> wholeInts(String option, String text, int min, int max, String allowed) {
        return wholes(option, text, min, max, allowed).stream().map(Long::intValue).toList();
    }

    /** True when a typed name is {@code name}: names match ignoring case everywhere. */
    public static boolean sameName(String typed, String name) {
        return typed != null && name != null && typed.trim().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT));
    }

    /** The choice whose name is {@code typed}, ignoring case, or null. */
    public static <T> T named(String typed, Collection<T> choices, Function<T, String> nameOf) {
        for (T c : choices) {
            if (sameName(typed, nameOf.apply(c))) {
                return c;
            }
        }
        return null;
    }

    /** A percentage above 0 and below 100, with or without "%" (compare's --target, --margin, --fail-slower). */
    public static double percent(String option, String text) {
        String t = text.trim();
        t = t.endsWith("%") ? t.substring(0, t.length() - 1) : t;
        double p;
        try {
            p = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new BadInputException(option + " " + text + " is not a percentage; give one like 5%");
        }
        if (!(p > 0 && p < 100)) {
            throw new BadInputException(option + " " + text + " is not allowed; give a percentage above 0 and"
                    + " below 100, like 5%");
        }
        return p;
    }
}
