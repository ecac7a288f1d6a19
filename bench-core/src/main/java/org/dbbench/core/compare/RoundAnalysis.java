package org.dbbench.core.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A comparison's result from its rounds: per case A's and B's samples (A's from the baseline when
 * there is one) compared with their intervals and Holm's correction, the rounds' notes once each,
 * the engines each side's forks ran, and what kind of comparison it was.
 */
final class RoundAnalysis {
    private RoundAnalysis() {
    }

    static Comparison of(CompareRun.Plan plan, List<RoundOrder.Step> steps, List<Round> rounds) {
        int expected = (int) steps.stream().filter(s -> s.side().equals("B")).count();
        Map<String, Analysis.Samples> a = plan.baseline() != null ? plan.baseline().samples()
                : Analysis.collect(rounds, "A", expected);
        Map<String, Analysis.Samples> b = Analysis.collect(rounds, "B", expected);
        double spent = rounds.stream().mapToDouble(Round::seconds).sum();
        List<CaseResult> cases = Analysis.compare(a, b, plan.design(), spent);
        List<String> notes = new ArrayList<>();
        rounds.forEach(r -> r.notes().forEach(n -> {
            if (!notes.contains(n)) {
                notes.add(n);
            }
        }));
        List<String> engines = new ArrayList<>();
        for (String side : List.of("A", "B")) {
            List<String> seen = rounds.stream().filter(r -> r.side().equals(side)).flatMap(r -> r.engines().stream())
                    .distinct().toList();
            if (!seen.isEmpty()) {
                engines.add(side + "'s forks ran " + String.join(", ", seen));
            }
        }
        if (!engines.isEmpty()) {
            notes.add("Engines: " + String.join("; ", engines) + ".");
        }
        String kind;
        List<String> differences = Candidate.differences(plan.a(), plan.b());
        Map<String, Object> aDesc = plan.a().describe();
        if (plan.baseline() != null) {
            kind = Comparison.BASELINE;
            aDesc = plan.baseline().saved().b();
            differences = new ArrayList<>(List.of("A is the baseline " + plan.baseline().dir() + " ("
                    + plan.baseline().describe() + "); B runs now"));
            differences.addAll(plan.baseline().differences(plan.b()));
        } else {
            kind = differences.isEmpty() ? Comparison.CALIBRATION : Comparison.AB;
        }
        return new Comparison(Comparison.FORMAT, plan.study().study(), plan.userArgs(), expected, kind,
                RoundOrder.word(steps), differences, aDesc, plan.b().describe(), CompareRun.LEVEL, CompareRun.FAMILY_ALPHA,
                plan.failSlowerPercent(), cases, rounds, notes,
                plan.budget() == null ? null : plan.budget().toNanos() / 1e9, plan.targetPercent(),
                plan.marginPercent(), spent, plan.lockstep() ? LockstepSession.TURNS : null,
                plan.lockstep() ? LockstepSession.WARM_UP_TURNS : null);
    }
}
