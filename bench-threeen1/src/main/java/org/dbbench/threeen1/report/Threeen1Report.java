package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.StudyReport;
import org.dbbench.core.report.Table;
import org.dbbench.core.stats.Summary;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.registry.Stores;

/**
 * The 3n+1 tables and charts, for one machine (the run's summary) or several side by side
 * ({@code bench report}): per machine a table of every store (seconds, wall, reads/s, updates/s,
 * check) with durability and settings, the original's line per case, the scaling curve when k was
 * swept and the cost per operation; across machines one column of seconds per machine.
 */
public final class Threeen1Report implements StudyReport {
    /** Cases spanning more than this factor in seconds are charted on a log axis. */
    static final double LOG_AXIS_SPAN = 10;
    /** A store losing more than this share of its best throughput at the most workers is flagged. */
    static final double SCALING_LOSS_FLAG = 0.20;

    /** Stores in registry order (databases first, the floor last), defaults before tuned, then by k. */
    static final Comparator<RunCase> CASE_ORDER = Comparator
            .comparingInt((RunCase c) -> storeRank(c.store()))
            .thenComparing(RunCase::store)
            .thenComparing(RunCase::tuned)
            .thenComparingInt(RunCase::cpus)
            .thenComparingInt(RunCase::workers);

    @Override
    public String study() {
        return "threeen1";
    }

    @Override
    public boolean accepts(JmhRecord record) {
        return record.benchmark().startsWith("org.dbbench.threeen1.jmh.");
    }

    @Override
    public List<Table> tables(List<MachineRun> runs) {
        List<Table> tables = new ArrayList<>();
        for (MachineRun run : runs) {
            String machine = runs.size() > 1 ? " - " + run.label() : "";
            List<RunCase> cases = cases(run);
            for (List<RunCase> group : byRangeAndDurability(cases).values()) {
                tables.add(StoresTable.table(group, run.config(), machine));
                Table scaling = scalingTable(group, machine, run.config().get("runsIn"));
                if (scaling != null) {
                    tables.add(scaling);
                }
            }
            Table waits = WaitSentences.table(run, caseRecords(run), machine);
            if (waits != null) {
                tables.add(waits);
                tables.add(WaitShareCharts.table(run, caseRecords(run), machine));
            }
            Table shares = TimeShares.table(run, machine);
            if (shares != null) {
                tables.add(shares);
                Table hot = TimeShares.hotMethods(run, machine);
                if (hot != null) {
                    tables.add(hot);
                }
            }
            Table ops = OperationCosts.table(run, machine);
            if (ops != null) {
                tables.add(ops);
            }
        }
        if (runs.size() > 1) {
            Table side = SideBySideTable.table(runs);
            if (side != null) {
                tables.add(side);
            }
        }
        return tables;
    }

