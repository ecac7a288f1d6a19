package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dbbench.core.stats.LogDifference;
import org.junit.jupiter.api.Test;

/**
 * The statistics of {@code bench compare} against simulated comparisons whose truth is known: pairs
 * whose log(B / A) is the true change plus noise (and a drift shared by A and B within each pair,
 * which pairing must cancel), run through the very stopping rule and verdicts compare uses.
 */
class VerdictsSimulationTest {
    private static final double LEVEL = Verdicts.testLevel(0.95, true);
    private static final double ALPHA = Verdicts.testAlpha(0.05, true);

    /** One simulated comparison: pairs until every case is resolved or maxPairs are measured. */
    private static List<Verdicts.Decision> compare(Random random, double[] truePercent, double noise, int maxPairs,
            double targetPercent, double marginPercent) {
        int cases = truePercent.length;
        List<List<Double>> ratios = new ArrayList<>();
        for (int c = 0; c < cases; c++) {
            ratios.add(new ArrayList<>());
        }
        List<LogDifference> now = new ArrayList<>();
        for (int pair = 1; pair <= maxPairs; pair++) {
            double drift = 0.2 * Math.sin(pair / 3.0) + 0.1 * random.nextGaussian();
            for (int c = 0; c < cases; c++) {
                double a = drift + noise * random.nextGaussian();
                double b = drift + Math.log1p(truePercent[c] / 100) + noise * random.nextGaussian();
                ratios.get(c).add(b - a);
            }
            if (pair < 2) {
                continue;
            }
            now = ratios.stream().map(r -> LogDifference.paired(r.stream().mapToDouble(Double::doubleValue)
                    .toArray())).toList();
            boolean allResolved = now.stream().allMatch(d -> Verdicts.resolved(d, ALPHA, cases, targetPercent));
            if (allResolved) {
                break;
            }
        }
        return Verdicts.decide(now, LEVEL, ALPHA, marginPercent);
    }

    private static double[] same(int cases, double percent) {
        double[] t = new double[cases];
        java.util.Arrays.fill(t, percent);
        return t;
    }

    @Test
    void intervalKeepsItsCoverageUnderTheStoppingRule() {
        Random random = new Random(30);
        int runs = 4000;
        int covered = 0;
        int stoppedEarly = 0;
        for (int i = 0; i < runs; i++) {
            // noise of 2.5% per measurement: the rule stops somewhere between 8 and 40 pairs
            List<Verdicts.Decision> d = compare(random, new double[] {2}, 0.025, 40, 2, 2);
            Verdicts.Decision x = d.get(0);
            covered += x.lowPercent() <= 2 && 2 <= x.highPercent() ? 1 : 0;
            stoppedEarly += x.mde80Percent() <= 2 ? 1 : 0;
        }
        double coverage = covered / (double) runs;
        // a nominal 95% interval without the share alpha pays for looking covers about 92.8% here
        assertTrue(coverage >= 0.945, "coverage " + coverage);
        // the rule did stop early in most runs, so the coverage above was measured with it acting
        assertTrue(stoppedEarly > runs / 2, "stopped early " + stoppedEarly);
    }

    @Test
    void atTheMdeTheChangeIsFoundFourTimesInFive() {
        Random random = new Random(31);
        int pairs = 12;
        double noise = 0.02;
        // the MDE the comparison would state if it measured the noise exactly
        LogDifference design = new LogDifference(0, noise * Math.sqrt(2) / Math.sqrt(pairs), pairs - 1, pairs);
        double mde = Verdicts.mdePercent(design, ALPHA, 1);
        int found = 0;
        int runs = 4000;
        for (int i = 0; i < runs; i++) {
            found += CaseResult.SLOWER.equals(compare(random, new double[] {mde}, noise, pairs, 0, 5).get(0)
                    .verdict()) ? 1 : 0;
        }
        assertEquals(0.80, found / (double) runs, 0.03, "power at the MDE of " + mde + "%");
    }

    @Test
    void theMdeAmongManyCasesHoldsAfterHolmsCorrection() {
        Random random = new Random(32);
        int pairs = 12;
        int cases = 6;
        double noise = 0.02;
        LogDifference design = new LogDifference(0, noise * Math.sqrt(2) / Math.sqrt(pairs), pairs - 1, pairs);
        double mde = Verdicts.mdePercent(design, ALPHA, cases);
        double[] truth = same(cases, 0);
        truth[0] = mde;
        int found = 0;
        int runs = 3000;
        for (int i = 0; i < runs; i++) {
            found += CaseResult.SLOWER.equals(compare(random, truth, noise, pairs, 0, 5).get(0).verdict()) ? 1 : 0;
        }
        // one changed case among five unchanged: Holm's first step is the level the MDE assumes
        assertEquals(0.80, found / (double) runs, 0.03, "power at the MDE of " + mde + "% among " + cases);
    }

    @Test
    void equivalenceIsFoundWhenTrueAndRarelyAtTheMarginsEdge() {
        Random random = new Random(33);
        int runs = 3000;
        int atZero = 0;
        int atEdge = 0;
        int beyond = 0;
        for (int i = 0; i < runs; i++) {
            atZero += CaseResult.EQUIVALENT.equals(compare(random, new double[] {0}, 0.02, 20, 0, 2).get(0)
                    .verdict()) ? 1 : 0;
            atEdge += CaseResult.EQUIVALENT.equals(compare(random, new double[] {2}, 0.02, 20, 0, 2).get(0)
                    .verdict()) ? 1 : 0;
            beyond += CaseResult.EQUIVALENT.equals(compare(random, new double[] {-3}, 0.02, 20, 0, 2).get(0)
                    .verdict()) ? 1 : 0;
        }
        // a true change exactly at the margin is called equivalent alpha of the time: no more, no less
        assertEquals(ALPHA, atEdge / (double) runs, 0.012, "equivalent at the margin " + atEdge);
        // at 0 with this noise and 20 pairs, two one-sided tests pass about 80% of the time
        assertTrue(atZero / (double) runs >= 0.7, "equivalent at 0: " + atZero);
        assertTrue(beyond / (double) runs <= 0.01, "equivalent beyond the margin: " + beyond);
    }

    @Test
    void anAaComparisonOfManyCasesGivesAVerdictAtMostOneTimeInTwenty() {
        Random random = new Random(34);
        int runs = 2000;
        int anyVerdict = 0;
        for (int i = 0; i < runs; i++) {
            anyVerdict += compare(random, same(10, 0), 0.03, 30, 3, 3).stream()
                    .anyMatch(x -> x.significant()) ? 1 : 0;
        }
        assertTrue(anyVerdict / (double) runs <= 0.06, "A/A comparisons with a verdict: " + anyVerdict);
    }
}
