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

    private static List<CaseResult> compare(List<Round> rounds, int n) {
        return Analysis.compare(Analysis.collect(rounds, "A", n), Analysis.collect(rounds, "B", n), 0.95, 0.05);
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
    void overlappingSamplesAreNoSignificantDifference() {
        double[] a = {10.0, 10.4, 9.8, 10.1, 10.2};
        double[] b = {10.1, 9.9, 10.3, 10.0, 10.2};
        CaseResult c = compare(rounds(a, b), 5).get(0);
        assertEquals(CaseResult.SAME, c.verdict());
        assertTrue(c.lowPercent() < 0 && c.highPercent() > 0);
        assertTrue(c.words().startsWith("no significant difference ("), c.words());
    }

    @Test
    void threeRoundsGiveNoVerdictAndSaySo() {
        CaseResult c = compare(rounds(new double[] {10, 10, 10}, new double[] {20, 20, 20}), 3).get(0);
        assertEquals(CaseResult.NO_INTERVAL, c.verdict());
        assertFalse(c.significant());
        assertTrue(c.words().contains("4 per side needed"), c.words());
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
            // case 0: B below A in every round, but only by a hair's breadth that 5 rounds can just see
            a.put("case 0", 10.0 + r * 0.01);
            b.put("case 0", 9.9 + r * 0.01 - 0.06);
            l.add(round("A", r, a, List.of()));
            l.add(round("B", r, b, List.of()));
        }
        List<CaseResult> cases = compare(l, 5);
        CaseResult lucky = cases.get(0);
        assertTrue(lucky.lowPercent() < 0 && lucky.highPercent() < 0, "alone it is significant: " + lucky.words());
        assertEquals(CaseResult.UNCLEAR, lucky.verdict(), "neither a win nor 'no difference'");
        assertEquals("unclear", lucky.shortVerdict());
        assertTrue(lucky.words().startsWith("unclear: B faster by "), lucky.words());
        assertTrue(lucky.words().contains("not after correcting for 12 cases (Holm)"), lucky.words());
        assertTrue(lucky.words().contains("with 5 against 5 rounds: give --rounds 6 or more"), lucky.words());
        assertTrue(cases.stream().skip(1).noneMatch(CaseResult::significant));
    }

    /** The rounds that let a case among many pass Holm: the most extreme p, 2 / C(2n, n), must reach alpha / cases. */
    @Test
    void roundsNeededFollowTheSmallestPossiblePValue() {
        // 5 against 5: p >= 2/252 = 0.0079; 0.05/6 = 0.0083 is reachable, 0.05/7 = 0.0071 is not
        assertNull(Analysis.roundsNeeded(5, 1, 0.05));
        assertNull(Analysis.roundsNeeded(5, 6, 0.05));
        assertEquals(6, Analysis.roundsNeeded(5, 7, 0.05));
        assertEquals(6, Analysis.roundsNeeded(5, 9, 0.05));
        // 6: 2/924 = 0.00216 (to 23 cases); 7: 2/3432 = 0.00058 (to 85 cases)
        assertNull(Analysis.roundsNeeded(6, 23, 0.05));
        assertEquals(7, Analysis.roundsNeeded(6, 24, 0.05));
        assertEquals(7, Analysis.roundsNeeded(5, 60, 0.05));
        assertEquals(8, Analysis.roundsNeeded(5, 90, 0.05));
        assertEquals("5 rounds per side cannot make any of 9 cases significant after Holm's correction: give"
                + " --rounds 6 or more for verdicts.", Analysis.tooFewRounds(5, 9, 0.05));
        assertNull(Analysis.tooFewRounds(5, 6, 0.05));
    }

    /** A huge difference seen in 9 cases with 5 rounds is unclear, not "no difference"; 6 rounds call it. */
    @Test
    void aHugeDifferenceAmongNineCasesNeedsSixRounds() {
        for (int n : new int[] {5, 6}) {
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
                assertEquals(n == 5 ? CaseResult.UNCLEAR : CaseResult.FASTER, c.verdict(), c.words());
                assertTrue(c.deltaPercent() < -95, c.words());
            }
        }
    }
}