    @Override
    public List<Chart> charts(List<MachineRun> runs) {
        // per range and durability: each machine's seconds per case, and one scaling chart for all
        List<Chart> seconds = new ArrayList<>();
        List<Chart> waits = new ArrayList<>();
        Map<String, List<Chart.Series>> lines = new LinkedHashMap<>();
        Map<String, List<Chart.Point>> peaks = new LinkedHashMap<>();
        Map<String, List<Chart.Point>> knees = new LinkedHashMap<>();
        Map<String, String> titles = new LinkedHashMap<>();
        for (int m = 0; m < runs.size(); m++) {
            MachineRun run = runs.get(m);
            String prefix = runs.size() > 1 ? run.label() + " " : "";
            for (Map.Entry<String, List<RunCase>> g : byRangeAndDurability(cases(run)).entrySet()) {
                RunCase first = g.getValue().get(0);
                String id = first.from() + "-" + first.to() + "-" + first.durability();
                titles.putIfAbsent(id, Format.thousands(first.from()) + ".." + Format.thousands(first.to()) + ", "
                        + first.durability());
                // several machines: one chart each (M1, M2 as in the side-by-side table)
                seconds.add(secondsChart(runs.size() > 1 ? id + "-M" + (m + 1) : id, prefix + titles.get(id),
                        g.getValue()));
                for (Map.Entry<String, List<RunCase>> e : bySeries(g.getValue()).entrySet()) {
                    if (e.getValue().size() > 1) {
                        List<Chart.Point> pts = e.getValue().stream()
                                .map(c -> new Chart.Point(String.valueOf(c.workers()), c.workers(), c.readsPerSecond()))
                                .toList();
                        lines.computeIfAbsent(id, k -> new ArrayList<>()).add(new Chart.Series(prefix + e.getKey(), pts));
                        int[] pk = ScalingKnee.resolved(e.getValue());
                        pts.stream().filter(p -> p.x() == pk[0]).forEach(p -> peaks.computeIfAbsent(id,
                                k -> new ArrayList<>()).add(new Chart.Point(prefix + e.getKey(), p.x(), p.y())));
                        pts.stream().filter(p -> p.x() == pk[1]).forEach(p -> knees.computeIfAbsent(id,
                                k -> new ArrayList<>()).add(new Chart.Point(prefix + e.getKey(), p.x(), p.y())));
                    }
                }
            }
            waits.addAll(WaitShareCharts.charts(run, caseRecords(run), runs.size() > 1 ? "M" + (m + 1) : "all",
                    runs.size() > 1 ? " - " + run.label() : ""));
        }
        List<Chart> charts = new ArrayList<>(seconds);
        lines.forEach((id, series) -> {
            // the peak and the knee of every line as markers on it, as P and K in the scaling table
            List<Chart.Series> all = new ArrayList<>(series);
            if (peaks.containsKey(id)) { // only a resolved peak is marked (ScalingKnee.resolved)
                all.add(new Chart.Series("peak (most reads/s)", peaks.get(id), true));
            }
            if (knees.containsKey(id)) {
                all.add(new Chart.Series("knee (last k before -" + Math.round(100 * ScalingKnee.KNEE_LOSS) + "%)",
                        knees.get(id), true));
            }
            double[] y = series.stream().flatMap(x -> x.points().stream()).mapToDouble(Chart.Point::y).toArray();
            boolean wide = java.util.Arrays.stream(y).max().orElse(1) > LOG_AXIS_SPAN
                    * java.util.Arrays.stream(y).min().orElse(1); // the memory floor beside SQLite
            charts.add(new Chart("threeen1-scaling-" + id, "3n+1 reads/s by worker threads, " + titles.get(id),
                    "workers k", "reads/s", Chart.Kind.LINE, true, wide, all));
        });
        charts.addAll(waits);
        return charts;
    }

    /**
     * The seconds of each case as the table gives them (the median of its runs) with its fastest and
     * slowest run; on a log axis when the cases span more than 10x, so the memory floor and the
     * slowest store are both readable.
     */
    private static Chart secondsChart(String id, String title, List<RunCase> cases) {
        List<Chart.Point> points = new ArrayList<>();
        for (RunCase c : cases) {
            Summary runs = c.secondsRuns().summary();
            points.add(new Chart.Point(c.store() + " " + c.profile() + " k=" + c.workers(), points.size(), c.seconds(),
                    runs.min(), runs.max()));
        }
        double fastest = points.stream().mapToDouble(Chart.Point::y).filter(y -> y > 0).min().orElse(1);
        double slowest = points.stream().mapToDouble(Chart.Point::y).max().orElse(1);
        return new Chart("threeen1-seconds-" + id, "3n+1 seconds per store (median, fastest and slowest run), "
                + title, "store, profile, workers", "seconds (lower is faster)", Chart.Kind.BAR, false,
                slowest / fastest > LOG_AXIS_SPAN, List.of(new Chart.Series("median of runs", points)));
    }

    static List<RunCase> cases(MachineRun run) {
        Map<?, ?> expected = run.config() == null ? null
                : run.config().get("expected") instanceof Map<?, ?> m ? m : null;
        List<RunCase> cases = new ArrayList<>();
        for (JmhRecord r : run.records()) {
            if (RunCase.is(r)) {
                cases.add(RunCase.of(r, expected));
            }
        }
        cases.sort(CASE_ORDER);
        return cases;
    }

