package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;

/** Whole numbers as people type them ("1000000", "1,000,000", "1_000_000"), or a clear refusal. */
final class Numbers {
    private Numbers() {
    }

    static long parseLong(String option, String text, String allowed) {
        String digits = text.trim().replace(",", "").replace("_", "");
        if (!digits.matches("-?[0-9]{1,19}")) {
            throw new BadInputException(option + " '" + text + "' is not a whole number; allowed: " + allowed);
        }
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw new BadInputException(option + " '" + text + "' is too large; allowed: " + allowed);
        }
    }

    static int parseInt(String option, String text, String allowed) {
        long v = parseLong(option, text, allowed);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new BadInputException(option + " '" + text + "' is out of range; allowed: " + allowed);
        }
        return (int) v;
    }

    /** A comma-separated list of ints; thousands separators are not allowed here, commas separate. */
    static List<Integer> parseIntList(String option, String text, String allowed) {
        List<Integer> out = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String p = part.trim().replace("_", "");
            if (!p.matches("-?[0-9]{1,9}")) {
                throw new BadInputException(option + " '" + text + "': '" + part + "' is not a whole number; allowed: "
                        + allowed);
            }
            int v = Integer.parseInt(p);
            if (!out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }
}
