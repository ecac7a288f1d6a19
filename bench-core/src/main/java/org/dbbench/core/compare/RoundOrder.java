package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * The order candidates run in: A B, B A, A B, B A... Each pair swaps who goes first, so a machine
 * that slowly speeds up or slows down during a comparison (other load, a warming disk, thermal
 * limits) shifts both candidates alike instead of favouring the one that always runs second.
 */
public final class RoundOrder {
    private RoundOrder() {
    }

    /** One step of the comparison: which candidate runs, and its round number (1-based). */
    public record Step(int number, String side, int round) {
    }

    public static List<Step> of(int rounds) {
        List<Step> steps = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            boolean aFirst = r % 2 == 1;
            steps.add(new Step(steps.size() + 1, aFirst ? "A" : "B", r));
            steps.add(new Step(steps.size() + 1, aFirst ? "B" : "A", r));
        }
        return steps;
    }

    /** "ABBAAB...": the order as one word, for the report. */
    public static String word(List<Step> steps) {
        StringBuilder b = new StringBuilder();
        steps.forEach(s -> b.append(s.side()));
        return b.toString();
    }
}
