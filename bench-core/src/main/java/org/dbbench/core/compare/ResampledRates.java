package org.dbbench.core.compare;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.dbbench.core.stats.BinomialInterval;

/**
 * What resampling found for one pool of recorded pairs: per case and injected effect, how many of
 * the simulated comparisons gave each verdict under today's rule and under the old one, and how many
 * pairs and how much (recorded) time today's rule spent before it stopped.
 *
 * @param pairsUsed per draw, the pairs today's rule ran before it stopped
 * @param secondsUsed per draw, those pairs' recorded time
 * @param stoppedResolved the draws that stopped because every case was resolved, not by the budget
 */
public record ResampledRates(RecordedPairs pairs, Resampling.Settings settings, List<CaseRates> cases,
        int[] pairsUsed, double[] secondsUsed, int stoppedResolved) {

    /** One case's rates, one entry per effect in the order given. */
    public record CaseRates(String label, List<EffectRates> effects) {
    }

    /**
     * The verdict counts at one injected effect.
     *
     * @param today SLOWER, FASTER, EQUIVALENT, UNRESOLVED (and NO_INTERVAL, never at 3 or more pairs) to counts
     * @param old SLOWER, FASTER, {@link OldRankVerdicts#NONE} to counts
     */
    public record EffectRates(double effectPercent, int draws, Map<String, Integer> today, Map<String, Integer> old) {

        /** Today's rule said "B slower": for an effect above 0, a detection. */
        public BinomialInterval todaySlower() {
            return rate(today, CaseResult.SLOWER);
        }

        public BinomialInterval oldSlower() {
            return rate(old, CaseResult.SLOWER);
        }

        /** Today's rule said slower or faster: at effect 0, a false positive. */
        public BinomialInterval todayAnyChange() {
            return rate(today, CaseResult.SLOWER, CaseResult.FASTER);
        }

        public BinomialInterval oldAnyChange() {
            return rate(old, CaseResult.SLOWER, CaseResult.FASTER);
        }

        /** Today's rule said "B faster" at an effect above 0: the wrong way. */
        public BinomialInterval todayFaster() {
            return rate(today, CaseResult.FASTER);
        }

        public BinomialInterval todayEquivalent() {
            return rate(today, CaseResult.EQUIVALENT);
        }

        private BinomialInterval rate(Map<String, Integer> counts, String... verdicts) {
            long k = Arrays.stream(verdicts).mapToLong(v -> counts.getOrDefault(v, 0)).sum();
            return BinomialInterval.wilson95(k, draws);
        }
    }

    /** The median of the pairs today's rule ran. */
    public double medianPairs() {
        return median(Arrays.stream(pairsUsed).asDoubleStream().toArray());
    }

    /** The median of their recorded time, in seconds. */
    public double medianSeconds() {
        return median(secondsUsed.clone());
    }

    private static double median(double[] v) {
        Arrays.sort(v);
        int n = v.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
