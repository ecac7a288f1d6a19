package org.dbbench.threeen1.report;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.report.Table;

/**
 * The per-operation table: each store's time per read and per update from StoreOpsBenchmark, the
 * median of its forks with their spread.
 */
final class OperationCosts {
    static final String BENCHMARK = "org.dbbench.threeen1.jmh.StoreOpsBenchmark.";

    private OperationCosts() {
    }

    /** Null when the run has no per-operation results. */
    static Table table(MachineRun run, String machine) {
        Map<String, Map<String, JmhRecord>> rows = new LinkedHashMap<>();
        for (JmhRecord r : run.records()) {
            if (r.benchmark().startsWith(BENCHMARK)) {
                String key = r.param("store") + " " + ("true".equals(r.param("tuned")) ? "tuned" : "defaults") + " "
                        + r.param("durability") + (r.threads() > 1 ? " " + r.threads() + " threads" : "");
                rows.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(r.method(), r);
            }
        }
        if (rows.isEmpty()) {
            return null;
        }
        Table.Builder t = Table.builder("Cost per operation (median of runs, spread)" + machine,
                "store", "read", "update");
        rows.forEach((key, m) -> t.row(key, cell(m.get("read")), cell(m.get("update"))));
        t.note("Keys and values encoded beforehand (no codec); an update rewrites a stored entry.");
        t.note(Repeats.legend("JMH forks, each the mean of its iterations"));
        rows.forEach((key, m) -> m.forEach((op, r) -> {
            Repeats runs = Repeats.perFork(r, r.primary(), v -> v);
            if (runs.wide()) {
                t.note("  " + runs.note(key + " " + op, OperationCosts::number, " " + r.primary().unit()));
            }
        }));
        return t.build();
    }

    private static String cell(JmhRecord r) {
        if (r == null) {
            return "-";
        }
        Repeats runs = Repeats.perFork(r, r.primary(), v -> v);
        return runs.withSpread(number(runs.median())) + " " + r.primary().unit();
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
