package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dbbench.core.jmh.JmhRecord;
import org.junit.jupiter.api.Test;

/** How a budgeted comparison spends its time: pairs in random order, until resolved, INVALID or out of budget. */
class PairScheduleTest {
    private static final StudyAdapter STUDY = new StudyAdapter() {
        @Override
        public String study() {
            return "study";
        }

        @Override
        public String dirOption() {
            return "--dir";
        }

        @Override
        public Path defaultDir() {
            return Path.of("/tmp");
        }

        @Override
        public Map<String, String> enginePackages() {
            return Map.of();
        }

        @Override
        public List<String> roundArgs(List<String> userArgs) {
            return userArgs;
        }

        @Override
        public String caseLabel(JmhRecord record, List<JmhRecord> all) {
            return null;
        }

        @Override
        public String invalidReason(JmhRecord record) {
            return null;
        }

        @Override
        public List<Map<String, String>> reportedSettings(Map<String, Object> roundConfig) {
            return List.of();
        }
    };

    private static CompareRun.Plan plan(Duration budget) {
        return new CompareRun.Plan(STUDY, List.of(), Candidate.plain("A"), Candidate.plain("B"), 5, Path.of("r"),
                Path.of("jar"), "Main", null, null, budget, 2, 2, false);
    }

    /** Runs the schedule with rounds of 30 s whose times scatter by {@code noise}; returns the rounds run. */
    private static List<Round> drive(PairSchedule s, double noise, String failAt, Random random) {
        List<Round> done = new ArrayList<>();
        double elapsed = 0;
        for (RoundOrder.Step step; (step = s.next(done, elapsed)) != null; ) {
            double value = 10 * Math.exp(noise * random.nextGaussian());
            String invalid = step.side().equals("B") && (step.round() + "").equals(failAt) ? "wrong answer" : null;
            done.add(new Round(step.number(), step.side(), step.round(), 0, 30, null,
                    Map.of("case", new Round.Measured(value, "s/op", invalid)), List.of(), List.of(), List.of()));
            elapsed += 30;
        }
        return done;
    }

    @Test
    void aQuietCaseStopsWhenResolvedAfterTheFewestPairs() {
        PairSchedule s = new PairSchedule(plan(Duration.ofMinutes(60)), 1);
        List<Round> done = drive(s, 0.001, null, new Random(1));
        assertEquals(2 * Verdicts.MIN_PAIRS, done.size(), "resolved at once, but not before 8 pairs");
        assertTrue(s.stopped().startsWith("every case is resolved"), s.stopped());
    }

    @Test
    void aNoisyCaseRunsUntilThePairThatWouldOverrunTheBudget() {
        PairSchedule s = new PairSchedule(plan(Duration.ofMinutes(10)), 2);
        List<Round> done = drive(s, 0.2, null, new Random(2));
        // 30 s rounds: 10 pairs fill 600 s exactly; an 11th would end after it
        assertEquals(20, done.size());
        assertTrue(s.stopped().startsWith("the budget of 10 min is spent"), s.stopped());
    }

    @Test
    void aCaseThatTurnsInvalidStopsTheComparison() {
        PairSchedule s = new PairSchedule(plan(Duration.ofMinutes(60)), 3);
        List<Round> done = drive(s, 0.2, "3", new Random(3));
        assertEquals(6, done.size());
        assertTrue(s.stopped().startsWith("a case is INVALID"), s.stopped());
    }

    @Test
    void eachPairsOrderIsDrawnAtRandomAndAFixedDesignDoesNotLook() {
        PairSchedule s = new PairSchedule(plan(Duration.ofMinutes(60)), 4);
        List<Round> done = drive(s, 0.2, null, new Random(4));
        long aFirst = done.stream().filter(r -> r.step() % 2 == 1 && r.side().equals("A")).count();
        long pairs = done.size() / 2;
        assertTrue(aFirst > 0 && aFirst < pairs, aFirst + " of " + pairs + " pairs began with A");
        PairSchedule fixed = new PairSchedule(plan(null), 4);
        assertEquals(10, drive(fixed, 0.001, null, new Random(5)).size(), "--rounds 5: ten rounds, however quiet");
        assertNull(fixed.stopped());
        assertEquals("ABBAABBAAB", RoundOrder.word(fixed.steps()));
    }
}
