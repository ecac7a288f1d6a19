package org.dbbench.core.testing;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.machine.ClockBenchmark;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.JmhResultsTable;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.StudyReport;
import org.dbbench.core.report.Table;

/**
 * A study report for tests, over ClockBenchmark's sampled clock reads: a table with a column per
 * run (what the real studies do for 1..N machines), a line chart of percentiles with a series per
 * run and a bar chart of the median per run.
 */
public class ClockStudyReport implements StudyReport {
    public static final double[] PERCENTILES = {50.0, 90.0, 99.0, 99.9, 100.0};

    @Override
    public String study() {
        return "clock";
    }

    @Override
    public boolean accepts(JmhRecord record) {
        return record.benchmark().startsWith(ClockBenchmark.class.getName());
    }

    @Override
    public List<Table> tables(List<MachineRun> runs) {
        List<String> headers = new ArrayList<>(List.of("percentile"));
        runs.forEach(r -> headers.add(r.label()));
        Table.Builder t = Table.builder("nanoTime() latency (ns)", headers.toArray(new String[0]));
        for (double p : PERCENTILES) {
            List<String> row = new ArrayList<>(List.of("p" + p));
            runs.forEach(r -> row.add(JmhResultsTable.number(sample(r).primary().percentile(p))));
            t.row(row);
        }
        return List.of(t.note("one clock read per operation").build());
    }

    @Override
    public List<Chart> charts(List<MachineRun> runs) {
        List<Chart.Series> lines = new ArrayList<>();
        List<Chart.Series> bars = new ArrayList<>();
        for (MachineRun r : runs) {
            List<Chart.Point> pts = new ArrayList<>();
            for (double p : PERCENTILES) {
                pts.add(new Chart.Point(null, p, sample(r).primary().percentile(p)));
            }
            lines.add(new Chart.Series(r.label(), pts));
            bars.add(new Chart.Series(r.label(),
                    List.of(new Chart.Point("p50", 0, sample(r).primary().percentile(50.0)))));
        }
        return List.of(
                new Chart("percentiles", "nanoTime() latency by percentile", "percentile", "ns", Chart.Kind.LINE,
                        false, true, lines),
                new Chart("median", "nanoTime() median", "run", "ns", Chart.Kind.BAR, false, false, bars));
    }

    private static JmhRecord sample(MachineRun r) {
        return r.records().stream().filter(x -> x.mode().equals("sample")).findFirst()
                .orElseThrow(() -> new IllegalStateException("no sampled record in " + r.source()));
    }
}
