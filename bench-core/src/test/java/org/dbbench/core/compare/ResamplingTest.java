package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.dbbench.core.BadInputException;
import org.dbbench.core.stats.BinomialInterval;
import org.junit.jupiter.api.Test;

/**
 * Resampled detection rates on synthetic recordings whose truth is known: seeded pairs with noise
 * within each pair and drift shared by its two rounds, run through {@link Resampling} with today's
 * rule and the old one.
 */
class ResamplingTest {

    /**
     * A recording of {@code n} pairs: per pair a drift shared by A and B (a factor exp(drift · N(0,1))),
     * noise of {@code noise} per round, B's true change {@code truePercent}; every pair took 40 s.
     */
    static RecordedPairs recording(long seed, int n, double noise, double drift, double truePercent) {
        Random r = new Random(seed);
        double[][] a = new double[1][n];
        double[][] b = new double[1][n];
        double[] seconds = new double[n];
        double logSum = 0;
        for (int i = 0; i < n; i++) {
            double shared = drift * r.nextGaussian();
            a[0][i] = Math.exp(shared + noise * r.nextGaussian());
            b[0][i] = Math.exp(shared + Math.log1p(truePercent / 100) + noise * r.nextGaussian());
            seconds[i] = 40;
            logSum += Math.log(b[0][i] / a[0][i]);
        }
        RecordedPairs.Source src = new RecordedPairs.Source("synthetic", Comparison.CALIBRATION, n,
                new double[] {100 * Math.expm1(logSum / n)});
        return new RecordedPairs(List.of(src), "study", List.of("case"), a, b, seconds);
    }

    private static Resampling.Settings settings(List<Double> effects, int draws, double target, int oldRounds) {
        return new Resampling.Settings(effects, draws, 7, 600, target, target, oldRounds);
    }

    @Test
    void anEffectFarAboveTheNoiseIsFoundEveryTimeByBothRules() {
        // 1% noise per round, 10% slower: each pair's ratio is 10% ± 1.4%, and every B round is above every A
        ResampledRates r = Resampling.run(recording(1, 30, 0.01, 0, 0).centred(), settings(List.of(10.0), 500, 2, 5));
        ResampledRates.EffectRates e = r.cases().get(0).effects().get(0);
        assertEquals(500, e.todaySlower().successes());
        assertTrue(e.oldSlower().rate() >= 0.99, "old " + e.oldSlower());
        assertEquals(0, e.todayFaster().successes());
    }

    @Test
    void withNoEffectTodaysRuleCallsAChangeAboutAsOftenAsItsAlphaPromises() {
        // recorded A/B with a real +3% between A and B: centring takes it out, so at effect 0 the truth is 0
        RecordedPairs p = recording(2, 60, 0.01, 0.05, 3).centred();
        ResampledRates r = Resampling.run(p, settings(List.of(0.0), 4000, 2, 5));
        BinomialInterval any = r.cases().get(0).effects().get(0).todayAnyChange();
        // one case tested at 3% (5% less the 40% spent on looking); seen: 2.9% (95%: 2.4 .. 3.4) of 4,000
        assertTrue(any.rate() > 0.015 && any.rate() < 0.05, "today's false positives " + any);
        BinomialInterval old = r.cases().get(0).effects().get(0).oldAnyChange();
        assertTrue(old.rate() < 0.07, "old false positives " + old);
    }

    @Test
    void withoutCentringTheRecordedDifferenceWouldBeFoundAtEffectZero() {
        // the control of the test above: the same recording uncentred holds +3% and is found most of the time
        ResampledRates r = Resampling.run(recording(2, 60, 0.01, 0.05, 3), settings(List.of(0.0), 300, 2, 5));
        assertTrue(r.cases().get(0).effects().get(0).todaySlower().rate() > 0.9);
    }

    @Test
    void pairingFindsUnderDriftWhatTheOldUnpairedRuleCannot() {
        // drift of 10% moves both rounds of a pair; within a pair the noise is 0.5%: a 3% change is plain
        // in the pairs' ratios and lost in the spread of the rounds
        ResampledRates r = Resampling.run(recording(3, 40, 0.005, 0.10, 0).centred(),
                settings(List.of(3.0), 500, 2, 5));
        ResampledRates.EffectRates e = r.cases().get(0).effects().get(0);
        assertTrue(e.todaySlower().rate() > 0.95, "today " + e.todaySlower());
        assertTrue(e.oldSlower().rate() < 0.5, "old " + e.oldSlower());
    }

