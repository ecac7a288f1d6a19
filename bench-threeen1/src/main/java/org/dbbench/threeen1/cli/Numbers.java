package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.cli.Values;

/** Whole numbers and lists of them by the suite's one rule ({@link Values}): _ groups digits, commas separate. */
final class Numbers {
    private Numbers() {
    }

    static long parseLong(String option, String text, String allowed) {
        return Values.whole(option, text, Long.MIN_VALUE, Long.MAX_VALUE, allowed);
    }

    static int parseInt(String option, String text, String allowed) {
        return (int) Values.whole(option, text, Integer.MIN_VALUE, Integer.MAX_VALUE, allowed);
    }

    /** A comma-separated list of ints. */
    static List<Integer> parseIntList(String option, String text, String allowed) {
        return Values.wholeInts(option, text, Integer.MIN_VALUE, Integer.MAX_VALUE, allowed);
    }
}
