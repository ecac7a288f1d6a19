package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.dbbench.core.stats.Holm;
import org.dbbench.core.stats.MannWhitney;
import org.dbbench.core.stats.Shift;

/**
 * From every round's measurements to a verdict per case. The difference is the Hodges–Lehmann shift
 * of the logarithms of the times (so Δ = B / A − 1, the same for a 2 s and a 200 s case) with the
 * Mann–Whitney interval; nothing assumes the times are normal. With many cases, the verdicts use
 * Holm's correction: a case is called faster or slower only when it stays significant after allowing
 * for every other case tested, so the chance that noise alone produces any verdict is at most 5%.
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

    /** Per case, B against A; the cases in the order first seen (A's, then any only B has). */
    public static List<CaseResult> compare(Map<String, Samples> a, Map<String, Samples> b, double level,
            double familyAlpha) {
        Set<String> labels = new LinkedHashSet<>(a.keySet());
        labels.addAll(b.keySet());
        List<String> order = new ArrayList<>(labels);
        Shift[] shifts = new Shift[order.size()];
        String[] invalid = new String[order.size()];
        double[] p = new double[order.size()];
        for (int i = 0; i < order.size(); i++) {
            Samples sa = a.get(order.get(i));
            Samples sb = b.get(order.get(i));
            invalid[i] = sa == null ? "A has no result for this case" : sb == null ? "B has no result for this case"
                    : reasons(sa.invalid(), sb.invalid());
            if (invalid[i] == null && (sa.values().isEmpty() || sb.values().isEmpty())) {
                invalid[i] = "no measurement";
            }
            if (invalid[i] == null && (sa.values().size() > MannWhitney.MAX_SIDE || sb.values().size() > MannWhitney.MAX_SIDE)) {
                invalid[i] = "more than " + MannWhitney.MAX_SIDE + " rounds per side";
            }
            if (invalid[i] == null) {
                shifts[i] = Shift.ofLogs(array(sa.values()), array(sb.values()), level);
                p[i] = shifts[i].hasInterval() ? shifts[i].p() : Double.NaN;
            } else {
                p[i] = Double.NaN;
            }
        }
        boolean[] significant = Holm.reject(p, familyAlpha);
        int tested = (int) java.util.Arrays.stream(p).filter(v -> !Double.isNaN(v)).count();
        List<CaseResult> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            String label = order.get(i);
            Samples sa = a.get(label);
            Samples sb = b.get(label);
            List<Double> av = sa == null ? List.of() : sa.values();
            List<Double> bv = sb == null ? List.of() : sb.values();
            String unit = sa != null ? sa.unit() : sb.unit();
            if (invalid[i] != null) {
                out.add(new CaseResult(label, unit, av, bv, invalid[i], null, null, null, null, false, null, false,
                        CaseResult.INVALID, "INVALID: " + invalid[i] + "; no difference computed"));
                continue;
            }
            Shift s = shifts[i];
            double d = Shift.percent(s.estimate());
            double lo = Shift.percent(s.low());
            double hi = Shift.percent(s.high());
            boolean sig = significant[i] && s.excludesZero();
            String verdict;
            String words;
            if (!s.hasInterval()) {
                verdict = CaseResult.NO_INTERVAL;
                words = "no verdict: " + av.size() + " against " + bv.size() + " rounds cannot give a "
                        + pct0(level * 100) + "% interval (" + MannWhitney.smallestSideFor(level)
                        + " per side needed); estimate " + signed(d) + ", pairs ranged " + signed(lo) + " … "
                        + signed(hi);
            } else if (sig) {
                verdict = s.low() > 0 ? CaseResult.SLOWER : CaseResult.FASTER;
                words = "B is " + (s.low() > 0 ? "slower" : "faster") + " by " + pct(Math.abs(d)) + "% ("
                        + pct0(level * 100) + "%: " + pct(Math.min(Math.abs(lo), Math.abs(hi))) + "–"
                        + pct(Math.max(Math.abs(lo), Math.abs(hi))) + "%)";
            } else if (s.excludesZero()) {
                // called "no difference" this would read as a finding; it is a question the rounds cannot settle
                verdict = CaseResult.UNCLEAR;
                Integer needed = roundsNeeded(Math.min(av.size(), bv.size()), tested, familyAlpha);
                words = "unclear: B " + (s.low() > 0 ? "slower" : "faster") + " by " + pct(Math.abs(d))
                        + "% alone (" + signed(lo) + " … " + signed(hi) + "), but not after correcting for " + tested
                        + " cases (Holm)" + (needed == null ? "" : "; no case can pass that correction with "
                        + av.size() + " against " + bv.size() + " rounds: give --rounds " + needed + " or more");
            } else {
                verdict = CaseResult.SAME;
                words = "no significant difference (" + signed(lo) + " … " + signed(hi) + ")";
            }
            out.add(new CaseResult(label, unit, av, bv, null, d, lo, hi, s.confidence(), s.hasInterval(), s.p(), sig,
                    verdict, words));
        }
        return out;
    }

    /**
     * Null when {@code rounds} per side can make a case significant among {@code cases} after Holm's
     * correction; otherwise the rounds per side that can. Even rounds that order every B before every
     * A give p = 2 / C(2n, n), and Holm asks the smallest p to be at most alpha / cases: 5 against 5
     * gives 0.0079, too large among 9 or more cases at 5%.
     */
    public static Integer roundsNeeded(int rounds, int cases, double familyAlpha) {
        if (cases < 1) {
            return null;
        }
        int n = Math.max(rounds, 1);
        while (n <= MannWhitney.MAX_SIDE && MannWhitney.of(n, n).twoSidedP(0) > familyAlpha / cases + 1e-12) {
            n++;
        }
        return n == rounds ? null : n;
    }

    /** The line that says {@code rounds} per side are too few for a verdict among {@code cases}, or null. */
    public static String tooFewRounds(int rounds, int cases, double familyAlpha) {
        Integer needed = roundsNeeded(rounds, cases, familyAlpha);
        return needed == null ? null : rounds + " rounds per side cannot make any of " + cases + " cases significant"
                + " after Holm's correction: give --rounds " + needed + " or more for verdicts.";
    }

    /** Both sides' reasons, a failure before a side that merely ran fewer rounds because the comparison stopped. */
    private static String reasons(String a, String b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        boolean aOnlyShort = a.matches("A ran \\d+ of \\d+ rounds");
        return aOnlyShort ? b + "; " + a : a + "; " + b;
    }

    private static double[] array(List<Double> l) {
        return l.stream().mapToDouble(Double::doubleValue).toArray();
    }

    static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String pct0(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    /** "+3.1%", "−2.0%" (a real minus sign reads better in a table than a hyphen). */
    static String signed(double v) {
        return (v >= 0 ? "+" : "\u2212") + pct(Math.abs(v)) + "%";
    }
}