    /** The run's 3n+1 records in the tables' order (store, profile, k, then CPUs). */
    private static List<JmhRecord> caseRecords(MachineRun run) {
        return run.records().stream().filter(RunCase::is)
                .sorted(Comparator.comparingInt((JmhRecord r) -> storeRank(r.param("store")))
                        .thenComparing(r -> r.param("tuned"))
                        .thenComparingInt(r -> Integer.parseInt(r.param("workers")))
                        .thenComparingInt(r -> Integer.parseInt(r.params().getOrDefault("cpus", "0"))))
                .toList();
    }

    private static Map<String, List<RunCase>> byRangeAndDurability(List<RunCase> cases) {
        Map<String, List<RunCase>> groups = new LinkedHashMap<>();
        for (RunCase c : cases) {
            groups.computeIfAbsent(c.from() + ".." + c.to() + " " + c.durability(), k -> new ArrayList<>()).add(c);
        }
        return groups;
    }

    /** Cases of one store and profile, by k. */
    private static Map<String, List<RunCase>> bySeries(List<RunCase> cases) {
        Map<String, List<RunCase>> series = new LinkedHashMap<>();
        for (RunCase c : cases) {
            series.computeIfAbsent(c.store() + " " + c.profile(), k -> new ArrayList<>()).add(c);
        }
        return series;
    }

    /** @param runsIn how the runs were made (config "runsIn": one JVM per case, or forks); null when unknown */
    private static Table scalingTable(List<RunCase> group, String machine, Object runsIn) {
        Map<String, List<RunCase>> series = bySeries(group);
        TreeSet<Integer> ks = new TreeSet<>();
        group.forEach(c -> ks.add(c.workers()));
        if (ks.size() < 2) {
            return null;
        }
        List<String> headers = new ArrayList<>(List.of("k"));
        headers.addAll(series.keySet());
        RunCase first = group.get(0);
        Table.Builder t = Table.builder("Scaling: reads/s by workers k, " + Format.thousands(first.from()) + ".."
                + Format.thousands(first.to()) + ", " + first.durability() + machine, headers.toArray(new String[0]));
        Map<String, int[]> marks = new LinkedHashMap<>();
        series.forEach((name, s) -> marks.put(name, ScalingKnee.resolved(s)));
        for (int k : ks) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(k)));
            for (Map.Entry<String, List<RunCase>> e : series.entrySet()) {
                int[] pk = marks.get(e.getKey());
                row.add(e.getValue().stream().filter(c -> c.workers() == k).findFirst()
                        .map(c -> Format.thousands(c.readsPerSecond()) + (c.valid() ? "" : " INVALID")
                                + (k == pk[0] ? " P" : "") + (k == pk[1] ? " K" : ""))
                        .orElse("-"));
            }
            t.row(row);
        }
        t.note("Medians of each case's runs (" + (runsIn == null ? "JMH forks or iterations" : "runs in " + runsIn)
                + "); their spread is in the table above. P = the peak (most reads/s);"
                + " K = the knee: the last k before throughput falls more than "
                + Math.round(100 * ScalingKnee.KNEE_LOSS) + "% below the peak. Each is marked only where the"
                + " range of its runs' reads/s separates from its neighbours' (one run has no range).");
        int maxK = ks.last();
        for (Map.Entry<String, List<RunCase>> e : series.entrySet()) {
            RunCase best = e.getValue().stream().max(Comparator.comparingDouble(RunCase::readsPerSecond)).orElseThrow();
            int[] named = marks.get(e.getKey());
            int knee = ScalingKnee.peakAndKnee(e.getValue())[1];
            String unresolved = " (not resolved: runs overlap a neighbour's)";
            e.getValue().stream().filter(c -> c.workers() == maxK).findFirst().ifPresent(atMax -> {
                double loss = 1 - atMax.readsPerSecond() / best.readsPerSecond();
                t.note(e.getKey() + ": peak at k=" + best.workers() + (named[0] == 0 ? unresolved : "")
                        + (knee > 0 ? ", knee at k=" + knee + (named[1] == 0 ? unresolved : "")
                        : ", no knee up to k=" + maxK) + "; at k=" + maxK + " "
                        + Math.round(100 * loss) + "% below the peak" + (loss > SCALING_LOSS_FLAG ? " (more than "
                        + Math.round(100 * SCALING_LOSS_FLAG) + "% lost)" : ""));
            });
        }
        return t.build();
    }

    static int storeRank(String store) {
        int i = Stores.names().indexOf(store);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

}
