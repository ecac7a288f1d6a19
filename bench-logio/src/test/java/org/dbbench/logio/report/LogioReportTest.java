package org.dbbench.logio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextTable;
import org.junit.jupiter.api.Test;

/** The report rendered from a real run: numbers traced back to the JMH records, mail width, flags. */
class LogioReportTest {
    final LogioReport report = new LogioReport();

    @Test
    void originalTableIsTheRecordsMeansWithTheGainOf2004() {
        MachineRun run = SampleRun.load();
        Table t = table(report.tables(List.of(run)), "rwd (O_DSYNC open), preallocated, warm cache, header 24,"
                + " alignment 4096");
        assertEquals(List.of("Buffer-Size(K)", "Aligned Write(msec)", "NonAligned Write(msec)", "gain %"), t.headers());
        assertEquals(List.of("64", "8", "4", "1"), t.rows().stream().map(r -> r.get(0)).toList());
        for (List<String> row : t.rows()) {
            double a = mean(run, "rwd", row.get(0), "aligned");
            double n = mean(run, "rwd", row.get(0), "header");
            assertEquals(Units.sig(a / 1000), row.get(1).replaceAll(" .*", ""));
            assertEquals(Units.sig(n / 1000), row.get(2).replaceAll(" .*", ""));
            assertEquals(Units.percent((n - a) / a * 100), row.get(3).replace("~", ""));
        }
        Table byGain = table(report.tables(List.of(run)), t.title() + ", ordered by gain");
        List<Double> gains = byGain.rows().stream().map(r -> Double.parseDouble(r.get(3).replaceAll("[~%]", ""))).toList();
        List<Double> sorted = new ArrayList<>(gains);
        sorted.sort((x, y) -> Double.compare(y, x));
        assertEquals(sorted, gains);
        assertEquals(t.rows().size(), byGain.rows().size());
    }

    @Test
    void pgFormIsOpsPerSecondAndMicrosecondsPerCommit() {
        MachineRun run = SampleRun.load();
        Table t = table(report.tables(List.of(run)), "pg_test_fsync form: file sync methods, one 8kB write per commit");
        assertEquals(List.of("Method", "Commit", "ops/sec", "usecs/op"), t.headers());
        assertEquals(List.of("rwd", "force-false", "nosync"), t.rows().stream().map(r -> r.get(0)).toList());
        for (List<String> row : t.rows()) {
            JmhRecord r = record(run, Cases.PG, Map.of("method", row.get(0), "pattern", "1x8k"));
            assertEquals(Units.sig(1e6 / r.primary().score()), row.get(2));
            assertEquals(Units.whole(r.primary().score()), row.get(3).replaceAll(" .*", ""));
        }
        assertTrue(report.tables(List.of(run)).stream().anyMatch(x -> x.title().startsWith(
                "pg_test_fsync form: 16kB open_sync write in different write sizes")));
    }

    @Test
    void percentilesAreTheRecordsPercentiles() {
        MachineRun run = SampleRun.load();
        Table t = table(report.tables(List.of(run)), "Latency per write, microseconds");
        assertEquals(List.of("Case", "p50", "p90", "p99", "p99.9", "max", "spread"), t.headers());
        assertEquals(24, t.rows().size(), "3 modes x 4 sizes x aligned/non-aligned");
        List<String> row = t.rows().stream().filter(r -> r.get(0).equals("force-false 8K N")).findFirst().orElseThrow();
        Metric m = record(run, Cases.WRITE, Map.of("method", "force-false", "sizeKb", "8", "start", "header")).primary();
        assertEquals(Units.sig(m.percentile(50.0)), row.get(1));
        assertEquals(Units.sig(m.percentile(99.9)), row.get(4));
        assertEquals(Units.sig(m.percentile(100.0)), row.get(5));
        assertEquals("-", row.get(6), "one fork in the sample run: no spread");
        assertTrue(String.join(" ", t.notes()).contains("One run (JMH fork) per case: no spread"), t.notes()::toString);
        assertTrue(report.tables(List.of(run)).stream().anyMatch(x -> x.title().startsWith("Latency per pg_test_fsync")));
        assertTrue(report.tables(List.of(run)).stream().anyMatch(x -> x.title().startsWith("Latency per group commit")));
    }

