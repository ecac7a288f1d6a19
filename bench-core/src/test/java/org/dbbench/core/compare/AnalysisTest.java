package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnalysisTest {
    private static Round round(String side, int r, Map<String, Double> values, List<String> problems) {
        Map<String, Round.Measured> m = new LinkedHashMap<>();
        values.forEach((k, v) -> m.put(k, new Round.Measured(v, "s/op", null)));
        return new Round(r * 2, side, r, problems.isEmpty() ? 0 : 1, 1.0, null, m, problems, List.of(), List.of());
    }

    private static List<Round> rounds(double[] a, double[] b) {
        List<Round> l = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            l.add(round("A", i + 1, Map.of("case", a[i]), List.of()));
            l.add(round("B", i + 1, Map.of("case", b[i]), List.of()));
        }
        return l;
    }

    private static final Design FIXED = new Design(0.95, 0.05, true, false, 2, 2);

    private static List<CaseResult> compare(List<Round> rounds, int n) {
        return compare(rounds, n, FIXED);
    }

    private static List<CaseResult> compare(List<Round> rounds, int n, Design design) {
        return Analysis.compare(Analysis.collect(rounds, "A", n), Analysis.collect(rounds, "B", n), design, 600);
    }

    @Test
    void clearlySlowerBIsCalledSlowerWithItsInterval() {
        double[] a = {10.0, 10.3, 9.8, 10.1, 10.2};
        double[] b = {11.9, 12.2, 12.0, 11.8, 12.1}; // about 19% slower
        CaseResult c = compare(rounds(a, b), 5).get(0);
        assertEquals(CaseResult.SLOWER, c.verdict());
        assertTrue(c.significant());
        assertTrue(c.lowPercent() > 10 && c.highPercent() < 30, c.words());
        assertTrue(c.words().startsWith("B is slower by 1"), c.words());
        assertTrue(c.words().contains("(95%: "), c.words());
    }

    @Test
    void overlappingSamplesAreEquivalentWithinAWideMarginAndUnresolvedWithinANarrowOne() {
        double[] a = {10.0, 10.4, 9.8, 10.1, 10.2};
        double[] b = {10.1, 9.9, 10.3, 10.0, 10.2};
        CaseResult wide = compare(rounds(a, b), 5, new Design(0.95, 0.05, true, false, 5, 5)).get(0);
        assertEquals(CaseResult.EQUIVALENT, wide.verdict(), wide.words());
        assertTrue(wide.words().startsWith("equivalent: within the \u00b15.0% margin (95%: "), wide.words());
        assertTrue(wide.words().contains("; could detect "), wide.words());
        CaseResult narrow = compare(rounds(a, b), 5).get(0);
        assertEquals(CaseResult.UNRESOLVED, narrow.verdict(), narrow.words());
        assertTrue(narrow.lowPercent() < 0 && narrow.highPercent() > 0);
        // 5 pairs whose log-ratios scatter by 4% cannot see 2%: it says what they could see, and the cost of 2%
        assertTrue(narrow.words().matches("unresolved: could detect \\d+\\.\\d% after 10 min; about \\d+(\\.\\d)? (min|h)"
                + " would detect 2\\.0% \\(95%: .*"), narrow.words());
        assertTrue(narrow.mde80Percent() > 5, "MDE " + narrow.mde80Percent());
        assertFalse(narrow.words().contains("no significant difference"));
    }

    /** Drift that moves A and B of each pair alike cancels in the pair's ratio, and is the whole noise apart. */
    @Test
    void pairingCancelsDriftThatBothSidesShare() {
        double[] drift = {0.8, 1.3, 0.9, 1.2, 1.0, 0.85, 1.25, 1.1};
        double[] a = new double[drift.length];
        double[] b = new double[drift.length];
        for (int i = 0; i < drift.length; i++) {
            a[i] = 10 * drift[i] * (1 + 0.002 * (i % 3 - 1));
            b[i] = 10.3 * drift[i] * (1 - 0.002 * (i % 2));
        }
        CaseResult paired = compare(rounds(a, b), 8).get(0);
        assertEquals(CaseResult.SLOWER, paired.verdict(), paired.words());
        assertTrue(paired.lowPercent() > 2 && paired.highPercent() < 4, paired.words());
        assertTrue(paired.withinMargin() == Boolean.FALSE);
        CaseResult apart = compare(rounds(a, b), 8, new Design(0.95, 0.05, false, false, 2, 2)).get(0);
        assertEquals(CaseResult.UNRESOLVED, apart.verdict(), apart.words());
    }

    @Test
    void aSmallTrueChangeInsideTheMarginSaysSo() {
        double[] a = {10.0, 10.01, 9.99, 10.0, 10.02, 9.98};
        double[] b = {10.05, 10.06, 10.04, 10.05, 10.07, 10.03}; // 0.5% slower, measured to a hair
        CaseResult c = compare(rounds(a, b), 6).get(0);
        assertEquals(CaseResult.SLOWER, c.verdict(), c.words());
        assertTrue(c.withinMargin());
        assertTrue(c.words().endsWith(", within the \u00b12.0% margin"), c.words());
    }

    @Test
    void twoRoundsGiveNoVerdictAndSaySo() {
        CaseResult c = compare(rounds(new double[] {10, 10}, new double[] {20, 20}), 2).get(0);
        assertEquals(CaseResult.NO_INTERVAL, c.verdict());
        assertFalse(c.significant());
        assertTrue(c.words().contains("(3 needed)"), c.words());
    }

    @Test
    void anOldBundlesNoDifferenceIsShownAsUnresolved() {
        CaseResult old = new CaseResult("h2", "s/op", List.of(), List.of(), null, 1.0, -3.0, 5.0, 0.95, true, 0.4,
                false, CaseResult.SAME, "no significant difference (-3.0% \u2026 +5.0%)", null, null, null);
        assertEquals("unresolved", old.shortVerdict());
        assertTrue(old.sentence().startsWith("unresolved: neither a change nor equivalence shown"), old.sentence());
        assertFalse(old.sentence().contains("no significant difference"));
    }

    @Test
    void aFailedRoundMakesTheCaseInvalidInsteadOfADifference() {
        List<Round> l = new ArrayList<>(rounds(new double[] {10, 10.1, 9.9, 10}, new double[] {9, 9.1, 8.9, 9})
                .subList(0, 6));
        l.add(round("A", 4, Map.of("case", 10.0), List.of()));
        l.add(round("B", 4, Map.of(), List.of("B round 4 failed (exit 1): java.lang.OutOfMemoryError")));
        CaseResult c = compare(l, 4).get(0);
        assertEquals(CaseResult.INVALID, c.verdict());
        assertNull(c.deltaPercent());
        assertTrue(c.words().startsWith("INVALID: B round 4 failed"), c.words());
    }

    /** B crashed in its first round, so the comparison stopped: the crash is the reason given first. */
    @Test
    void aStoppedComparisonNamesTheCrashFirst() {
        List<Round> l = List.of(round("A", 1, Map.of("case", 10.0), List.of()),
                round("B", 1, Map.of(), List.of("B round 1 failed (exit 1): Unrecognized VM option 'X'")));
        CaseResult c = compare(l, 3).get(0);
        assertEquals(CaseResult.INVALID, c.verdict());
        assertTrue(c.words().startsWith("INVALID: B round 1 failed (exit 1): Unrecognized VM option 'X'; A ran 1 of 3"),
                c.words());
    }

    @Test
    void aWrongAnswerInOneRoundMakesTheCaseInvalid() {
        List<Round> l = rounds(new double[] {10, 10.1, 9.9, 10}, new double[] {9, 9.1, 8.9, 9});
        Map<String, Round.Measured> bad = Map.of("case", new Round.Measured(9.0, "s/op", "the run failed its checks"));
        l.set(3, new Round(4, "B", 2, 1, 1.0, null, bad, List.of(), List.of(), List.of()));
        CaseResult c = compare(l, 4).get(0);
        assertEquals(CaseResult.INVALID, c.verdict());
        assertTrue(c.invalid().contains("B round 2: the run failed its checks"), c.invalid());
    }

    /** With many cases, one that would pass alone is not a verdict after Holm's correction. */
    @Test
    void oneLuckyCaseAmongManyIsNotAWin() {
        List<Round> l = new ArrayList<>();
        for (int r = 1; r <= 5; r++) {
            Map<String, Double> a = new LinkedHashMap<>();
            Map<String, Double> b = new LinkedHashMap<>();
            for (int k = 0; k < 12; k++) {
                a.put("case " + k, 10.0 + ((r * 7 + k * 3) % 5) * 0.1);
                b.put("case " + k, 10.0 + ((r * 3 + k * 7) % 5) * 0.1);
            }
            // case 0: B below A in every pair, by 0.5 to 3%: p about 0.02 alone, above 0.05 / 12
            a.put("case 0", 10.0);
            b.put("case 0", 10.0 * (1 - new double[] {0.01, 0.03, 0.005, 0.025, 0.015}[r - 1]));
            l.add(round("A", r, a, List.of()));
            l.add(round("B", r, b, List.of()));
        }
        List<CaseResult> cases = compare(l, 5);
        CaseResult lucky = cases.get(0);
        assertTrue(lucky.lowPercent() < 0 && lucky.highPercent() < 0, "alone it is significant: " + lucky.words());
        assertEquals(CaseResult.UNRESOLVED, lucky.verdict(), "neither a win nor 'no difference'");
        assertEquals("unresolved", lucky.shortVerdict());
        assertTrue(lucky.words().startsWith("unresolved: could detect "), lucky.words());
        assertTrue(lucky.words().endsWith("; B faster alone, not after Holm's correction over 12 cases"), lucky.words());
        assertTrue(cases.stream().skip(1).noneMatch(CaseResult::significant));
    }

    @Test
    void fewerThanThreeRoundsAreSaidToGiveNoVerdict() {
        assertNull(Analysis.tooFewRounds(3, 40, 0.05));
        assertEquals("2 rounds per candidate give no interval and no verdict: give --rounds 3 or more, or a"
                + " --budget.", Analysis.tooFewRounds(2, 1, 0.05));
    }

    /** A huge difference seen in 9 cases is a verdict with 5 paired rounds: the t-test has no floor on p. */
    @Test
    void aHugeDifferenceAmongNineCasesIsCalledWithFiveRounds() {
        int n = 5;
        List<Round> l = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            Map<String, Double> a = new LinkedHashMap<>();
            Map<String, Double> b = new LinkedHashMap<>();
            for (int k = 0; k < 9; k++) {
                a.put("case " + k, 100.0 + r + k);
                b.put("case " + k, 2.0 + r * 0.1 + k * 0.01); // 98% faster in every round
            }
            l.add(round("A", r, a, List.of()));
            l.add(round("B", r, b, List.of()));
        }
        for (CaseResult c : compare(l, n)) {
            assertEquals(CaseResult.FASTER, c.verdict(), c.words());
            assertTrue(c.deltaPercent() < -95, c.words());
        }
    }
}
