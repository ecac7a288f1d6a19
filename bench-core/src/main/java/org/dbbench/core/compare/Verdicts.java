package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.stats.Holm;
import org.dbbench.core.stats.LogDifference;

/**
 * From each case's paired difference to one verdict that says what the comparison could have seen.
 * Two questions are asked of every case, each with Holm's correction over all cases so that noise
 * alone gives any wrong verdict at most familyAlpha of the time: does B differ from A (a two-sided
 * t-test: SLOWER or FASTER), and does B lie within ±margin of A (two one-sided tests: EQUIVALENT)?
 * A case that answers neither is UNRESOLVED, and its MDE says how large a change could still hide
 * in it. The MDE is taken at alpha / cases, the level at which Holm's correction passes a case
 * whatever the others do.
 */
public final class Verdicts {
    /** The power at which the MDE is stated. */
    public static final double POWER = 0.8;
    /** Pairs before a case may count as resolved: with fewer, its variance is too rough to stop on. */
    public static final int MIN_PAIRS = 8;
    /**
     * The share of alpha a comparison that looks after every pair keeps for its tests. Stopping when
     * the MDE reaches the target stops more often when the spread happens to be measured low, which
     * makes the interval at the stop too short: simulated with the rule after every pair from 8, a
     * nominal 95% interval covered 92.7% at worst; computed at 97% (alpha × 0.6), 95.3% at worst
     * (noise 1-3% per measurement against a 2% target, 4,000 comparisons each, explored once;
     * VerdictsSimulationTest keeps the 2.5% case, where the nominal interval did worst).
     */
    public static final double LOOKING_SHARE = 0.6;

    private Verdicts() {
    }

    /**
     * One case's outcome; percents are B / A − 1.
     *
     * @param withinMargin the whole interval lies within ±marginPercent
     */
    public record Decision(String verdict, double deltaPercent, double lowPercent, double highPercent, double p,
            boolean significant, double mde80Percent, double marginPercent, boolean withinMargin) {
    }

    /** Every case decided together (Holm's correction needs them all). */
    public static List<Decision> decide(List<LogDifference> cases, double level, double familyAlpha,
            double marginPercent) {
        double[] p = new double[cases.size()];
        double[] equivalenceP = new double[cases.size()];
        for (int i = 0; i < cases.size(); i++) {
            p[i] = cases.get(i).p();
            equivalenceP[i] = cases.get(i).equivalenceP(marginPercent);
        }
        boolean[] differs = Holm.reject(p, familyAlpha);
        boolean[] equivalent = Holm.reject(equivalenceP, familyAlpha);
        List<Decision> out = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            LogDifference d = cases.get(i);
            double[] ci = d.interval(level);
            double low = LogDifference.percent(ci[0]);
            double high = LogDifference.percent(ci[1]);
            boolean within = low > -marginPercent && high < marginPercent;
            String verdict = differs[i] ? (d.estimate() > 0 ? CaseResult.SLOWER : CaseResult.FASTER)
                    : equivalent[i] ? CaseResult.EQUIVALENT : CaseResult.UNRESOLVED;
            out.add(new Decision(verdict, LogDifference.percent(d.estimate()), low, high, p[i], differs[i],
                    mdePercent(d, familyAlpha, cases.size()), marginPercent, within));
        }
        return out;
    }

    /** The alpha the tests use: all of it for a fixed number of rounds, {@link #LOOKING_SHARE} when stopping by the rule. */
    public static double testAlpha(double familyAlpha, boolean looking) {
        return looking ? familyAlpha * LOOKING_SHARE : familyAlpha;
    }

    /** The level each interval is computed at (1 − the test alpha the family's alpha gives one case). */
    public static double testLevel(double level, boolean looking) {
        return looking ? 1 - (1 - level) * LOOKING_SHARE : level;
    }

    /** The MDE at 80% power of one case among {@code cases}. */
    public static double mdePercent(LogDifference d, double familyAlpha, int cases) {
        return d.mdePercent(familyAlpha / Math.max(cases, 1), POWER);
    }

    /**
     * The stopping rule: a case is resolved when it has {@link #MIN_PAIRS} pairs and its MDE is at
     * most the target. It looks at the spread only, never at the difference, so looking after every
     * pair does not bias the difference's interval (checked by simulation in the tests).
     */
    public static boolean resolved(LogDifference d, double familyAlpha, int cases, double targetPercent) {
        return d.pairs() >= MIN_PAIRS && mdePercent(d, familyAlpha, cases) <= targetPercent;
    }
}
