package org.dbbench.threeen1.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;

/** The per-operation table: each store's mean time per read and per update, from StoreOpsBenchmark. */
final class OperationCosts {
    static final String BENCHMARK = "org.dbbench.threeen1.jmh.StoreOpsBenchmark.";

    private OperationCosts() {
    }

    /** Null when the run has no per-operation results. */
    static Table table(MachineRun run, String machine) {
        Map<String, Map<String, Metric>> rows = new LinkedHashMap<>();
        for (JmhRecord r : run.records()) {
            if (r.benchmark().startsWith(BENCHMARK)) {
                String key = r.param("store") + " " + ("true".equals(r.param("tuned")) ? "tuned" : "defaults") + " "
                        + r.param("durability") + (r.threads() > 1 ? " " + r.threads() + " threads" : "");
                rows.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(r.method(), r.primary());
            }
        }
        if (rows.isEmpty()) {
            return null;
        }
        Table.Builder t = Table.builder("Cost per operation (mean, +- 99.9% error)" + machine,
                "store", "read", "update");
        rows.forEach((key, m) -> t.row(key, cell(m.get("read")), cell(m.get("update"))));
        t.note("Keys and values encoded beforehand (no codec); an update rewrites a stored entry.");
        return t.build();
    }

    private static String cell(Metric m) {
        if (m == null) {
            return "-";
        }
        String err = Double.isNaN(m.error()) ? "" : String.format(Locale.ROOT, " ± %.2f", m.error());
        return String.format(Locale.ROOT, "%.2f", m.score()) + err + " " + m.unit();
    }

}
