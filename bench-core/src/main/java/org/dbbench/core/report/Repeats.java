package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.Collectors;
import org.dbbench.core.jmh.RecordedConditions;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.stats.RunConditions;
import org.dbbench.core.stats.SpreadCause;
import org.dbbench.core.stats.Summary;

/**
 * The repeated runs of one case as a table shows them: the median, the spread beside it, and for a
 * spread wider than {@link Summary#WIDE_SPREAD} of the median a mark and the likely cause from the
 * facts each run recorded. A run is a JMH fork (its iterations averaged) or, for benchmarks whose
 * one invocation is a whole run, a measured iteration.
 *
 * @param summary the runs' values, in the table's unit
 * @param runs each run's value as a cost (larger = slower) with its recorded facts (null if none)
 */
public record Repeats(Summary summary, List<SpreadCause.Run> runs) {
    /** Appended to the spread of a case whose spread is wider than {@link Summary#WIDE_SPREAD}. */
    public static final String MARK = "^";

    /**
     * One run per fork: the mean of the fork's iterations of {@code m} (a metric of {@code r}),
     * through {@code unit} (e.g. ns/op to ms); larger must mean slower. A single fork's value is
     * JMH's score (its iterations weighted by their samples); with several forks each fork's
     * iterations count alike (they last equally long; by default there is one per fork).
     */
    public static Repeats perFork(JmhRecord r, Metric m, DoubleUnaryOperator unit) {
        List<List<RunConditions>> facts = RecordedConditions.perFork(r);
        List<List<Double>> forks = m.perFork();
        if (forks.size() == 1) {
            forks = List.of(List.of(m.score()));
        }
        List<Double> values = new ArrayList<>();
        List<SpreadCause.Run> runs = new ArrayList<>();
        for (int f = 0; f < forks.size(); f++) {
            if (forks.get(f).isEmpty()) {
                continue;
            }
            double v = unit.applyAsDouble(forks.get(f).stream().mapToDouble(Double::doubleValue).average()
                    .orElseThrow());
            values.add(v);
            runs.add(new SpreadCause.Run(v, f < facts.size() && !facts.get(f).isEmpty()
                    ? RunConditions.combine(facts.get(f)) : null));
        }
        return of(values, runs, unit.applyAsDouble(m.score()));
    }

    /** One run per measured iteration (a whole run per invocation, forks or not); larger = slower. */
    public static Repeats perIteration(JmhRecord r, Metric m) {
        List<RunConditions> facts = RecordedConditions.perFork(r).stream().flatMap(List::stream).toList();
        List<Double> values = m.iterations();
        List<SpreadCause.Run> runs = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            runs.add(new SpreadCause.Run(values.get(i), i < facts.size() ? facts.get(i) : null));
        }
        return of(values, runs, m.score());
    }

    private static Repeats of(List<Double> values, List<SpreadCause.Run> runs, double score) {
        List<Double> finite = values.stream().filter(Double::isFinite).toList();
        // an older bundle without raw data: the score alone, one "run"
        return finite.isEmpty() ? new Repeats(Summary.of(score), List.of()) : new Repeats(Summary.of(finite), runs);
    }

    public double median() {
        return summary.median();
    }

    public int count() {
        return summary.count();
    }

    public boolean wide() {
        return summary.count() > 1 && summary.wide();
    }

    /** The spread as a table cell: "4%", "37%^" when wide, "-" for a single run. */
    public String spreadCell() {
        if (summary.count() < 2) {
            return "-";
        }
        return Math.round(100 * summary.relativeSpread()) + "%" + (wide() ? MARK : "");
    }

    /** A value with its spread in parentheses: "1.234 (4%)", "1.234 (37%^)". */
    public String withSpread(String value) {
        return summary.count() < 2 ? value : value + " (" + spreadCell() + ")";
    }

    /** The likely cause of a wide spread, in words (see {@link SpreadCause}). */
    public String cause() {
        return SpreadCause.of(runs);
    }

    /**
     * The note under a table for a wide case: "h2 tuned k=4: spread 37% (26.0-35.7 s, 3 runs,
     * median 30.1): other load on the machine (...)".
     */
    public String note(String label, DoubleFunction<String> format, String unit) {
        String interval = summary.hasMedianInterval() ? "; 95% interval of the median "
                + format.apply(summary.medianLow()) + "-" + format.apply(summary.medianHigh()) : "";
        return label + ": spread " + Math.round(100 * summary.relativeSpread()) + "% (" + format.apply(summary.min())
                + "-" + format.apply(summary.max()) + unit + " over " + summary.count() + " runs, median "
                + format.apply(summary.median()) + interval + "): " + cause();
    }

    /**
     * The notes for the wide cases of a table, one line per likely cause rather than a paragraph per
     * case: on a loaded machine every case has the same cause, and saying it once per case buried the
     * tables. Each line names the cause (its numbers for the worst case of the group) and the cases
     * with their spread, then the cause in the widest case's numbers, e.g. "^ 8K aligned 72%, 1K aligned
     * 43%: other load on the machine (other processes used 1.8 of 2 CPUs ...) (numbers of the widest)".
     */
    public static List<String> causeNotes(Map<String, Repeats> cases) {
        Map<String, List<Map.Entry<String, Repeats>>> byCause = new LinkedHashMap<>();
        cases.entrySet().stream().filter(e -> e.getValue().wide())
                .forEach(e -> byCause.computeIfAbsent(plain(e.getValue().cause()), k -> new ArrayList<>()).add(e));
        List<String> notes = new ArrayList<>();
        byCause.forEach((cause, group) -> {
            Repeats worst = group.stream().map(Map.Entry::getValue)
                    .max(Comparator.comparingDouble(r -> r.summary().relativeSpread())).orElseThrow();
            notes.add(MARK + " " + group.stream().map(e -> e.getKey() + " "
                    + Math.round(100 * e.getValue().summary().relativeSpread()) + "%").collect(Collectors.joining(", "))
                    + ": " + worst.cause() + (group.size() > 1 ? " (numbers of the widest)" : ""));
        });
        return notes;
    }

    /**
     * A cause's first (strongest) finding without its numbers: what the cases of one line share
     * ("CPU steal: the hypervisor gave 4% ..." and "... gave 9% ..." are one cause).
     */
    private static String plain(String cause) {
        String first = cause.split("; also ", 2)[0];
        int end = first.length();
        for (String cut : new String[] {" (", ": "}) {
            int at = first.indexOf(cut);
            if (at > 0) {
                end = Math.min(end, at);
            }
        }
        return first.substring(0, end);
    }

    /** What the spread column and the mark mean, for the notes of a table. */
    public static String legend(String runsAre) {
        return "spread: (slowest - fastest) / median over the case's runs (" + runsAre + "); the value shown is"
                + " the median. " + MARK + " = spread wider than " + Math.round(100 * Summary.WIDE_SPREAD)
                + "% of the median, with its likely cause below (from load, CPU steal, GC, pressure and page"
                + " cache recorded during each run).";
    }
}
