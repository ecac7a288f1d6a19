package org.dbbench.threeen1.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.stats.Summary;
import org.junit.jupiter.api.Test;

/** Peak and knee: the best k, and the last k before throughput falls more than 10% below the best. */
class ScalingKneeTest {
    @Test
    void theKneeIsTheLastPointBeforeTheFall() {
        // 1: 100, 2: 190, 4: 200 (peak), 8: 185 (7.5% below: not yet), 16: 150 (25% below), 32: 190
        assertArrayEquals(new int[] {4, 8}, ScalingKnee.peakAndKnee(curve(100, 190, 200, 185, 150, 190)));
    }

    @Test
    void aCurveThatNeverFallsHasNoKnee() {
        assertArrayEquals(new int[] {32, 0}, ScalingKnee.peakAndKnee(curve(100, 190, 200, 210, 220, 230)));
        assertArrayEquals(new int[] {4, 0}, ScalingKnee.peakAndKnee(curve(100, 190, 200, 195, 185)));
    }

    private static List<RunCase> curve(double... readsPerSecond) {
        List<RunCase> cases = new ArrayList<>();
        for (int i = 0; i < readsPerSecond.length; i++) {
            cases.add(new RunCase("h2", true, "relaxed", 1 << i, 1, 1000, 1, 1, new Repeats(Summary.of(1), List.of()),
                    1, readsPerSecond[i], 0, 0, 0, 0, 0, 0, false, List.of(), 0));
        }
        return cases;
    }
}
