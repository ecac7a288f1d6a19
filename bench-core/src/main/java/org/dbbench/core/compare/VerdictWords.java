package org.dbbench.core.compare;

import java.util.Locale;
import org.dbbench.core.stats.LogDifference;

/**
 * A case's verdict as a sentence that always says what the comparison could have seen: a change
 * with its interval, an equivalence with its margin, or, when neither is settled, the change it could
 * detect and how much longer it would take to detect the target. Never "no difference" alone.
 */
final class VerdictWords {
    private VerdictWords() {
    }

    static String of(Verdicts.Decision v, Design design, int cases, double secondsSpent, LogDifference d) {
        String level = Math.round(design.level() * 100) + "%";
        String range = "(" + level + ": " + Analysis.signed(v.lowPercent()) + " \u2026 "
                + Analysis.signed(v.highPercent()) + ")";
        String margin = "\u00b1" + Analysis.pct(v.marginPercent()) + "%";
        return switch (v.verdict()) {
            case CaseResult.SLOWER, CaseResult.FASTER -> "B is " + (v.verdict().equals(CaseResult.SLOWER) ? "slower"
                    : "faster") + " by " + Analysis.pct(Math.abs(v.deltaPercent())) + "% " + range
                    + (v.withinMargin() ? ", within the " + margin + " margin" : "");
            case CaseResult.EQUIVALENT -> "equivalent: within the " + margin + " margin " + range
                    + "; could detect " + Analysis.pct(v.mde80Percent()) + "%";
            default -> unresolved(v, design, cases, secondsSpent, d, range);
        };
    }

    private static String unresolved(Verdicts.Decision v, Design design, int cases, double secondsSpent,
            LogDifference d, String range) {
        StringBuilder b = new StringBuilder("unresolved: could detect ").append(Analysis.pct(v.mde80Percent()))
                .append('%');
        if (secondsSpent > 0) {
            b.append(" after ").append(minutes(secondsSpent));
            double times = d.timesToReach(design.targetPercent(), design.testAlpha() / Math.max(cases, 1),
                    Verdicts.POWER);
            if (times > 1) {
                b.append("; about ").append(minutes(secondsSpent * times)).append(" would detect ")
                        .append(Analysis.pct(design.targetPercent())).append('%');
            }
        }
        b.append(' ').append(range);
        if (v.lowPercent() > 0 || v.highPercent() < 0) {
            b.append("; B ").append(v.lowPercent() > 0 ? "slower" : "faster").append(" alone, not after Holm's"
                    + " correction over ").append(cases).append(" cases");
        }
        return b.toString();
    }

    /** "34 min", "1.5 h", "40 s": the scale a user plans by. */
    static String minutes(double seconds) {
        if (seconds < 90) {
            return Math.round(seconds) + " s";
        }
        if (seconds < 5400) {
            return Math.round(seconds / 60) + " min";
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }
}