    @Test
    void theStoppingRuleStopsAtItsFewestPairsOrWhenTheBudgetCannotHoldAnother() {
        // 0.1% noise reaches a 2% target at once: the rule still waits for its 8 pairs
        ResampledRates quiet = Resampling.run(recording(4, 20, 0.001, 0, 0).centred(),
                settings(List.of(0.0), 50, 2, 5));
        assertEquals(Verdicts.MIN_PAIRS, quiet.medianPairs());
        assertEquals(50, quiet.stoppedResolved());
        // 20% noise never does: 40 s pairs in 600 s, the 16th would end at 640 s
        ResampledRates noisy = Resampling.run(recording(5, 20, 0.2, 0, 0).centred(),
                settings(List.of(0.0), 50, 2, 5));
        assertEquals(15, noisy.medianPairs());
        assertEquals(600, noisy.medianSeconds(), 1e-9);
        assertEquals(0, noisy.stoppedResolved());
    }

    @Test
    void theSameSeedDrawsTheSameComparisons() {
        RecordedPairs p = recording(6, 12, 0.03, 0.02, 0).centred();
        Resampling.Settings s = settings(List.of(0.0, 2.0, 5.0), 200, 2, 5);
        ResampledRates x = Resampling.run(p, s);
        ResampledRates y = Resampling.run(p, s);
        for (int e = 0; e < 3; e++) {
            assertEquals(x.cases().get(0).effects().get(e).today(), y.cases().get(0).effects().get(e).today());
            assertEquals(x.cases().get(0).effects().get(e).old(), y.cases().get(0).effects().get(e).old());
        }
        // the same draws judged at a larger effect find it at least as often
        long at2 = x.cases().get(0).effects().get(1).todaySlower().successes();
        long at5 = x.cases().get(0).effects().get(2).todaySlower().successes();
        assertTrue(at5 >= at2, at2 + " at 2%, " + at5 + " at 5%");
    }

    @Test
    void centringLeavesEachCaseWithAMeanLogRatioOfZero() {
        RecordedPairs p = recording(8, 10, 0.02, 0.1, 5).centred();
        double sum = 0;
        for (int i = 0; i < p.pairs(); i++) {
            sum += Math.log(p.b()[0][i] / p.a()[0][i]);
        }
        assertEquals(0, sum, 1e-9);
    }

    @Test
    void aBaselineBundleOrOneWithTooFewPairsIsRefused() {
        CaseResult c = new CaseResult("case", "s/op", List.of(1.0, 1.1, 1.2), List.of(1.0, 1.1, 1.2), null, 0.0,
                -1.0, 1.0, 0.95, true, 1.0, false, CaseResult.UNRESOLVED, "", 5.0, 2.0, false);
        Comparison baseline = comparison(Comparison.BASELINE, c);
        String why = assertThrows(BadInputException.class, () -> RecordedPairs.of(baseline, "dir")).getMessage();
        assertTrue(why.startsWith("dir is a comparison against a baseline"), why);
        CaseResult two = new CaseResult("case", "s/op", List.of(1.0, 1.1), List.of(1.0, 1.1), null, 0.0, -1.0, 1.0,
                0.95, true, 1.0, false, CaseResult.NO_INTERVAL, "", null, 2.0, null);
        why = assertThrows(BadInputException.class, () -> RecordedPairs.of(comparison(Comparison.AB, two), "dir"))
                .getMessage();
        assertEquals("dir holds 2 recorded pairs; resampling needs a bundle with 3 or more valid pairs", why);
        RecordedPairs ok = RecordedPairs.of(comparison(Comparison.AB, c), "dir");
        assertEquals(3, ok.pairs());
        assertEquals(0, ok.sources().get(0).recordedPercent()[0], 1e-9);
    }

    static Comparison comparison(String kind, CaseResult c) {
        return new Comparison(Comparison.FORMAT, "study", List.of(), 3, kind, "ABBAAB", List.of(), java.util.Map.of(),
                java.util.Map.of(), 0.95, 0.05, null, List.of(c), List.of(), List.of(), null, null, null, null, null, null);
    }
}
