package org.dbbench.cli;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.jmh.ClockBenchmark;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.StudyReport;
import org.dbbench.core.report.Table;

/**
 * A study report registered for the CLI's in-process tests only (src/test/resources), over the
 * sampled ClockBenchmark: a column per machine and two charts, as the real studies make them, so
 * {@code bench report} is tested end to end through ServiceLoader without depending on a study.
 */
public final class ClockReport implements StudyReport {
    private static final double[] PERCENTILES = {50.0, 90.0, 99.0, 99.9, 100.0};

    @Override
    public String study() {
        return "clock";
    }

    @Override
    public boolean accepts(JmhRecord record) {
        return record.benchmark().startsWith(ClockBenchmark.class.getName()) && record.mode().equals("sample");
    }

    @Override
    public List<Table> tables(List<MachineRun> runs) {
        List<String> headers = new ArrayList<>(List.of("percentile"));
        runs.forEach(r -> headers.add(r.label()));
        Table.Builder t = Table.builder("nanoTime() latency (ns)", headers.toArray(new String[0]));
        for (double p : PERCENTILES) {
            List<String> row = new ArrayList<>(List.of("p" + p));
            runs.forEach(r -> row.add(String.format(java.util.Locale.ROOT, "%.0f", r.records().get(0).primary().percentile(p))));
            t.row(row);
        }
        return List.of(t.note("one System.nanoTime() call per operation").build());
    }

    @Override
    public List<Chart> charts(List<MachineRun> runs) {
        List<Chart.Series> lines = new ArrayList<>();
        List<Chart.Series> bars = new ArrayList<>();
        for (MachineRun r : runs) {
            List<Chart.Point> pts = new ArrayList<>();
            for (double p : PERCENTILES) {
                pts.add(new Chart.Point(null, p, r.records().get(0).primary().percentile(p)));
            }
            lines.add(new Chart.Series(r.label(), pts));
            bars.add(new Chart.Series(r.label(),
                    List.of(new Chart.Point("p50", 0, r.records().get(0).primary().percentile(50.0)))));
        }
        return List.of(
                new Chart("percentiles", "nanoTime() latency by percentile", "percentile", "ns", Chart.Kind.LINE,
                        false, true, lines),
                new Chart("median", "nanoTime() median", "machine", "ns", Chart.Kind.BAR, false, false, bars));
    }
}
