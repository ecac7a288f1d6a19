package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Which round runs next. With --rounds N the whole order is fixed in advance (A B, B A, ...). With a
 * budget, rounds come in pairs, A and B next to each other in an order drawn at random for each pair
 * (so neither side always runs first, without a pattern that a periodic disturbance could follow),
 * and a new pair starts only while every case is not yet resolved and the pair is expected to end
 * within the budget. Against a baseline only B runs, one round at a time.
 */
final class PairSchedule {
    /** Most pairs a budget may run: beyond this the bundle grows large and the time estimate is off anyway. */
    static final int MAX_PAIRS = 400;

    private final CompareRun.Plan plan;
    private final Random random;
    private final List<RoundOrder.Step> steps = new ArrayList<>();
    private String stopped;

    PairSchedule(CompareRun.Plan plan, long seed) {
        this.plan = plan;
        this.random = new Random(seed);
        if (plan.budget() == null) {
            steps.addAll(plan.baseline() == null ? RoundOrder.of(plan.rounds()) : onlyB(plan.rounds()));
        }
    }

    /** Every step started or planned so far. */
    List<RoundOrder.Step> steps() {
        return steps;
    }

    /** Why a budgeted comparison stopped ("every case resolved"), or null. */
    String stopped() {
        return stopped;
    }

    /** The next step, or null when the comparison is done; {@code elapsed} seconds since the first round. */
    RoundOrder.Step next(List<Round> done, double elapsed) {
        if (done.size() < steps.size()) {
            return steps.get(done.size());
        }
        if (plan.budget() == null) {
            return null;
        }
        int perPair = plan.baseline() == null ? 2 : 1;
        int pairs = done.size() / perPair;
        String why = pairs > 0 ? Resolution.stopReason(plan, steps, done) : null;
        if (why == null) {
            why = budgetStop(pairs, elapsed, plan.budget().toNanos() / 1e9);
        }
        if (why != null) {
            stopped = why;
            return null;
        }
        int round = pairs + 1;
        if (plan.baseline() != null) {
            steps.add(new RoundOrder.Step(steps.size() + 1, "B", round));
        } else {
            boolean aFirst = random.nextBoolean();
            steps.add(new RoundOrder.Step(steps.size() + 1, aFirst ? "A" : "B", round));
            steps.add(new RoundOrder.Step(steps.size() + 1, aFirst ? "B" : "A", round));
        }
        return steps.get(done.size());
    }

    /**
     * The budget's part of the rule, also used by scripts/compare-resample: why no pair may start after
     * {@code pairs} pairs took {@code elapsed} seconds (the next is expected to take their mean and
     * would not end within the budget, or {@link #MAX_PAIRS} have run), or null when one may.
     */
    static String budgetStop(int pairs, double elapsed, double budgetSeconds) {
        double perPairSeconds = pairs == 0 ? 0 : elapsed / pairs;
        if (elapsed + perPairSeconds > budgetSeconds) {
            return "the budget of " + VerdictWords.minutes(budgetSeconds) + " is spent";
        }
        return pairs >= MAX_PAIRS ? MAX_PAIRS + " pairs run" : null;
    }

    private static List<RoundOrder.Step> onlyB(int rounds) {
        List<RoundOrder.Step> s = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            s.add(new RoundOrder.Step(r, "B", r));
        }
        return s;
    }
}
