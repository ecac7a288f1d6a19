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
        String original = "  chronicle tuned: 1 1,000,000 4 250,000 524 56,991,483,520 3.20 2,168,700"
                + " 3,168,700 677,719 990,219";
        // the original's line is one line, however long its numbers: a script reads it line by line
        assertTrue(text.lines().anyMatch(original::equals), text);
        assertTrue(original.length() > TextTable.MAIL_WIDTH, "a line the 72-column rule would have wrapped");
        // everything else keeps to a mail's width
        assertTrue(fitsAMail(text, tables), text);
        assertTrue(text.contains("3n+1 1..1,000,000, durability relaxed"), text);
        assertTrue(notes.contains(original), notes);
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
        assertTrue(text.contains("1 of 1 run failed their own checks"), text);
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
        // one run per point: no range to separate, so k=16 is not marked the peak and the knee
        assertEquals(List.of("16", "1,320,292"), scaling.rows().get(2), "no P or K: " + scaling.rows());
        assertEquals(List.of("Medians of each case's runs (JMH forks or iterations); their spread is in the table"
                + " above. P = the peak (most"
                + " reads/s); K = the knee: the last k before throughput falls more than 10% below the peak. Each is"
                + " marked only where the range of its runs' reads/s separates from its neighbours' (one run has no"
                + " range).", "chronicle tuned: peak at k=16 (not resolved: runs overlap a neighbour's), knee at k=16"
                + " (not resolved: runs overlap a neighbour's); at k=64 31% below the peak (more than 20% lost)"),
                scaling.notes());
        List<Chart> charts = report.charts(List.of(run));
        assertEquals(List.of("threeen1-seconds-1-1000000-relaxed", "threeen1-scaling-1-1000000-relaxed"),
                charts.stream().map(Chart::id).toList());
        assertEquals(4, charts.get(1).series().get(0).points().size());
        Chart secondsChart = charts.get(0);
        assertEquals(List.of(4.0, 2.5, 2.4, 3.5), secondsChart.series().get(0).points().stream().map(Chart.Point::y).toList());
        assertFalse(secondsChart.logY(), "4.0 / 2.4 s: a linear axis");
    }

    @Test
    void theSecondsChartShowsEachCasesSpreadOnALogAxisPastTenfold() {
        JmhRecord sqlite = repeated(record("chronicle", true, 4, 35.0, 524, 56_991_483_520L, 0),
                new double[] {34.0, 35.0, 41.0}, new double[] {0.1, 0.1, 0.1}, new double[] {0.01, 0.01, 0.01});
        JmhRecord floor = repeated(record("memory", true, 4, 2.05, 524, 56_991_483_520L, 0),
                new double[] {2.0, 2.05, 2.1}, new double[] {0.1, 0.1, 0.1}, new double[] {0.3, 0.3, 0.3});
        Chart one = report.charts(List.of(machine("alpha", List.of(sqlite, floor)))).get(0);
        assertTrue(one.logY(), "35 s against 2.05 s: more than 10x, a log axis");
        Chart.Point slow = one.series().get(0).points().get(0);
        assertEquals(35.0, slow.y(), 1e-9);
        assertEquals(34.0, slow.low(), 1e-9);
        assertEquals(41.0, slow.high(), 1e-9);
        List<Chart> two = report.charts(List.of(machine("alpha", List.of(floor)), machine("beta", List.of(floor))));
        assertEquals(List.of("threeen1-seconds-1-1000000-relaxed-M1", "threeen1-seconds-1-1000000-relaxed-M2"),
                two.stream().map(Chart::id).toList(), "one chart per machine: a bar and its markers overlap");
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
        assertTrue(fitsAMail(text, tables), text);
        assertTrue(text.contains("- alpha"), "per-machine tables name their machine");
    }

    @Test
    void repeatedRunsShowTheMedianTheSpreadAndTheLikelyCauseOfAWideOne() {
        // h2-like: 26.0, 28.0 and 35.7 s, the slow run with other processes busy on 1.4 of 2 CPUs
        JmhRecord noisy = repeated(record("chronicle", true, 4, 29.9, 524, 56_991_483_520L, 0),
                new double[] {26.0, 28.0, 35.7}, new double[] {0.1, 0.2, 1.4}, new double[] {0.01, 0.01, 0.01});
        // memory: 2.0, 2.05, 2.1 s: 5% apart, not marked
        JmhRecord quiet = repeated(record("memory", true, 4, 2.05, 524, 56_991_483_520L, 0),
                new double[] {2.0, 2.05, 2.1}, new double[] {0.1, 0.1, 0.1}, new double[] {0.3, 0.3, 0.3});
        List<Table> tables = report.tables(List.of(machine("alpha", List.of(noisy, quiet))));
        Table stores = tables.get(0);
        assertEquals(List.of("store", "profile", "k", "seconds", "spread", "wall s", "reads/s", "check"),
                stores.headers());
        assertEquals(List.of("chronicle", "tuned", "4", "28.00", "35%^"), stores.rows().get(0).subList(0, 5));
        assertEquals(List.of("memory", "tuned", "4", "2.05", "5%"), stores.rows().get(1).subList(0, 5));
        String notes = String.join("\n", stores.notes());
        assertTrue(notes.contains("^ chronicle tuned k=4 35%: other load on the machine (other processes used 1.4"
                + " of 2 CPUs in the slowest run, 0.1 in the fastest; load avg up to 3.0)"), notes);
        assertFalse(notes.contains("widest case"), "one case is its own widest: " + notes);
        assertFalse(notes.contains("memory tuned k=4"), "a narrow spread gets no cause: " + notes);
        String text = TextTable.render(tables);
        assertTrue(fitsAMail(text, tables), text);
    }

    @Test
    void repeatedRunsWhoseMeanCountsAreNotWholeNumbersAreStillValid() {
        // three runs of 1..1,000,000 whose reads and updates sums are not divisible by 3: the means'
        // difference is 999,999.9999999998 in doubles, but every run's reads - updates is exact
        JmhRecord r = repeated(record("memory", true, 4, 2.05, 524, 56_991_483_520L, 0),
                new double[] {2.0, 2.05, 2.1}, new double[] {0.1, 0.1, 0.1}, new double[] {0.3, 0.3, 0.3});
        Map<String, Metric> s = new LinkedHashMap<>(r.secondary());
        s.put("reads", raw(new double[] {2_355_411, 2_355_412, 2_355_412}));
        s.put("updates", raw(new double[] {1_355_411, 1_355_412, 1_355_412}));
        s.put("invalid", raw(new double[] {0, 0, 0}));
        s.put("result", raw(new double[] {524, 524, 524}));
        s.put("highest", raw(new double[] {56_991_483_520L, 56_991_483_520L, 56_991_483_520L}));
        JmhRecord three = new JmhRecord(r.benchmark(), r.mode(), 1, 3, "17", r.params(), r.primary(), s);
        Table stores = report.tables(List.of(machine("alpha", List.of(three)))).get(0);
        assertEquals("ok", stores.rows().get(0).get(stores.rows().get(0).size() - 1), String.join("\n", stores.notes()));

        s.put("updates", raw(new double[] {1_355_411, 1_355_412, 1_355_413}));
        JmhRecord lost = new JmhRecord(r.benchmark(), r.mode(), 1, 3, "17", r.params(), r.primary(), s);
        Table bad = report.tables(List.of(machine("alpha", List.of(lost)))).get(0);
        assertEquals("INVALID", bad.rows().get(0).get(bad.rows().get(0).size() - 1), "one run off by one is caught");
    }

    /** The record with one raw value per run (one fork each) for seconds and the recorded facts. */
    private static JmhRecord repeated(JmhRecord r, double[] seconds, double[] otherCpus, double[] gc) {
        Map<String, Metric> s = new LinkedHashMap<>(r.secondary());
        s.put("seconds", raw(seconds));
        Map<String, double[]> facts = new LinkedHashMap<>();
        for (String name : org.dbbench.core.stats.RunConditions.METRICS.keySet()) {
            facts.put(name, new double[] {0, 0, 0});
        }
        facts.put("runCpus", new double[] {2, 2, 2});
        facts.put("runLoadAverage", new double[] {2.0, 2.1, 3.0});
        facts.put("runOtherCpus", otherCpus);
        facts.put("runGcShare", gc);
        facts.forEach((name, v) -> s.put(name, raw(v)));
        return new JmhRecord(r.benchmark(), r.mode(), 1, seconds.length, "17", r.params(), r.primary(), s);
    }

    private static Metric raw(double[] perRun) {
        List<List<Double>> forks = new ArrayList<>();
        double sum = 0;
        for (double v : perRun) {
            forks.add(List.of(v));
            sum += v;
        }
        double[] sorted = perRun.clone();
        java.util.Arrays.sort(sorted);
        TreeMap<Double, Double> p = new TreeMap<>();
        p.put(0.0, sorted[0]);
        p.put(50.0, sorted[sorted.length / 2]);
        p.put(100.0, sorted[sorted.length - 1]);
        return new Metric(sum, Double.NaN, "#", p, perRun.length, forks);
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

    /** Every line within a mail's width but the original's lines, which are whole, however long. */
    private static boolean fitsAMail(String text, List<Table> tables) {
        return text.lines().allMatch(l -> l.length() <= TextTable.MAIL_WIDTH
                || tables.stream().anyMatch(t -> t.wholeNotes().contains(l)));
    }
}
