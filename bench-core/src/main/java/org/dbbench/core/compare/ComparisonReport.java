package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.Table;
import org.dbbench.core.stats.Summary;

/**
 * A comparison as people read it, in every format {@code bench report} writes: what was compared,
 * the verdicts in words, the table (A, B, Δ%, interval, verdict) and a chart of every round of both
 * candidates. The command's summary.txt and the report are made here, so they say the same.
 */
public final class ComparisonReport {
    private ComparisonReport() {
    }

    /**
     * What was measured of that drift, said with every baseline run. Not added to the interval: a
     * figure of the development VM says nothing of another machine's hours.
     */
    static final String MEASURED_DRIFT = "On the development VM, A/A baselines 1-2 h old differed by +1.7% and"
            + " +6.2% on a CPU-bound key-value workload (each interval holding 0) and by -11% and -17% on fdatasync"
            + " 8K writes (one case called faster; docs/results/2026-11-27-compare-ten-minute-runs.md). To know"
            + " this machine's drift, run an A/A baseline again an hour or more after recording it.";

    /** What was compared and how: the first lines of the summary and of the report's section. */
    public static List<String> header(Comparison c) {
        List<String> l = new ArrayList<>();
        String args = c.studyArgs().isEmpty() ? "" : " " + String.join(" ", c.studyArgs());
        l.add(switch (c.kind()) {
            case Comparison.CALIBRATION -> "A/A calibration (no difference given: A and B are the same"
                    + " candidate): a \"slower\" or \"faster\" verdict is noise; the intervals and MDEs show"
                    + " this machine's noise floor.";
            case Comparison.BASELINE -> "New run (B) against a saved baseline (A), same machine; the baseline ran"
                    + " earlier, so drift between then and now falls on the difference, and the interval does not"
                    + " allow for it: drift is each machine's and each hour's own. " + MEASURED_DRIFT;
            default -> "A/B comparison, B against A.";
        });
        String lockstep = c.lockstepTurns() == null ? "" : "; in lockstep: each pair's rounds ran at once, their "
                + LockstepSession.describe(c.lockstepWarmUpTurns() == null ? 0 : c.lockstepWarmUpTurns(),
                c.lockstepTurns()) + " taking turns (the order drawn per pair of runs), and a round's number is the"
                + " mean of its measured runs";
        l.add("Workload: " + c.study() + args + "; " + c.rounds() + " rounds per candidate, each in a fresh"
                + " JVM" + (c.order().isEmpty() ? "" : ", in the order " + c.order()) + lockstep + ".");
        if (c.targetPercent() != null) {
            l.add((c.budgetSeconds() == null ? "Fixed design (--rounds)" : "Budget " + VerdictWords.minutes(
                    c.budgetSeconds()) + ", stopping when every case's MDE is at most " + Analysis.pct(
                    c.targetPercent()) + "%") + "; rounds took " + VerdictWords.minutes(c.secondsSpent())
                    + "; equivalence margin \u00b1" + Analysis.pct(c.marginPercent()) + "%.");
        }
        for (String d : c.differences()) {
            l.add("Differs: " + d + ".");
        }
        l.add("A: " + c.a().get("java") + (jars(c.a()).isEmpty() ? "" : "; jars " + jars(c.a())));
        if (!c.kind().equals(Comparison.CALIBRATION)) {
            l.add("B: " + c.b().get("java") + (jars(c.b()).isEmpty() ? "" : "; jars " + jars(c.b())));
        }
        return l;
    }

    @SuppressWarnings("unchecked")
    private static String jars(java.util.Map<String, Object> side) {
        Object j = side.get("jars");
        return j instanceof List<?> l ? String.join("; ", (List<String>) l) : "";
    }

    /** The verdict of every case in words, then what many cases mean; the mail opens with these. */
    public static List<String> verdicts(Comparison c) {
        List<String> l = new ArrayList<>();
        for (CaseResult r : c.cases()) {
            l.add(r.label() + ": " + r.sentence());
        }
        long valid = c.cases().stream().filter(r -> r.hasInterval() && r.invalid() == null).count();
        if (valid > 1) {
            l.add(String.format(Locale.ROOT, "%d cases: tested one by one at %.0f%%, noise alone would mark"
                    + " about %.1f of them different; the verdicts use Holm's correction, so the chance that"
                    + " any verdict is noise is at most %.0f%%.", valid, c.level() * 100, valid * (1 - c.level()),
                    c.familyAlpha() * 100));
            String tooFew = Analysis.tooFewRounds(c.rounds(), (int) valid, c.familyAlpha());
            if (tooFew != null) {
                l.add(tooFew);
            }
        }
        if (c.failSlowerPercent() != null) {
            List<CaseResult> slow = c.slowerThan(c.failSlowerPercent());
            l.add(slow.isEmpty() ? "--fail-slower " + Analysis.pct(c.failSlowerPercent()) + "%: no case is"
                    + " significantly slower than that."
                    : "--fail-slower " + Analysis.pct(c.failSlowerPercent()) + "%: FAILED, "
                    + String.join(", ", slow.stream().map(CaseResult::label).toList())
                    + " slower beyond doubt (exit code 3).");
        }
        if (c.invalidCases() > 0) {
            l.add(c.invalidCases() + " of " + c.cases().size() + " cases INVALID: a candidate failed (reasons"
                    + " above); no difference is computed for them.");
        }
        return l;
    }

