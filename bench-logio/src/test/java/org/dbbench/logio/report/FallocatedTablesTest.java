package org.dbbench.logio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.junit.jupiter.api.Test;

/**
 * The fallocated state beside the zero-filled one: each fallocated case next to its preallocated twin
 * (same method, size, start, cache), the difference computed from the two means, in the summary.
 */
class FallocatedTablesTest {

    /** The sample run plus a fallocated copy of every write case, 1.5 times as slow. */
    private static MachineRun withFallocated() {
        MachineRun run = SampleRun.load();
        List<JmhRecord> records = new ArrayList<>(run.records());
        for (JmhRecord r : run.records()) {
            if (r.benchmark().equals(Cases.WRITE) && "preallocated".equals(r.param("fileState"))) {
                Map<String, String> params = new HashMap<>(r.params());
                params.put("fileState", "fallocated");
                Metric m = r.primary();
                records.add(new JmhRecord(r.benchmark(), r.mode(), r.threads(), r.forks(), r.jdkVersion(), params,
                        new Metric(m.score() * 1.5, 0, m.unit(), m.percentiles(), m.samples()), r.secondary()));
            }
        }
        return new MachineRun(run.source(), run.env(), run.config(), records);
    }

    @Test
    void everyFallocatedCaseBesideItsZeroFilledTwin() {
        MachineRun run = withFallocated();
        Cases cases = Cases.of(run.records());
        List<Table> tables = FallocatedTables.build(cases, new Honesty(run.env(), cases), "", List.of());
        assertEquals(1, tables.size());
        Table t = tables.get(0);
        long fallocated = cases.writes.stream().filter(w -> "fallocated".equals(w.fileState())).count();
        assertTrue(fallocated > 0);
        assertEquals(fallocated, t.rows().size());
        for (List<String> row : t.rows()) {
            assertTrue(row.get(3).equals("+50.0%") || row.get(3).equals("~+50.0%"), row.toString());
        }
        assertTrue(t.notes().contains(Honesty.TURN_NOTE), "the sample's VM says it rotates: marks explained");
        String text = new LogioReport().tables(List.of(run)).stream().map(Table::title).toList().toString();
        assertTrue(text.contains("File state: fallocated vs preallocated"), text);
        assertTrue(text.contains(", fallocated, warm cache"), "the 2004 table per file state: " + text);
    }

    @Test
    void noFallocatedCasesNoTable() {
        MachineRun run = SampleRun.load();
        Cases cases = Cases.of(run.records());
        assertEquals(List.of(), FallocatedTables.build(cases, new Honesty(run.env(), cases), "", List.of()));
    }
}
