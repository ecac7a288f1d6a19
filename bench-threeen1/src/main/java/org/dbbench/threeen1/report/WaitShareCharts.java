package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.waits.WaitShares;

/**
 * {@code --waits} drawn: per store and profile, for each worker count, the workers' wall-clock time as
 * stacked shares of running, waiting for a CPU and each named wait, adding up to 100%; and its text form for mail,
 * the same shares in six groups with a bar of letters, no wider than 72 columns.
 */
final class WaitShareCharts {
    /** Letters of the text bar, one per group, in the order the groups stack. */
    static final String[][] GROUPS = {{"run", "R"}, {"cpu", "C"}, {"lock", "L"}, {"i/o", "I"}, {"gc", "G"},
        {"other", "."}};
    /** One letter per 10%: with the six numbers and a long point label it stays within 72 columns. */
    static final int BAR_WIDTH = 10;

    private WaitShareCharts() {
    }

    /**
     * A stacked chart per store and profile (and CPU count), its points the worker counts: all points
     * of a sweep on one axis, and every engine's lock names in one legend, could not be read. None
     * when no point was measured with --waits.
     */
    static List<Chart> charts(MachineRun run, List<JmhRecord> records, String id, String machine) {
        Map<String, Map<String, Map<String, Double>>> bySeries = new LinkedHashMap<>();
        for (JmhRecord r : records) {
            Map<String, Double> shares = WaitSentences.shares(run, r);
            if (!shares.isEmpty()) {
                bySeries.computeIfAbsent(series(r), x -> new LinkedHashMap<>()).put("k=" + r.param("workers"), shares);
            }
        }
        List<Chart> charts = new ArrayList<>();
        bySeries.forEach((name, byPoint) -> charts.add(chart(byPoint, id + "-" + name.replace(' ', '-'),
                "Where the workers' time goes: " + name + machine)));
        return charts;
    }

    /** Running and waiting for a CPU at the bottom, then the waits, largest over all points first. */
    private static Chart chart(Map<String, Map<String, Double>> byPoint, String id, String title) {
        Map<String, Double> totals = new LinkedHashMap<>();
        totals.put(WaitShares.RUNNING, Double.MAX_VALUE);
        totals.put(WaitShares.CPU_QUEUE, Double.MAX_VALUE / 2);
        byPoint.values().forEach(s -> s.forEach((label, pct) -> totals.merge(label, pct, Double::sum)));
        List<String> labels = totals.entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).map(Map.Entry::getKey).toList();
        List<Chart.Series> series = new ArrayList<>();
        for (String label : labels) {
            List<Chart.Point> pts = new ArrayList<>();
            int i = 0;
            for (Map.Entry<String, Map<String, Double>> p : byPoint.entrySet()) {
                pts.add(new Chart.Point(p.getKey(), i++, p.getValue().getOrDefault(label, 0.0)));
            }
            series.add(new Chart.Series(label, pts));
        }
        return new Chart("threeen1-waits-" + id, title, "workers k", "% of the workers' wall-clock time",
                Chart.Kind.STACKED, false, false, series);
    }

    /** The chart's text form: the shares in six groups and a bar of letters; null without --waits. */
    static Table table(MachineRun run, List<JmhRecord> records, String machine) {
        Map<String, Map<String, Double>> byPoint = sharesByPoint(run, records);
        if (byPoint.isEmpty()) {
            return null;
        }
        List<String> headers = new ArrayList<>(List.of("point"));
        for (String[] g : GROUPS) {
            headers.add(g[0]);
        }
        headers.add("bar");
        Table.Builder t = Table.builder("Where the workers' time goes, per point (text form of the chart)" + machine,
                headers.toArray(new String[0]));
        byPoint.forEach((point, shares) -> {
            double[] g = grouped(shares);
            List<String> row = new ArrayList<>(List.of(point));
            for (double v : g) {
                row.add(String.format(Locale.ROOT, "%.0f", v));
            }
            row.add(bar(g));
            t.row(row);
        });
        t.note("Percent of the workers' wall-clock time: run = running, cpu = waiting for a CPU, lock = waiting"
                + " for any lock, i/o = fsync, file writes and reads, kernel disk waits, gc = GC pauses, other ="
                + " sleeping and the rest. Bar: a letter per " + 100 / BAR_WIDTH + "%, "
                + String.join(", ", java.util.Arrays.stream(GROUPS).map(x -> x[1] + " " + x[0]).toList())
                + ". The locks by name: the sentences above.");
        return t.build();
    }

    /** Point label -> percent per wait label, for the points measured with --waits, in table order. */
    static Map<String, Map<String, Double>> sharesByPoint(MachineRun run, List<JmhRecord> records) {
        Map<String, Map<String, Double>> byPoint = new LinkedHashMap<>();
        for (JmhRecord r : records) {
            Map<String, Double> shares = WaitSentences.shares(run, r);
            if (!shares.isEmpty()) {
                byPoint.put(label(r), shares);
            }
        }
        return byPoint;
    }

    /** "h2-mvstore k=8", "h2 tuned k=8 2cpu": short enough for a chart axis and a 72-column row. */
    static String label(JmhRecord r) {
        return store(r) + " k=" + r.param("workers") + rest(r);
    }

    /** A label without its worker count: "h2 tuned 2cpu", a line of the sweep. */
    static String series(JmhRecord r) {
        return store(r) + rest(r);
    }

    private static String store(JmhRecord r) {
        return r.param("store") + ("true".equals(r.param("tuned")) ? " tuned" : "");
    }

    private static String rest(JmhRecord r) {
        String cpus = r.params().getOrDefault("cpus", "0");
        return (r.param("from").equals("1") ? "" : " from " + r.param("from")) + ("0".equals(cpus) ? "" : " " + cpus + "cpu");
    }

    /** The shares summed into {@link #GROUPS}. */
    static double[] grouped(Map<String, Double> shares) {
        double[] g = new double[GROUPS.length];
        shares.forEach((label, pct) -> g[group(label)] += pct);
        return g;
    }

    private static int group(String label) {
        if (label.equals(WaitShares.RUNNING)) {
            return 0;
        }
        if (label.equals(WaitShares.CPU_QUEUE)) {
            return 1;
        }
        if (WaitShares.isLock(label)) {
            return 2;
        }
        if (label.equals(WaitShares.FSYNC) || label.equals(WaitShares.WRITE) || label.equals(WaitShares.READ)
                || label.equals(WaitShares.KERNEL_IO)) {
            return 3;
        }
        return label.equals(WaitShares.GC) ? 4 : 5;
    }

    /**
     * The groups as {@link #BAR_WIDTH} letters, each group's count rounded so that the letters add up
     * to the width (largest remainders first): a group of at least half a letter shows.
     */
    static String bar(double[] groups) {
        double total = java.util.Arrays.stream(groups).sum();
        int[] n = new int[groups.length];
        double[] rest = new double[groups.length];
        int used = 0;
        for (int i = 0; i < groups.length; i++) {
            double exact = total <= 0 ? 0 : BAR_WIDTH * groups[i] / total;
            n[i] = (int) Math.floor(exact);
            rest[i] = exact - n[i];
            used += n[i];
        }
        while (used < BAR_WIDTH && total > 0) {
            int best = 0;
            for (int i = 1; i < rest.length; i++) {
                if (rest[i] > rest[best]) {
                    best = i;
                }
            }
            n[best]++;
            rest[best] = -1;
            used++;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < groups.length; i++) {
            b.append(GROUPS[i][1].repeat(n[i]));
        }
        return b.toString();
    }
}