    /** The comparison table: per case A and B (median, spread), Δ%, interval, verdict. */
    public static Table table(Comparison c) {
        Table.Builder t = Table.builder(title(c), "case", "A", "B", "\u0394%", ci(c), "MDE%", "verdict");
        for (CaseResult r : c.cases()) {
            t.row(r.label(), cell(r.a(), r.unit()), cell(r.b(), r.unit()),
                    r.deltaPercent() == null ? "-" : signedShort(r.deltaPercent()),
                    r.lowPercent() == null ? "-" : (r.hasInterval() ? "" : "(") + signedShort(r.lowPercent()) + ".."
                            + signedShort(r.highPercent()) + (r.hasInterval() ? "" : ")"),
                    r.mde80Percent() == null ? "-" : unsignedShort(r.mde80Percent()), r.shortVerdict());
        }
        boolean baseline = c.kind().equals(Comparison.BASELINE); // unpaired: its rounds ran apart
        t.note("A, B: median of the rounds with \u00b1 half their min-max range in % (unit: " + units(c) + ")."
                + " \u0394%: B / A - 1 of the time, " + (baseline ? "mean log(B) - mean log(A)"
                : "mean of the pairs' log(B / A)") + "; negative = B faster.");
        if (c.targetPercent() != null) {
            t.note("Interval: Student's t on each pair's log(B / A)" + (baseline
                    ? " (unpaired, Welch: the baseline ran apart)" : "") + (c.budgetSeconds() == null ? ""
                    : ", computed at " + Analysis.pct(100 * Verdicts.testLevel(c.level(), true)) + "% so that it"
                    + " keeps " + Math.round(c.level() * 100) + "% under the stopping rule") + ". MDE: the"
                    + " change found with 80% power. Verdicts: Holm over all cases; equivalent = within \u00b1"
                    + Analysis.pct(c.marginPercent()) + "% by two one-sided tests.");
        }
        if (c.cases().stream().anyMatch(r -> CaseResult.NO_INTERVAL.equals(r.verdict()))) {
            t.note("too few: fewer than " + Analysis.FEWEST + " rounds per candidate give no interval and no verdict.");
        }
        c.notes().forEach(t::note);
        return t.build();
    }

    /** Every round of A and B per case, as % of A's median: both distributions side by side. */
    public static Chart chart(Comparison c) {
        List<Chart.Point> a = new ArrayList<>();
        List<Chart.Point> b = new ArrayList<>();
        int i = 0;
        for (CaseResult r : c.cases()) {
            i++;
            if (r.a().isEmpty()) {
                continue;
            }
            double ref = Summary.of(r.a()).median();
            for (double v : r.a()) {
                a.add(new Chart.Point(r.label(), i - 0.12, 100 * v / ref));
            }
            for (double v : r.b()) {
                b.add(new Chart.Point(r.label(), i + 0.12, 100 * v / ref));
            }
        }
        return new Chart("compare-rounds", "Every round, as % of A's median time (case numbers as in the table)",
                "case", "% of A's median (lower is faster)", Chart.Kind.DOTS, false, false,
                List.of(new Chart.Series("A", a), new Chart.Series("B", b)));
    }

    /** The whole text: header, verdicts, table; for summary.txt and the terminal. */
    public static List<String> textLines(Comparison c) {
        List<String> l = new ArrayList<>(header(c));
        l.add("");
        l.addAll(verdicts(c));
        return l;
    }

    private static String title(Comparison c) {
        return (c.kind().equals(Comparison.CALIBRATION) ? "A/A calibration: " : "B against A: ") + c.study();
    }

    private static String ci(Comparison c) {
        return Math.round(c.level() * 100) + "% CI";
    }

    private static String units(Comparison c) {
        return String.join(", ", c.cases().stream().map(CaseResult::unit).filter(u -> u != null && !u.isEmpty())
                .distinct().toList());
    }

    static String cell(List<Double> values, String unit) {
        if (values.isEmpty()) {
            return "-";
        }
        Summary s = Summary.of(values);
        return significant(s.median()) + " \u00b1" + Math.round(50 * s.relativeSpread()) + "%";
    }

    /** Three significant digits, no exponent for the values these studies produce. */
    static String significant(double v) {
        double a = Math.abs(v);
        int decimals = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : a >= 0.1 ? 3 : 4;
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** "4.8", "36", ">999": a table cell as narrow as what it can say. */
    private static String unsignedShort(double v) {
        return v >= 1000 ? ">999" : v < 10 ? Analysis.pct(v) : String.format(Locale.ROOT, "%.0f", v);
    }

    /** "+4.8", "-36": a decimal only where it is not lost in the noise of a two-digit number. */
    private static String signedShort(double v) {
        double a = Math.abs(v);
        return (v >= 0 ? "+" : "-") + (a < 10 ? Analysis.pct(a) : String.format(Locale.ROOT, "%.0f", a));
    }
}
