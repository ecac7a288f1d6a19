package org.dbbench.core.compare;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * A budgeted comparison after each pair: every case's interval, MDE and expected time to reach the
 * target, printed as progress, and whether the comparison can stop (every case resolved, or a case
 * INVALID: a candidate that fails its checks cannot be compared, so spending more budget is waste).
 */
final class Resolution {
    private Resolution() {
    }

    /** Why to stop now, or null to run another pair. */
    static String stopReason(CompareRun.Plan plan, List<RoundOrder.Step> steps, List<Round> done) {
        Comparison c = RoundAnalysis.of(plan, steps, done);
        if (c.cases().isEmpty()) {
            return null;
        }
        for (CaseResult r : c.cases()) {
            if (r.invalid() != null) {
                return "a case is INVALID (" + r.label() + ": " + r.invalid() + ")";
            }
        }
        int pairs = pairs(c);
        boolean all = pairs >= Verdicts.MIN_PAIRS && c.cases().stream().allMatch(r -> r.mde80Percent() != null
                && r.mde80Percent() <= plan.targetPercent());
        return all ? "every case is resolved (MDE at most " + Analysis.pct(plan.targetPercent()) + "%)" : null;
    }

    /** One line per case: where it stands after this pair. */
    static void progress(CompareRun.Plan plan, List<RoundOrder.Step> steps, List<Round> done, double elapsed,
            PrintStream out) {
        Comparison c = RoundAnalysis.of(plan, steps, done);
        for (CaseResult r : c.cases()) {
            if (r.mde80Percent() == null) {
                continue;
            }
            double mde = r.mde80Percent();
            double times = Math.pow(Math.log1p(mde / 100) / Math.log1p(plan.targetPercent() / 100), 2);
            String eta = mde <= plan.targetPercent() ? "target reached"
                    : "target " + Analysis.pct(plan.targetPercent()) + "% in about " + VerdictWords.minutes(elapsed
                    * (times - 1));
            out.printf(Locale.ROOT, "  %s: %s (95%%: %s \u2026 %s), MDE %s%%, %s%n", r.label(),
                    Analysis.signed(r.deltaPercent()), Analysis.signed(r.lowPercent()),
                    Analysis.signed(r.highPercent()), Analysis.pct(mde), eta);
        }
        out.flush();
    }

    private static int pairs(Comparison c) {
        return c.cases().stream().mapToInt(r -> Math.min(r.a().size(), r.b().size())).min().orElse(0);
    }
}