    @Test
    void aQuickRunsSummaryLeavesOutPercentilesAndStalls() {
        MachineRun full = SampleRun.load();
        Map<String, Object> config = new java.util.LinkedHashMap<>(full.config());
        config.put("quick", true);
        MachineRun quick = new MachineRun(full.source(), full.env(), config, full.records());
        List<String> titles = report.tables(List.of(quick)).stream().map(Table::title).toList();
        assertTrue(titles.stream().noneMatch(x -> x.startsWith("Latency per") || x.startsWith("Stalls")), titles::toString);
        assertTrue(titles.stream().anyMatch(x -> x.startsWith("rwd (O_DSYNC open)")), titles::toString);
        assertTrue(titles.stream().noneMatch(x -> x.startsWith("nosync (none)")), "the floor's own table: " + titles);
        assertTrue(report.tables(List.of(full)).stream().anyMatch(x -> x.title().startsWith("Latency per write")));
        assertTrue(report.tables(List.of(full)).stream().anyMatch(x -> x.title().startsWith("nosync (none)")));
    }

    @Test
    void groupCommitCountsComeFromTheCounters() {
        MachineRun run = SampleRun.load();
        Table t = table(report.tables(List.of(run)), "Group commit: rwd, 256-byte records, one shared log");
        assertEquals(4, t.rows().size(), "threads 1 and 8, padded and not");
        List<String> eight = t.rows().stream().filter(r -> r.get(0).equals("8") && r.get(1).equals("no")).findFirst()
                .orElseThrow();
        JmhRecord r = run.records().stream().filter(x -> x.benchmark().equals(Cases.GROUP + "08")
                && x.param("pad").equals("false")).findFirst().orElseThrow();
        double commits = r.secondary().get("commits").score();
        double syncs = r.secondary().get("syncs").score();
        assertEquals(Units.sig(commits / syncs), eight.get(3));
        assertEquals(Units.whole(r.secondary().get("bytesWritten").score() / syncs), eight.get(4));
        assertEquals(Units.whole(8 * 1e6 / r.primary().score()), eight.get(2));
        assertTrue(commits / syncs > 1, "eight committers share syncs");
    }

