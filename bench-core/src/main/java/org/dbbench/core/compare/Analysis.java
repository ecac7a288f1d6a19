package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.dbbench.core.stats.LogDifference;

/**
 * From every round's measurements to a verdict per case. A round of A and the round of B run next to
 * it form a pair; the difference is the mean of the pairs' log(B / A) (so Δ = B / A − 1, the same
 * for a 2 s and a 200 s case) with Student's t interval, and drift that moves both members of a pair
 * cancels. With many cases, the verdicts use Holm's correction ({@link Verdicts}): the chance that
 * noise alone produces any verdict is at most 5%.
 */
public final class Analysis {
    private Analysis() {
    }

    /** One side's measurements of one case, in round order, or why they are not results. */
    public record Samples(List<Double> values, String unit, String invalid) {
    }

    /** Every case seen in the rounds of one side: its values in round order, INVALID when any round failed. */
    public static Map<String, Samples> collect(List<Round> rounds, String side, int expectedRounds) {
        List<Round> mine = rounds.stream().filter(r -> r.side().equals(side)).toList();
        Set<String> labels = new LinkedHashSet<>();
        rounds.forEach(r -> labels.addAll(r.measured().keySet()));
        Map<String, Samples> out = new LinkedHashMap<>();
        for (String label : labels) {
            List<Double> values = new ArrayList<>();
            String unit = "";
            String invalid = null;
            for (Round r : mine) {
                Round.Measured m = r.measured().get(label);
                if (r.failed() && invalid == null) {
                    invalid = r.problems().get(0);
                }
                if (m == null) {
                    if (invalid == null) {
                        invalid = side + " round " + r.round() + " has no result for this case";
                    }
                    continue;
                }
                unit = m.unit();
                if (m.invalid() != null && invalid == null) {
                    invalid = side + " round " + r.round() + ": " + m.invalid();
                }
                values.add(m.value());
            }
            if (invalid == null && mine.size() < expectedRounds) {
                invalid = side + " ran " + mine.size() + " of " + expectedRounds + " rounds";
            }
            out.put(label, new Samples(values, unit, invalid));
        }
        return out;
    }

    /** Fewest pairs (or measurements per side, unpaired) that give an interval: 3, two degrees of freedom. */
    public static final int FEWEST = 3;

    /**
     * Per case, B against A; the cases in the order first seen (A's, then any only B has).
     *
     * @param secondsSpent the time the comparison's rounds took, for the words "after 10 min"
     */
    public static List<CaseResult> compare(Map<String, Samples> a, Map<String, Samples> b, Design design,
            double secondsSpent) {
        Set<String> labels = new LinkedHashSet<>(a.keySet());
        labels.addAll(b.keySet());
        List<String> order = new ArrayList<>(labels);
        List<LogDifference> tested = new ArrayList<>();
        Map<String, LogDifference> differences = new LinkedHashMap<>();
        Map<String, String> invalid = new LinkedHashMap<>();
        for (String label : order) {
            Samples sa = a.get(label);
            Samples sb = b.get(label);
            String why = sa == null ? "A has no result for this case" : sb == null ? "B has no result for this case"
                    : reasons(sa.invalid(), sb.invalid());
            if (why == null && (sa.values().isEmpty() || sb.values().isEmpty())) {
                why = "no measurement";
            }
            if (why != null) {
                invalid.put(label, why);
            } else if (Math.min(sa.values().size(), sb.values().size()) >= FEWEST) {
                LogDifference d = difference(sa.values(), sb.values(), design.paired());
                differences.put(label, d);
                tested.add(d);
            }
        }
        List<Verdicts.Decision> decided = Verdicts.decide(tested, design.testLevel(), design.testAlpha(),
                design.marginPercent());
        List<CaseResult> out = new ArrayList<>();
        for (String label : order) {
            Samples sa = a.get(label);
            Samples sb = b.get(label);
            List<Double> av = sa == null ? List.of() : sa.values();
            List<Double> bv = sb == null ? List.of() : sb.values();
            String unit = sa != null ? sa.unit() : sb.unit();
            if (invalid.containsKey(label)) {
                out.add(new CaseResult(label, unit, av, bv, invalid.get(label), null, null, null, null, false, null,
                        false, CaseResult.INVALID, "INVALID: " + invalid.get(label) + "; no difference computed",
                        null, design.marginPercent(), null));
                continue;
            }
            LogDifference d = differences.get(label);
            if (d == null) {
                out.add(new CaseResult(label, unit, av, bv, null, null, null, null, null, false, null, false,
                        CaseResult.NO_INTERVAL, "no verdict: " + Math.min(av.size(), bv.size()) + " rounds per"
                        + " candidate cannot give an interval (" + FEWEST + " needed)", null, design.marginPercent(),
                        null));
                continue;
            }
            Verdicts.Decision v = decided.get(tested.indexOf(d));
            out.add(new CaseResult(label, unit, av, bv, null, v.deltaPercent(), v.lowPercent(), v.highPercent(),
                    design.level(), true, v.p(), v.significant(), v.verdict(),
                    VerdictWords.of(v, design, tested.size(), secondsSpent, d), v.mde80Percent(), v.marginPercent(),
                    v.withinMargin()));
        }
        return out;
    }

    /** Paired: the log-ratio of each round's B to the same round's A; apart: Welch on the log times. */
    static LogDifference difference(List<Double> a, List<Double> b, boolean paired) {
        if (!paired) {
            return LogDifference.unpaired(logs(a), logs(b));
        }
        int n = Math.min(a.size(), b.size());
        double[] r = new double[n];
        for (int i = 0; i < n; i++) {
            r[i] = Math.log(b.get(i) / a.get(i));
        }
        return LogDifference.paired(r);
    }

    /** Null: any number of rounds from {@link #FEWEST} can give a verdict; below, the line that says so. */
    public static String tooFewRounds(int rounds, int cases, double familyAlpha) {
        return rounds >= FEWEST ? null : rounds + " rounds per candidate give no interval and no verdict:"
                + " give --rounds " + FEWEST + " or more, or a --budget.";
    }

    /** Both sides' reasons, a failure before a side that merely ran fewer rounds because the comparison stopped. */
    private static String reasons(String a, String b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        boolean aOnlyShort = a.matches("A ran \\d+ of \\d+ rounds");
        return aOnlyShort ? b + "; " + a : a + "; " + b;
    }

    private static double[] logs(List<Double> l) {
        return l.stream().mapToDouble(Math::log).toArray();
    }

    static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** "+3.1%", "−2.0%" (a real minus sign reads better in a table than a hyphen). */
    static String signed(double v) {
        return (v >= 0 ? "+" : "\u2212") + pct(Math.abs(v)) + "%";
    }
}
