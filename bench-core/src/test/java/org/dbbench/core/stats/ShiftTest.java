package org.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class ShiftTest {
    /**
     * Critical values of the two-sided Mann–Whitney test at 5% from the published tables (reject when
     * U is at most the value): the interval leaves out one difference more than that on each side.
     */
    @Test
    void excludedDifferencesMatchThePublishedCriticalValues() {
        int[][] nmCritical = {{5, 5, 2}, {6, 6, 5}, {7, 7, 8}, {8, 8, 13}, {10, 10, 23}, {4, 6, 2}, {3, 5, 0},
            {20, 20, 127}};
        for (int[] c : nmCritical) {
            assertEquals(c[2] + 1, MannWhitney.of(c[0], c[1]).excluded(0.95), c[0] + " vs " + c[1]);
        }
    }

    @Test
    void threeAgainstThreeHasNo95PercentInterval() {
        MannWhitney mw = MannWhitney.of(3, 3);
        assertEquals(0, mw.excluded(0.95));
        assertEquals(0.9, mw.confidence(1), 1e-12); // min..max of the differences: 1 - 2/20
        assertEquals(4, MannWhitney.smallestSideFor(0.95));
        Shift s = Shift.between(new double[] {1, 2, 3}, new double[] {4, 5, 6}, 0.95);
        assertFalse(s.hasInterval());
        assertFalse(s.excludesZero()); // however clear the samples look, 3 vs 3 cannot say it at 95%
        assertEquals(0.1, s.p(), 1e-12); // U = 9 of 9: two of the 20 orderings are as extreme
    }

    /** The exact distribution against counting every split of 9 ranks into 4 and 5. */
    @Test
    void distributionMatchesEnumeration() {
        int n = 4;
        int m = 5;
        int[] ways = new int[n * m + 1];
        int total = 0;
        for (int mask = 0; mask < 1 << (n + m); mask++) {
            if (Integer.bitCount(mask) != n) {
                continue;
            }
            int u = 0; // pairs (first-sample rank below a second-sample rank)
            for (int i = 0; i < n + m; i++) {
                for (int j = i + 1; j < n + m; j++) {
                    if ((mask >> i & 1) == 1 && (mask >> j & 1) == 0) {
                        u++;
                    }
                }
            }
            ways[u]++;
            total++;
        }
        MannWhitney mw = MannWhitney.of(n, m);
        int run = 0;
        for (int u = 0; u <= n * m; u++) {
            run += ways[u];
            assertEquals(run / (double) total, mw.atMost(u), 1e-12, "P(U <= " + u + ")");
        }
    }

    @Test
    void hodgesLehmannIsTheMedianPairwiseDifference() {
        // differences 2,1,0 / 4,3,2 / 6,5,4 -> sorted 0,1,2,2,3,4,4,5,6
        Shift s = Shift.between(new double[] {1, 2, 3}, new double[] {3, 5, 7}, 0.8);
        assertEquals(3, s.estimate(), 1e-12);
        assertEquals(8.5, s.u(), 1e-12); // eight pairs above, one tie
        // 5 vs 5, B = A + 10: the differences are 10 + (a_j - a_i), symmetric about 10; the interval
        // drops 3 on each side: a_j - a_i sorted starts -7, -6, -4, -4 (1-8, 2-8, 4-8, 1-5)
        Shift exact = Shift.between(new double[] {1, 4, 2, 8, 5}, new double[] {11, 14, 12, 18, 15}, 0.95);
        assertEquals(10, exact.estimate(), 1e-12);
        assertEquals(6, exact.low(), 1e-12);
        assertEquals(14, exact.high(), 1e-12);
        assertTrue(exact.excludesZero());
        assertEquals(1 - 8.0 / 252, exact.confidence(), 1e-12);
    }

    @Test
    void ratiosOnLogsReadAsPercent() {
        double[] a = {10, 11, 12, 13, 14};
        double[] b = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i] * 0.9; // B 10% faster
        }
        Shift s = Shift.ofLogs(a, b, 0.95);
        assertEquals(-10, Shift.percent(s.estimate()), 1e-9);
        assertTrue(Shift.percent(s.low()) <= -10 && Shift.percent(s.high()) >= -10);
    }

    /**
     * Coverage by simulation (fixed seed): skewed, heavy-tailed run times, B truly 10% slower; the
     * interval must hold the true ratio about as often as its exact confidence promises, and an A/A
     * comparison must call a difference about as rarely as 1 - confidence.
     */
    @Test
    void coverageMatchesTheStatedConfidence() {
        Random rnd = new Random(20261123);
        int trials = 4000;
        for (int side : new int[] {5, 8}) {
            int covered = 0;
            int falseAlarms = 0;
            double conf = 0;
            for (int t = 0; t < trials; t++) {
                double[] a = times(rnd, side, 1.0);
                double[] b = times(rnd, side, 1.10);
                Shift s = Shift.ofLogs(a, b, 0.95);
                conf = s.confidence();
                if (s.low() <= Math.log(1.10) && Math.log(1.10) <= s.high()) {
                    covered++;
                }
                if (Shift.ofLogs(a, times(rnd, side, 1.0), 0.95).excludesZero()) {
                    falseAlarms++;
                }
            }
            double coverage = covered / (double) trials;
            double alarms = falseAlarms / (double) trials;
            // binomial standard error at 4000 trials is about 0.003; allow four of them
            assertEquals(conf, coverage, 0.012, "coverage for " + side + " rounds");
            assertEquals(1 - conf, alarms, 0.012, "A/A false alarms for " + side + " rounds");
            assertTrue(conf >= 0.95);
        }
    }

    /** A run time: 10 s times a skewed noise factor (log-normal body, an occasional slow run). */
    private static double[] times(Random rnd, int n, double factor) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            double noise = Math.exp(0.08 * rnd.nextGaussian()) * (rnd.nextDouble() < 0.15 ? 1.3 : 1.0);
            x[i] = 10 * factor * noise;
        }
        return x;
    }

    @Test
    void holmStepsDownAndStopsAtTheFirstFailure() {
        // sorted: .005 <= .05/4, .01 <= .05/3, .03 > .05/2: stop, .04 is not rejected either
        assertArrayEquals(new boolean[] {true, false, false, true},
                Holm.reject(new double[] {0.01, 0.04, 0.03, 0.005}, 0.05));
        assertArrayEquals(new boolean[] {false, true}, Holm.reject(new double[] {Double.NaN, 0.04}, 0.05));
        // 20 cases at p = 0.03 each: every one would pass alone, none survives the correction
        double[] many = new double[20];
        java.util.Arrays.fill(many, 0.03);
        for (boolean r : Holm.reject(many, 0.05)) {
            assertFalse(r);
        }
    }
}
