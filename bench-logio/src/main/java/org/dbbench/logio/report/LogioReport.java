package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.StudyReport;
import org.dbbench.core.report.Table;

/**
 * The log-write study's tables and charts, for one run (bench logio's summary) or several machines
 * side by side (bench report). Per run: what the device is and what to trust; the 2004 table per
 * sync method, file state and cache, also ordered by gain; pg_test_fsync's ops/sec and usecs/op;
 * latency percentiles of every case; group commit. All from the one set of JMH results.
 */
public final class LogioReport implements StudyReport {
    /** config.json key of the rate part's saturation limit in ms (--p99-limit-ms). */
    public static final String P99_LIMIT_KEY = RateTables.P99_LIMIT_KEY;

    @Override
    public String study() {
        return "logio";
    }

    @Override
    public boolean accepts(JmhRecord record) {
        return record.benchmark().startsWith(Cases.PACKAGE);
    }

    @Override
    public List<Table> tables(List<MachineRun> runs) {
        List<Table> tables = new ArrayList<>();
        List<Cases> all = new ArrayList<>();
        for (MachineRun run : runs) {
            Cases cases = Cases.of(run.records());
            all.add(cases);
            if (cases.isEmpty() && run.records().stream().noneMatch(this::accepts)) {
                continue;
            }
            String machine = runs.size() > 1 ? " - " + run.label() : "";
            Honesty honesty = new Honesty(run.env(), cases);
            List<String> runNotes = honesty.memoryBacked() ? List.of(honesty.memoryWarning()) : List.of();
            // a quick run answers the 2004 question; percentiles and stalls stay in its hlogs for bench report
            boolean quick = run.config() != null && Boolean.TRUE.equals(run.config().get("quick"));
            tables.add(DeviceTable.build(run, cases, honesty, machine));
            tables.addAll(OriginalTables.build(cases, honesty, machine, runNotes, quick));
            tables.addAll(FallocatedTables.build(cases, honesty, machine, runNotes));
            tables.addAll(PgTables.build(cases, honesty, machine, runNotes));
            if (!quick) {
                tables.addAll(PercentileTables.build(cases, honesty, machine, runNotes));
            }
            tables.addAll(GroupCommitTables.build(cases, honesty, machine, runNotes));
            tables.addAll(NonWriteDescriptorTables.build(run, machine, runNotes));
            tables.addAll(RateTables.build(run, machine, runNotes));
            if (!quick) {
                tables.addAll(StallTables.build(run, machine, runNotes));
            }
        }
        if (runs.size() > 1) {
            tables.addAll(SideBySide.build(runs, all));
        }
        return tables;
    }

    @Override
    public List<Chart> charts(List<MachineRun> runs) {
        List<Cases> all = runs.stream().map(r -> Cases.of(r.records())).toList();
        List<Chart> charts = new ArrayList<>(LogioCharts.build(runs, all));
        charts.addAll(TimeCharts.build(runs));
        return charts;
    }
}