    @Test
    void everyLineFitsAMailAndNothingIsLost() {
        MachineRun run = SampleRun.load();
        String text = TextTable.render(report.tables(List.of(run)));
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 72, "too wide (" + line.length() + "): " + line);
        }
        assertTrue(text.contains("40 of 40 planned"));
    }

    @Test
    void fastSyncOnARotationalDeviceIsFlagged() {
        MachineRun run = SampleRun.load(Map.of("rotational", "yes"));
        long fast = run.records().stream().filter(r -> r.benchmark().equals(Cases.WRITE)
                && !r.param("method").equals("nosync") && r.primary().percentile(50.0) < 4000).count();
        Table device = report.tables(List.of(run)).get(0);
        String row = device.rows().stream().filter(r -> r.get(0).equals("faster than a turn")).findFirst()
                .orElseThrow().get(1);
        assertEquals(fast + " of 16 durable write cases *", row);
        if (fast > 0) {
            assertTrue(device.notes().contains(Honesty.TURN_NOTE));
        }
        MachineRun ssd = SampleRun.load(Map.of("rotational", "no"));
        String text = TextTable.render(report.tables(List.of(ssd)));
        assertFalse(text.contains(" *\n") || text.contains(" * "), "no rotation flags on a non-rotational device");
    }

    @Test
    void durableAsFastAsNoSyncIsFlagged() {
        MachineRun real = SampleRun.load(Map.of("rotational", "no"));
        // a "durable" method whose results are the no-sync floor's: what a lying write cache looks like
        List<JmhRecord> records = new ArrayList<>();
        for (JmhRecord r : real.records()) {
            if (r.benchmark().equals(Cases.WRITE) && r.param("method").equals("nosync")) {
                records.add(r);
                Map<String, String> params = new HashMap<>(r.params());
                params.put("method", "force-false");
                records.add(new JmhRecord(r.benchmark(), r.mode(), r.threads(), r.forks(), r.jdkVersion(), params,
                        r.primary(), r.secondary()));
            }
        }
        MachineRun liar = new MachineRun(real.source(), real.env(), Map.of(), records);
        List<Table> tables = report.tables(List.of(liar));
        Table t = table(tables, "force-false (fdatasync), preallocated, warm cache, header 24, alignment 4096");
        assertTrue(t.rows().stream().allMatch(r -> r.get(1).endsWith(" !") && r.get(2).endsWith(" !")), t.rows().toString());
        assertTrue(t.notes().contains(Honesty.NO_SYNC_NOTE));
        assertTrue(tables.get(0).rows().contains(List.of("as fast as no sync", "8 of 8 durable write cases !")));
        Table floor = table(tables, "nosync (none), preallocated, warm cache, header 24, alignment 4096");
        assertTrue(floor.rows().stream().noneMatch(r -> r.get(1).contains("!")), "the floor itself is never flagged");
    }

    @Test
    void aRunFreeToLeaveTheDisksInterruptCpuSaysHowToPinIt() {
        MachineRun spread = SampleRun.load(Map.of("interruptCpus", "1"), Map.of("affinity", "0-1"));
        Table device = report.tables(List.of(spread)).get(0);
        assertTrue(device.rows().contains(List.of("disk interrupts", "CPU 1; run allowed on CPUs 0-1")),
                device.rows().toString());
        assertTrue(device.notes().stream().anyMatch(n -> n.endsWith("taskset -c 1 bench logio ...")),
                device.notes().toString());
        for (MachineRun quiet : List.of(
                SampleRun.load(Map.of("interruptCpus", "1"), Map.of("affinity", "1")),
                SampleRun.load(Map.of("interruptCpus", "2,0"), Map.of("affinity", "0,2")),
                SampleRun.load(Map.of("interruptCpus", "unknown"), Map.of("affinity", "0-1")),
                SampleRun.load(Map.of("interruptCpus", "spread over 12 CPUs"), Map.of("affinity", "0-11")))) {
            Table t = report.tables(List.of(quiet)).get(0);
            assertTrue(t.notes().stream().noneMatch(n -> n.contains("taskset")), t.rows().toString());
        }
    }

    @Test
    void memoryBackedRunCarriesALoudWarningOnEveryTable() {
        MachineRun run = SampleRun.load(Map.of("memoryBacked", true, "fileSystem", "tmpfs"));
        List<Table> tables = report.tables(List.of(run));
        assertTrue(tables.get(0).title().startsWith("!!! WARNING: --dir was on tmpfs"), tables.get(0).title());
        for (Table t : tables.subList(1, tables.size())) {
            assertTrue(t.notes().stream().anyMatch(n -> n.startsWith("WARNING: --dir was on tmpfs")), t.title());
        }
    }

    @Test
    void severalMachinesSideBySide() {
        MachineRun a = SampleRun.load();
        MachineRun b = SampleRun.load(Map.of("fileSystem", "xfs"));
        List<Table> tables = report.tables(List.of(a, b));
        assertTrue(tables.stream().anyMatch(t -> t.title().endsWith(" - " + a.label())));
        assertTrue(tables.stream().anyMatch(t -> t.title().endsWith(" - " + b.label())));
        Table side = tables.stream().filter(t -> t.title().startsWith("rwd (O_DSYNC open)")
                && t.title().endsWith("machines side by side")).findFirst().orElseThrow();
        assertEquals(List.of("Buffer-Size(K)", "#1 A ms", "#1 N ms", "#1 gain", "#2 A ms", "#2 N ms", "#2 gain"),
                side.headers());
        assertEquals(side.rows().get(0).subList(1, 4), side.rows().get(0).subList(4, 7), "same data, same cells");
        assertTrue(side.notes().get(0).contains(a.label()));
        for (String line : TextTable.render(tables).split("\n")) {
            assertTrue(line.length() <= 72, line);
        }
    }

    @Test
    void chartsPerMethodOnLogAxesAndGroupCommitByThreads() {
        MachineRun run = SampleRun.load();
        List<Chart> charts = report.charts(List.of(run));
        Chart rwd = charts.stream().filter(c -> c.id().equals("logio-latency-rwd-preallocated-warm")).findFirst()
                .orElseThrow();
        assertTrue(rwd.logX());
        assertEquals(List.of("aligned", "non-aligned"), rwd.series().stream().map(Chart.Series::name).toList());
        assertEquals(List.of(1.0, 4.0, 8.0, 64.0), rwd.series().get(0).points().stream().map(Chart.Point::x).toList());
        Chart group = charts.stream().filter(c -> c.id().equals("logio-group-commit-rwd-256")).findFirst().orElseThrow();
        assertEquals(2, group.series().size());
        assertEquals(List.of(1.0, 8.0), group.series().get(0).points().stream().map(Chart.Point::x).toList());
        assertEquals(4, charts.size(), "three methods and group commit");
        Chart two = report.charts(List.of(run, SampleRun.load())).stream()
                .filter(c -> c.id().equals("logio-latency-rwd-preallocated-warm")).findFirst().orElseThrow();
        assertEquals(List.of("#1 aligned", "#1 non-aligned", "#2 aligned", "#2 non-aligned"),
                two.series().stream().map(Chart.Series::name).toList());
    }

    /** One statistic per cell: each point of a time-per-write chart is the number its table cell prints. */
    @Test
    void aLatencyChartPlotsWhatItsTablePrints() {
        MachineRun run = SampleRun.load();
        Table t = table(report.tables(List.of(run)), "rwd (O_DSYNC open), preallocated, warm cache, header 24,"
                + " alignment 4096");
        Chart rwd = report.charts(List.of(run)).stream().filter(c -> c.id().equals("logio-latency-rwd-preallocated-warm"))
                .findFirst().orElseThrow();
        for (int s = 0; s < 2; s++) {
            for (Chart.Point p : rwd.series().get(s).points()) {
                List<String> row = t.rows().stream().filter(r -> r.get(0).equals(String.valueOf((int) p.x()))).findFirst()
                        .orElseThrow();
                assertEquals(row.get(1 + s).replaceAll(" .*", ""), Units.sig(p.y()), rwd.series().get(s).name() + " " + p);
            }
        }
        assertTrue(rwd.yLabel().contains("median of the runs' means"), "the statistic is named: " + rwd.yLabel());
    }

    @Test
    void acceptsOnlyThisStudy() {
        MachineRun run = SampleRun.load();
        assertTrue(run.records().stream().allMatch(report::accepts));
        JmhRecord other = new JmhRecord("org.dbbench.core.machine.ClockBenchmark.nanoTime", "avgt", 1, 1, "17",
                Map.of(), Metric.of(1, 0, "ns/op"), Map.of());
        assertFalse(report.accepts(other));
        assertEquals("logio", report.study());
        assertEquals(List.of(), report.tables(List.of(new MachineRun(null, run.env(), Map.of(), List.of(other)))));
    }

    private static Table table(List<Table> tables, String title) {
        Optional<Table> t = tables.stream().filter(x -> x.title().equals(title)).findFirst();
        return t.orElseThrow(() -> new AssertionError("no table '" + title + "' in "
                + tables.stream().map(Table::title).toList()));
    }

    private static JmhRecord record(MachineRun run, String benchmark, Map<String, String> params) {
        return run.records().stream().filter(r -> r.benchmark().equals(benchmark)
                && params.entrySet().stream().allMatch(e -> e.getValue().equals(r.param(e.getKey()))))
                .findFirst().orElseThrow();
    }

    private static double mean(MachineRun run, String method, String size, String start) {
        return record(run, Cases.WRITE, Map.of("method", method, "sizeKb", size, "start", start)).primary().score();
    }
}
