package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dbbench.core.stats.LogDifference;

/**
 * The detection rate of {@code bench compare} against a true effect, drawn from recorded pairs: each
 * draw is one simulated comparison whose pairs are drawn with replacement from the recording (a
 * pair kept whole, so the drift it held stays paired), with B multiplied by 1 + effect. Today's rule
 * draws pair after pair until the stopping rule ({@link Verdicts#resolved}, the budget of
 * {@link PairSchedule#budgetStop} with each pair taking its recorded time) ends it, then decides with
 * {@link Analysis#compare}, the code compare itself runs (intervals at the looking level, Holm over
 * the cases); the old rule ({@link OldRankVerdicts}) gets a fixed number of pairs. Every effect is
 * judged on the same drawn pairs (only B's factor differs), so the rates of two effects differ by the
 * effect, not by the luck of the draw. The pairs given must be centred ({@link RecordedPairs#centred}):
 * the effect injected is then the whole truth.
 */
public final class Resampling {
    private Resampling() {
    }

    /**
     * How to resample.
     *
     * @param effectsPercent the true effects to inject, B slower by each
     * @param budgetSeconds today's rule's budget
     * @param targetPercent the MDE at which today's rule stops
     * @param marginPercent its equivalence margin
     * @param oldRounds rounds per side of the old rule's fixed design
     */
    public record Settings(List<Double> effectsPercent, int draws, long seed, double budgetSeconds,
            double targetPercent, double marginPercent, int oldRounds) {

        /** Today's design with a budget: paired, looking after every pair. */
        public Design design() {
            return new Design(CompareRun.LEVEL, CompareRun.FAMILY_ALPHA, true, true, marginPercent, targetPercent);
        }
    }

    public static ResampledRates run(RecordedPairs p, Settings s) {
        int cases = p.labels().size();
        int effects = s.effectsPercent().size();
        List<List<Map<String, Integer>>> today = counts(cases, effects);
        List<List<Map<String, Integer>>> old = counts(cases, effects);
        double[][] logRatio = new double[cases][p.pairs()];
        for (int k = 0; k < cases; k++) {
            for (int i = 0; i < p.pairs(); i++) {
                logRatio[k][i] = Math.log(p.b()[k][i] / p.a()[k][i]);
            }
        }
        // two streams, so that the old rule's rounds do not change today's draws
        Random todayDraws = new Random(s.seed());
        Random oldDraws = new Random(s.seed() ^ 0x5DEECE66DL);
        Design design = s.design();
        int[] pairsUsed = new int[s.draws()];
        double[] secondsUsed = new double[s.draws()];
        int resolved = 0;
        for (int d = 0; d < s.draws(); d++) {
            int[] idx = new int[PairSchedule.MAX_PAIRS];
            int n = 0;
            double elapsed = 0;
            while (true) {
                // compare's order: after a pair, stop when resolved; else start one only if the budget holds it
                if (n > 0 && allResolved(logRatio, idx, n, design)) {
                    resolved++;
                    break;
                }
                if (PairSchedule.budgetStop(n, elapsed, s.budgetSeconds()) != null) {
                    break;
                }
                int i = todayDraws.nextInt(p.pairs());
                idx[n++] = i;
                elapsed += p.seconds()[i];
            }
            pairsUsed[d] = n;
            secondsUsed[d] = elapsed;
            int[] oldIdx = new int[s.oldRounds()];
            for (int r = 0; r < oldIdx.length; r++) {
                oldIdx[r] = oldDraws.nextInt(p.pairs());
            }
            for (int e = 0; e < effects; e++) {
                double factor = 1 + s.effectsPercent().get(e) / 100;
                List<CaseResult> verdicts = Analysis.compare(samples(p.labels(), p.a(), idx, n, 1),
                        samples(p.labels(), p.b(), idx, n, factor), design, elapsed);
                List<OldRankVerdicts.Decision> oldVerdicts = OldRankVerdicts.decide(picked(p.a(), oldIdx, 1),
                        picked(p.b(), oldIdx, factor), CompareRun.LEVEL, CompareRun.FAMILY_ALPHA);
                for (int k = 0; k < cases; k++) {
                    today.get(k).get(e).merge(verdicts.get(k).verdict(), 1, Integer::sum);
                    old.get(k).get(e).merge(oldVerdicts.get(k).verdict(), 1, Integer::sum);
                }
            }
        }
        List<ResampledRates.CaseRates> out = new ArrayList<>();
        for (int k = 0; k < cases; k++) {
            List<ResampledRates.EffectRates> rates = new ArrayList<>();
            for (int e = 0; e < effects; e++) {
                rates.add(new ResampledRates.EffectRates(s.effectsPercent().get(e), s.draws(), today.get(k).get(e),
                        old.get(k).get(e)));
            }
            out.add(new ResampledRates.CaseRates(p.labels().get(k), rates));
        }
        return new ResampledRates(p, s, out, pairsUsed, secondsUsed, resolved);
    }

    /** The stopping rule of a budgeted compare: every case has its pairs and an MDE at most the target. */
    static boolean allResolved(double[][] logRatio, int[] idx, int n, Design design) {
        if (n < Verdicts.MIN_PAIRS) {
            return false;
        }
        double[] r = new double[n];
        for (double[] caseRatios : logRatio) {
            for (int i = 0; i < n; i++) {
                r[i] = caseRatios[idx[i]];
            }
            if (!Verdicts.resolved(LogDifference.paired(r), design.testAlpha(), logRatio.length,
                    design.targetPercent())) {
                return false;
            }
        }
        return true;
    }

    /** The drawn pairs' values of every case, times {@code factor}, as compare's analysis takes them. */
    private static Map<String, Analysis.Samples> samples(List<String> labels, double[][] values, int[] idx, int n,
            double factor) {
        Map<String, Analysis.Samples> m = new LinkedHashMap<>();
        for (int k = 0; k < labels.size(); k++) {
            List<Double> v = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                v.add(values[k][idx[i]] * factor);
            }
            m.put(labels.get(k), new Analysis.Samples(v, "", null));
        }
        return m;
    }

    private static List<double[]> picked(double[][] values, int[] idx, double factor) {
        List<double[]> out = new ArrayList<>();
        for (double[] caseValues : values) {
            double[] v = new double[idx.length];
            for (int i = 0; i < idx.length; i++) {
                v[i] = caseValues[idx[i]] * factor;
            }
            out.add(v);
        }
        return out;
    }

    private static List<List<Map<String, Integer>>> counts(int cases, int effects) {
        List<List<Map<String, Integer>>> c = new ArrayList<>();
        for (int k = 0; k < cases; k++) {
            List<Map<String, Integer>> perEffect = new ArrayList<>();
            for (int e = 0; e < effects; e++) {
                perEffect.add(new LinkedHashMap<>());
            }
            c.add(perEffect);
        }
        return c;
    }
}
