package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RoundOrderTest {
    @Test
    void pairsAlternateWhoGoesFirst() {
        assertEquals("ABBAABBAAB", RoundOrder.word(RoundOrder.of(5)));
        assertEquals("ABBA", RoundOrder.word(RoundOrder.of(2)));
    }

    /** A steady drift over the run (step number) costs A and B the same on average, for an even count. */
    @Test
    void linearDriftFallsOnBothAlike() {
        List<RoundOrder.Step> steps = RoundOrder.of(6);
        double a = steps.stream().filter(s -> s.side().equals("A")).mapToInt(RoundOrder.Step::number).sum();
        double b = steps.stream().filter(s -> s.side().equals("B")).mapToInt(RoundOrder.Step::number).sum();
        assertEquals(a, b);
        for (int r = 1; r <= 6; r++) {
            int round = r;
            assertEquals(2, steps.stream().filter(s -> s.round() == round).count());
        }
        assertEquals(12, steps.get(11).number());
    }
}
