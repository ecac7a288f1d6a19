package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.stats.Holm;
import org.dbbench.core.stats.Shift;

/**
 * The verdict rule {@code bench compare} used before it stated its MDE (up to 2026-11-26, commit
 * 99729d9 replaced it), kept to show beside today's what the old one could see: A's and B's rounds
 * as two independent samples of log times, the Hodges–Lehmann shift with the Mann–Whitney interval
 * (exact, distribution-free) at 95%, and Holm's correction over the cases' exact p-values. A case
 * was slower or faster when it passed Holm and its interval left out 0; otherwise "no significant
 * difference" or "unclear" (here: {@link #NONE}). A fixed number of rounds per side (the studies'
 * defaults, {@link StudyAdapter#defaultRounds}), no budget, no stopping rule, no pairing.
 */
public final class OldRankVerdicts {
    /** Neither slower nor faster: the old SAME, UNCLEAR or NO_INTERVAL. */
    public static final String NONE = "NONE";

    private OldRankVerdicts() {
    }

    /**
     * One case's outcome under the old rule; percents are B / A − 1.
     *
     * @param hasInterval false when the rounds were too few for a 95% Mann–Whitney interval (3 against 3)
     */
    public record Decision(String verdict, double shiftPercent, double lowPercent, double highPercent, double p,
            boolean hasInterval) {
    }

    /**
     * Every case decided together, as the old compare did.
     *
     * @param a per case, A's times (positive), one per round
     * @param b per case, B's times
     */
    public static List<Decision> decide(List<double[]> a, List<double[]> b, double level, double familyAlpha) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("A has " + a.size() + " cases, B " + b.size());
        }
        Shift[] shifts = new Shift[a.size()];
        double[] p = new double[a.size()];
        for (int i = 0; i < a.size(); i++) {
            shifts[i] = Shift.ofLogs(a.get(i), b.get(i), level);
            // a case without an interval took no part in Holm's correction
            p[i] = shifts[i].hasInterval() ? shifts[i].p() : Double.NaN;
        }
        boolean[] significant = Holm.reject(p, familyAlpha);
        List<Decision> out = new ArrayList<>();
        for (int i = 0; i < shifts.length; i++) {
            Shift s = shifts[i];
            String verdict = significant[i] && s.excludesZero() ? (s.low() > 0 ? CaseResult.SLOWER : CaseResult.FASTER)
                    : NONE;
            out.add(new Decision(verdict, Shift.percent(s.estimate()), Shift.percent(s.low()),
                    Shift.percent(s.high()), s.p(), s.hasInterval()));
        }
        return out;
    }
}
