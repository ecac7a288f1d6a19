package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.logio.time.CaseName;
import org.dbbench.logio.time.LatencyHistory;

/**
 * Charts from the latency logs: each case's p50, p99 and max per second over its measured time (a
 * stall shows as a spike of max, and of p99 when it lasts), for cases measured for 2 seconds or
 * more; and the rate part's p99 against the offered rate, one line per sync method (log axes: rates
 * span 500 to 20,000 and more).
 */
final class TimeCharts {
    /** A case measured for less than this many seconds has nothing to show over time (a --quick case). */
    static final int MIN_SECONDS = 2;
    private TimeCharts() {
    }

    static List<Chart> build(List<MachineRun> runs) {
        List<Chart> charts = new ArrayList<>();
        Map<String, List<Chart.Series>> rate = new LinkedHashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            MachineRun run = runs.get(i);
            String who = runs.size() > 1 ? "#" + (i + 1) + " " : "";
            for (JmhRecord r : RunFiles.logged(run)) {
                LatencyHistory h = RunFiles.history(run, r);
                if (measuredSeconds(h) >= MIN_SECONDS) {
                    charts.add(overTime(who, r, h));
                }
            }
            RateTables.points(run).forEach((method, points) -> {
                List<Chart.Point> line = new ArrayList<>();
                for (RateTables.Point p : points) {
                    if (!p.closed()) {
                        line.add(new Chart.Point(Units.whole(p.offered()), p.offered(), p.p99Ms()));
                    }
                }
                if (!line.isEmpty()) {
                    rate.computeIfAbsent("logio-rate-p99", k -> new ArrayList<>())
                            .add(new Chart.Series(who + method, line));
                }
            });
        }
        rate.forEach((id, series) -> charts.add(new Chart(id, "Commit p99 at a target rate (open loop, from each"
                + " commit's intended start)", "Offered commits per second", "p99 commit latency (ms)",
                Chart.Kind.LINE, true, true, series)));
        return charts;
    }

    /**
     * The time the case measured: the length of every interval that holds samples. Counting intervals
     * instead drew a 2-point chart for every --quick case, whose two forks of under a second each
     * logged an interval apiece.
     */
    static double measuredSeconds(LatencyHistory h) {
        return h.intervals().stream().filter(i -> i.histogram().getTotalCount() > 0)
                .mapToDouble(i -> i.endSeconds() - i.startSeconds()).sum();
    }

    private static Chart overTime(String who, JmhRecord r, LatencyHistory history) {
        List<Chart.Point> p50 = new ArrayList<>();
        List<Chart.Point> p99 = new ArrayList<>();
        List<Chart.Point> max = new ArrayList<>();
        for (LatencyHistory.Interval i : history.intervals()) {
            Histogram h = i.histogram();
            if (h.getTotalCount() == 0) {
                continue;
            }
            double x = i.endSeconds();
            String label = Units.sig(x);
            p50.add(new Chart.Point(label, x, h.getValueAtPercentile(50) / 1e6));
            p99.add(new Chart.Point(label, x, h.getValueAtPercentile(99) / 1e6));
            max.add(new Chart.Point(label, x, h.getMaxValue() / 1e6));
        }
        String name = CaseName.of(r.benchmark(), r::param);
        return new Chart("logio-time-" + (who.isEmpty() ? "" : who.replaceAll("[^0-9]", "") + "-") + name,
                "Latency over time: " + who + CaseLabel.of(r), "Seconds into the measured time",
                "Latency per second (ms)", Chart.Kind.LINE, false, true,
                List.of(new Chart.Series("p50", p50), new Chart.Series("p99", p99), new Chart.Series("max", max)));
    }
}
