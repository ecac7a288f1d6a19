package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;

/**
 * The study's charts: time per write against buffer size, aligned and non-aligned, one chart per
 * sync method, file state and cache (log axes: sizes span 1K to 512K); and group commit's commits/s
 * against threads. With several machines each machine adds its own series.
 */
final class LogioCharts {
    private LogioCharts() {
    }

    static List<Chart> build(List<MachineRun> runs, List<Cases> cases) {
        List<Chart> charts = new ArrayList<>();
        Map<String, List<Chart.Series>> latency = new LinkedHashMap<>();
        Map<String, String> titles = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            String who = runs.size() > 1 ? "#" + (i + 1) + " " : "";
            for (var e : OriginalTables.groups(cases.get(i)).entrySet()) {
                List<Chart.Point> aligned = new ArrayList<>();
                List<Chart.Point> nonAligned = new ArrayList<>();
                Cases.Write any = null;
                for (OriginalTables.Pair p : e.getValue()) {
                    if (p.aligned() != null) {
                        aligned.add(point(p.sizeKb(), p.aligned()));
                        any = p.aligned();
                    }
                    if (p.nonAligned() != null) {
                        nonAligned.add(point(p.sizeKb(), p.nonAligned()));
                        any = any == null ? p.nonAligned() : any;
                    }
                }
                String id = "logio-latency-" + any.method() + "-" + any.fileState() + "-" + any.cache()
                        + (any.offset() != 24 ? "-h" + any.offset() : "") + (any.alignment() != 4096 ? "-a" + any.alignment() : "");
                titles.putIfAbsent(id, "Time per write: " + OriginalTables.title(any));
                List<Chart.Series> series = latency.computeIfAbsent(id, k -> new ArrayList<>());
                series.add(new Chart.Series(who + "aligned", reverse(aligned)));
                series.add(new Chart.Series(who + "non-aligned", reverse(nonAligned)));
            }
        }
        latency.forEach((id, series) -> charts.add(new Chart(id, titles.get(id), "Buffer size (KiB)",
                "Time per write (ms): median of the runs' means", Chart.Kind.LINE, true, true, series)));

        Map<String, List<Chart.Series>> group = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            String who = runs.size() > 1 ? "#" + (i + 1) + " " : "";
            Map<String, List<Chart.Point>> byPad = new LinkedHashMap<>();
            for (Cases.Group g : GroupCommitTables.sorted(cases.get(i))) {
                String id = "logio-group-commit-" + g.method() + "-" + g.recordBytes();
                byPad.computeIfAbsent(id + "|" + (g.pad() ? "padded" : "not padded"), k -> new ArrayList<>())
                        .add(new Chart.Point(String.valueOf(g.threads()), g.threads(), g.commitsPerSecond()));
            }
            byPad.forEach((key, points) -> {
                String id = key.substring(0, key.indexOf('|'));
                group.computeIfAbsent(id, k -> new ArrayList<>())
                        .add(new Chart.Series(who + key.substring(key.indexOf('|') + 1), points));
            });
        }
        group.forEach((id, series) -> charts.add(new Chart(id, "Group commit: commits/s vs threads ("
                + id.substring("logio-group-commit-".length()) + "-byte records)", "Committing threads",
                "Commits per second", Chart.Kind.LINE, true, false, series)));
        return charts;
    }

    /**
     * The statistic the table's cell prints: the median of the runs' (forks') means. JMH's pooled
     * score weighted the fast fork's many samples and drew another number than the table's
     * (0.236 against 0.4252 ms for rwd 8K aligned in a --quick bundle).
     */
    static Chart.Point point(int sizeKb, Cases.Write w) {
        return new Chart.Point(sizeKb + "K", sizeKb, w.runs().median() / 1000);
    }

    private static List<Chart.Point> reverse(List<Chart.Point> points) {
        List<Chart.Point> r = new ArrayList<>(points);
        java.util.Collections.reverse(r);
        return r;
    }
}
