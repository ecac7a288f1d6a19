package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The verdict rule compare used before 2026-11-26, against results worked out by hand. */
class OldRankVerdictsTest {
    private static final double[] A = {100, 101, 102, 103, 104};

    private static double[] times(double[] v, double factor) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i] * factor;
        }
        return out;
    }

    @Test
    void fiveRoundsAllSlowerGiveTheHodgesLehmannShiftAndTheSmallestExactP() {
        // every log(b) − log(a) is log 1.1 + log(a_j / a_i): symmetric about log 1.1, so the median is it;
        // every b above every a: U = 25, exact two-sided p = 2 / C(10, 5) = 2 / 252
        OldRankVerdicts.Decision d = OldRankVerdicts.decide(List.of(A), List.of(times(A, 1.1)), 0.95, 0.05).get(0);
        assertEquals(10, d.shiftPercent(), 1e-9);
        assertEquals(2.0 / 252, d.p(), 1e-12);
        assertTrue(d.hasInterval());
        assertTrue(d.lowPercent() > 0 && d.lowPercent() < 10 && d.highPercent() > 10);
        assertEquals(CaseResult.SLOWER, d.verdict());
        OldRankVerdicts.Decision faster = OldRankVerdicts.decide(List.of(A), List.of(times(A, 0.9)), 0.95, 0.05)
                .get(0);
        assertEquals(CaseResult.FASTER, faster.verdict());
        assertEquals(-10, faster.shiftPercent(), 1e-9);
    }

    @Test
    void fiveAgainstFiveCannotPassHolmAmongNineCases() {
        // the old rule's known blind spot: the smallest p of 5 against 5 (0.0079) is above 5% / 9 = 0.0056
        List<double[]> a = Collections.nCopies(9, A);
        List<double[]> b = Collections.nCopies(9, times(A, 2));
        for (OldRankVerdicts.Decision d : OldRankVerdicts.decide(a, b, 0.95, 0.05)) {
            assertEquals(OldRankVerdicts.NONE, d.verdict());
            assertEquals(100, d.shiftPercent(), 1e-9);
        }
        // among 6 it passes: 0.0079 <= 5% / 6
        assertEquals(CaseResult.SLOWER, OldRankVerdicts.decide(a.subList(0, 6), b.subList(0, 6), 0.95, 0.05).get(0)
                .verdict());
    }

    @Test
    void threeAgainstThreeHaveNoIntervalAndNoVerdict() {
        double[] a = {1, 2, 3};
        OldRankVerdicts.Decision d = OldRankVerdicts.decide(List.of(a), List.of(times(a, 10)), 0.95, 0.05).get(0);
        assertFalse(d.hasInterval());
        assertEquals(OldRankVerdicts.NONE, d.verdict());
        assertEquals(2.0 / 20, d.p(), 1e-12);
    }

    @Test
    void overlappingSamplesAreNotADifference() {
        double[] b = {101.5, 99.5, 103.5, 102.5, 100.5};
        OldRankVerdicts.Decision d = OldRankVerdicts.decide(List.of(A), List.of(b), 0.95, 0.05).get(0);
        // pairs with b above a: 99.5 beats none, 100.5 one, 101.5 two, 102.5 three, 103.5 four: U = 10 of 25;
        // 87 of the C(10, 5) = 252 orderings have U <= 10, so p = 2 · 87 / 252; the median of the 25
        // log-ratios is log(101.5 / 102), a shift of −0.49%
        assertEquals(2 * 87 / 252.0, d.p(), 1e-12);
        assertEquals(100 * (101.5 / 102 - 1), d.shiftPercent(), 1e-9);
        assertEquals(OldRankVerdicts.NONE, d.verdict());
        assertTrue(d.lowPercent() < 0 && d.highPercent() > 0);
    }
}
