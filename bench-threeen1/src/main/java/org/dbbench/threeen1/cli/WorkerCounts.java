package org.dbbench.threeen1.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.Workload;

/**
 * {@code --workers}: a comma-separated list of counts and ranges. {@code A..B} is every power of two
 * from A to B (both powers of two), {@code sweep} is {@value #SWEEP}: the whole scaling curve, long, so
 * it is a named preset and never the default.
 */
final class WorkerCounts {
    static final String SWEEP = "1..256";
    static final String SWEEP_NAME = "sweep";

    private WorkerCounts() {
    }

    static List<Integer> parse(String text) {
        String allowed = WorkersOption.RANGE + ", comma-separated, a range of powers of two such as "
                + SWEEP + ", or " + SWEEP_NAME + " (" + SWEEP + ")";
        if (!text.contains("..") && !text.toLowerCase(java.util.Locale.ROOT).contains(SWEEP_NAME)) {
            // plain counts, as before ranges
            return Numbers.parseIntList("--workers", text, allowed).stream().map(WorkersOption::inRange).toList();
        }
        List<Integer> out = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String p = part.trim();
            if (p.equalsIgnoreCase(SWEEP_NAME)) {
                p = SWEEP;
            }
            int dots = p.indexOf("..");
            if (dots < 0) {
                add(out, WorkersOption.inRange(Numbers.parseInt("--workers", p, allowed)));
                continue;
            }
            int from = Numbers.parseInt("--workers", p.substring(0, dots), allowed);
            int to = Numbers.parseInt("--workers", p.substring(dots + 2), allowed);
            if (from < 1 || to > Workload.MAX_WORKERS || from > to || Integer.bitCount(from) != 1
                    || Integer.bitCount(to) != 1) {
                throw new BadInputException("--workers " + text + ": range " + p + " is not allowed; give powers of"
                        + " two from 1 to " + Workload.MAX_WORKERS + ", the first not above the last, e.g. " + SWEEP);
            }
            for (int k = from; k <= to; k *= 2) {
                add(out, k);
            }
        }
        return out;
    }

    private static void add(List<Integer> out, int k) {
        if (!out.contains(k)) {
            out.add(k);
        }
    }
}
