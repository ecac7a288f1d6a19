package org.dbbench.logio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.time.CaseName;
import org.dbbench.logio.time.LatencyLog;
import org.junit.jupiter.api.Test;

/**
 * Latency over time, from the bundle's interval logs: one chart per case measured for 2 seconds or
 * more, with p50, p99 and max of every second (a stall is a spike in that second), in ms.
 */
class TimeChartsTest {

    private static JmhRecord rate(String method, String rate) {
        return new JmhRecord(RateTables.RATE, "ss", 1, 1, "17", Map.of("method", method, "rate", rate,
                "recordBytes", "256", "producers", "32", "offset", "24"), Metric.of(1, 0, "ms/op"),
                Map.of("completed", Metric.of(1000, 0, "#"), "elapsedMicros", Metric.of(2_000_000, 0, "#")));
    }

    private static JmhRecord pg(String pattern) {
        return new JmhRecord(Cases.PG, "sample", 1, 1, "17", Map.of("method", "rwd", "pattern", pattern),
                Metric.of(1, 0, "us/op"), Map.of());
    }

    /** Writes an hlog whose second {@code i} holds 98 ops of 1 ms and two of {@code maxMs[i]} ms (its p99). */
    private static void hlog(Path bundle, JmhRecord r, long... maxMs) throws Exception {
        hlogEvery(bundle, r, 1000, maxMs);
    }

    /** The same with intervals of {@code intervalMs} each. */
    private static void hlogEvery(Path bundle, JmhRecord r, long intervalMs, long... maxMs) throws Exception {
        Path f = bundle.resolve(LatencyLog.DIR).resolve(CaseName.of(r.benchmark(), r::param) + LatencyLog.SUFFIX);
        Files.createDirectories(f.getParent());
        try (PrintStream out = new PrintStream(Files.newOutputStream(f))) {
            HistogramLogWriter w = new HistogramLogWriter(out);
            long start = 1_700_000_000_000L;
            w.outputLogFormatVersion();
            w.outputStartTime(start);
            w.setBaseTime(start);
            w.outputLegend();
            for (int i = 0; i < maxMs.length; i++) {
                Histogram h = new Histogram(3);
                h.recordValueWithCount(1_000_000, 98);
                h.recordValueWithCount(maxMs[i] * 1_000_000, 2);
                h.setStartTimeStamp(start + i * intervalMs);
                h.setEndTimeStamp(start + (i + 1) * intervalMs);
                w.outputIntervalHistogram(h);
            }
        }
    }

    /** A --quick case logs an interval per short iteration: 3 intervals of 0.4 s are 1.2 s, no chart. */
    @Test
    void aCaseMeasuredUnderTwoSecondsInManyIntervalsHasNoChart() throws Exception {
        Path bundle = TestDirs.fresh("time-charts-quick");
        JmhRecord quick = pg("1x8k");
        JmhRecord longer = pg("2x8k");
        hlogEvery(bundle, quick, 400, 1, 2, 1);
        hlogEvery(bundle, longer, 400, 1, 2, 1, 1, 1);
        MachineRun run = new MachineRun(bundle, SampleRun.load().env(), Map.of(), List.of(quick, longer));
        List<Chart> charts = TimeCharts.build(List.of(run));
        assertEquals(1, charts.size(), "only the case measured 2.0 s: " + charts.stream().map(Chart::title).toList());
        assertTrue(charts.get(0).title().contains("2x8k"), charts.get(0).title());
    }

    @Test
    void aChartPerCaseLongEnoughWithP50P99AndMaxOfEverySecond() throws Exception {
        Path bundle = TestDirs.fresh("time-charts");
        JmhRecord longCase = pg("1x8k");
        JmhRecord shortCase = pg("2x8k");
        hlog(bundle, longCase, 1, 50, 1);
        hlog(bundle, shortCase, 3);
        MachineRun run = new MachineRun(bundle, SampleRun.load().env(), Map.of(), List.of(longCase, shortCase));

        List<Chart> charts = TimeCharts.build(List.of(run));
        assertEquals(1, charts.size(), "the 1-second case has nothing to show over time");
        Chart c = charts.get(0);
        assertTrue(c.title().contains("pg rwd 1x8k"), c.title());
        assertEquals(List.of("p50", "p99", "max"), c.series().stream().map(Chart.Series::name).toList());
        assertEquals(List.of(1.0, 2.0, 3.0), c.series().get(2).points().stream().map(Chart.Point::x).toList(),
                "one point per second, at its end");
        List<Double> max = c.series().get(2).points().stream().map(Chart.Point::y).toList();
        assertEquals(50.0, max.get(1), 0.05, "the stall is the second second's max");
        assertEquals(1.0, max.get(0), 0.01);
        assertEquals(1.0, c.series().get(0).points().get(1).y(), 0.01, "p50 stays at 1 ms");
    }

    @Test
    void rateChartIsP99AgainstOfferedRateOneLinePerMethod() throws Exception {
        Path bundle = TestDirs.fresh("rate-charts");
        List<JmhRecord> records = List.of(rate("nosync", "5000"), rate("nosync", "500"), rate("rwd", "500"),
                rate("rwd", "5000"), rate("rwd", "closed"));
        long[] max = {5, 40, 7, 60, 3};
        for (int i = 0; i < records.size(); i++) {
            hlog(bundle, records.get(i), max[i]);
        }
        MachineRun run = new MachineRun(bundle, SampleRun.load().env(), Map.of(), records);
        Chart c = TimeCharts.build(List.of(run)).stream().filter(x -> x.id().equals("logio-rate-p99")).findFirst()
                .orElseThrow();
        assertEquals(List.of("rwd", "nosync"), c.series().stream().map(Chart.Series::name).toList(),
                "one line per sync method, in the methods' order; the closed-loop case is no point");
        assertEquals(List.of(500.0, 5000.0), c.series().get(0).points().stream().map(Chart.Point::x).toList());
        assertEquals(List.of(500.0, 5000.0), c.series().get(1).points().stream().map(Chart.Point::x).toList());
        assertEquals(7.0, c.series().get(0).points().get(0).y(), 0.01, "rwd at 500/s: its p99");
        assertEquals(60.0, c.series().get(0).points().get(1).y(), 0.05);
        assertTrue(c.logX() && c.logY());
        assertEquals(500.0, RateTables.points(run).get("rwd").get(0).achieved(), 1e-9,
                "achieved from the counters: 1000 commits in 2 s");
    }
}
