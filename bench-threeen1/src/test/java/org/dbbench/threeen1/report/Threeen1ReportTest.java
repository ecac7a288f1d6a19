package org.dbbench.threeen1.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextTable;
import org.junit.jupiter.api.Test;

/** The report from JMH records as a run writes them, for one machine and for several. */
class Threeen1ReportTest {
    private final Threeen1Report report = new Threeen1Report();

    @Test
    void oneMachineShowsEveryStoreTheOriginalLineAndTheChecks() {
        MachineRun run = machine("alpha", List.of(
                record("chronicle", true, 4, 3.2, 524, 56_991_483_520L, 0),
                record("memory", true, 4, 2.1, 524, 56_991_483_520L, 0),
                record("memory", false, 4, 2.6, 523, 56_991_483_520L, 0)));
        List<Table> tables = report.tables(List.of(run));
        String text = TextTable.render(tables);
        String notes = String.join("\n", tables.get(0).notes());
        assertTrue(text.lines().allMatch(l -> l.length() <= TextTable.MAIL_WIDTH), text);
        assertTrue(text.contains("3n+1 1..1,000,000, durability relaxed"), text);
        assertTrue(notes.contains("chronicle tuned: 1 1,000,000 4 250,000 524 56,991,483,520 3.20 2,168,700"
                + " 3,168,700 677,719 990,219"), notes);
        assertTrue(text.contains("INVALID memory defaults k=4: result 523, expected 524"), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("memory") && l.contains("defaults") && l.endsWith("INVALID")),
                text);
        assertTrue(text.contains("chronicle (relaxed): no log"), text);
        assertFalse(text.contains("Scaling"), "one k: no scaling table");
    }

    @Test
    void aRunThatFailedItsOwnChecksIsInvalidEvenWithRightNumbers() {
        MachineRun run = machine("alpha", List.of(record("memory", true, 4, 2.1, 524, 56_991_483_520L, 1)));
        String text = TextTable.render(report.tables(List.of(run)));
        assertTrue(text.contains("1 of 1 runs failed their own checks"), text);
    }

    @Test
    void aSweepGivesTheScalingCurveAndFlagsALoss() {
        List<JmhRecord> records = new ArrayList<>();
        double[] seconds = {4.0, 2.5, 2.4, 3.5};
        int[] ks = {1, 4, 16, 64};
        for (int i = 0; i < ks.length; i++) {
            records.add(record("chronicle", true, ks[i], seconds[i], 524, 56_991_483_520L, 0));
        }
        MachineRun run = machine("alpha", records);
        List<Table> tables = report.tables(List.of(run));
        Table scaling = tables.get(1);
        assertTrue(scaling.title().startsWith("Scaling: reads/s by workers k"), scaling::title);
        assertEquals(List.of("k", "chronicle tuned"), scaling.headers());
        assertEquals(List.of("64", "905,343"), scaling.rows().get(3));
        assertEquals(List.of("chronicle tuned: best at k=16; at k=64 31% below it (more than 20% lost)"),
                scaling.notes());
        List<Chart> charts = report.charts(List.of(run));
        assertEquals(List.of("threeen1-throughput-1-1000000-relaxed", "threeen1-scaling-1-1000000-relaxed"),
                charts.stream().map(Chart::id).toList());
        assertEquals(4, charts.get(1).series().get(0).points().size());
    }

    @Test
    void severalMachinesSideBySide() {
        MachineRun a = machine("alpha", List.of(record("memory", true, 4, 2.1, 524, 56_991_483_520L, 0)));
        MachineRun b = machine("beta", List.of(record("memory", true, 4, 3.3, 524, 56_991_483_520L, 0),
                record("chronicle", true, 4, 5.0, 524, 56_991_483_520L, 0)));
        List<Table> tables = report.tables(List.of(a, b));
        Table side = tables.get(tables.size() - 1);
        assertEquals(List.of("case (seconds)", "M1", "M2"), side.headers());
        assertEquals(List.of("chronicle tuned k=4 relaxed 1..1M", "-", "5.00"), side.rows().get(0));
        assertEquals(List.of("memory tuned k=4 relaxed 1..1M", "2.10", "3.30"), side.rows().get(1));
        assertTrue(side.notes().get(0).startsWith("M1 = alpha"), side.notes()::toString);
        String text = TextTable.render(tables);
        assertTrue(text.lines().allMatch(l -> l.length() <= TextTable.MAIL_WIDTH), text);
        assertTrue(text.contains("- alpha"), "per-machine tables name their machine");
    }

    private static MachineRun machine(String host, List<JmhRecord> records) {
        Map<String, Map<String, Object>> env = new LinkedHashMap<>();
        env.put("os", Map.of("host", host));
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("expected", Map.of("result", 524, "highest", 56_991_483_520L, "updates", 2_168_610));
        config.put("storeSettings", List.of(
                Map.of("store", "chronicle", "profile", "tuned", "durabilityAsked", "relaxed", "durability", "relaxed",
                        "statement", "no log; sync at transactions", "settings", Map.of("entries", "2710000")),
                Map.of("store", "memory", "profile", "tuned", "durabilityAsked", "relaxed", "durability", "none",
                        "statement", "nothing reaches storage", "settings", Map.of())));
        return new MachineRun(null, Environment.of(env), config, records);
    }

    /** A Threeen1Benchmark.run record of one measured run. */
    private static JmhRecord record(String store, boolean tuned, int k, double seconds, long result, long highest,
            int invalid) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("store", store);
        params.put("durability", "relaxed");
        params.put("tuned", String.valueOf(tuned));
        params.put("workers", String.valueOf(k));
        params.put("from", "1");
        params.put("to", "1000000");
        long reads = 3_168_700;
        long updates = 2_168_700;
        Map<String, Metric> s = new LinkedHashMap<>();
        s.put("readsPerSecond", events(reads / seconds));
        s.put("updatesPerSecond", events(updates / seconds));
        s.put("seconds", events(seconds));
        s.put("wallSeconds", events(seconds + 0.5));
        s.put("reads", events(reads));
        s.put("updates", events(updates));
        s.put("result", events(result));
        s.put("highest", events(highest));
        s.put("block", events(1_000_000 / k));
        s.put("invalid", events(invalid));
        s.put("resumed", events(0));
        return new JmhRecord(RunCase.BENCHMARK, "ss", 1, 1, "17", params, Metric.of(seconds + 0.6, Double.NaN, "s/op"), s);
    }

    /** An EVENTS counter of one run as JMH reports it: score = value, one sample, percentiles = value. */
    private static Metric events(double v) {
        TreeMap<Double, Double> p = new TreeMap<>();
        p.put(0.0, v);
        p.put(50.0, v);
        p.put(100.0, v);
        return new Metric(v, Double.NaN, "#", p, 1);
    }
}
