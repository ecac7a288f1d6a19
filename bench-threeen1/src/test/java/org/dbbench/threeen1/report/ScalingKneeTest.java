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

    /** Each point's runs: its reads/s times 0.95 and 1.05 (10% spread), or as given. */
    @Test
    void aPeakOrKneeIsNamedOnlyWhereItsRunsSeparateFromItsNeighbours() {
        // the 200 peak at 4 overlaps 190 at 2 with runs of +-5%; the knee at 8 (185) separates from 150
        assertArrayEquals(new int[] {0, 8}, ScalingKnee.resolved(spread(0.05, 100, 190, 200, 185, 150, 190)));
        // 2: 150, 4: 200, 8: 140 (knee 4), 16: 120: with +-5% runs 4 separates from 2 and from 8
        assertArrayEquals(new int[] {4, 4}, ScalingKnee.resolved(spread(0.05, 100, 150, 200, 140, 120)));
        // the same medians with +-20% runs: 160-240 at the peak overlaps 120-180 and 112-168
        assertArrayEquals(new int[] {0, 0}, ScalingKnee.resolved(spread(0.20, 100, 150, 200, 140, 120)));
        // one run per point: no range, nothing resolved, though the medians turn
        assertArrayEquals(new int[] {4, 4}, ScalingKnee.peakAndKnee(curve(100, 150, 200, 140, 120)));
        assertArrayEquals(new int[] {0, 0}, ScalingKnee.resolved(curve(100, 150, 200, 140, 120)));
    }

    /** Runs of seconds 1/(1+-spread) around a median of 1 s: reads/s spread by about +-spread. */
    private static List<RunCase> spread(double spread, double... readsPerSecond) {
        List<RunCase> cases = new ArrayList<>();
        for (int i = 0; i < readsPerSecond.length; i++) {
            Repeats runs = new Repeats(Summary.of(1 / (1 + spread), 1, 1 / (1 - spread)), List.of());
            cases.add(new RunCase("h2", true, "relaxed", 1 << i, 1, 1000, 3, 1, runs,
                    1, readsPerSecond[i], 0, 0, 0, 0, 0, 0, false, List.of(), 0));
        }
        return cases;
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
