package org.dbbench.logio.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
}
