package org.dbbench.logio.report;

import java.util.List;
import org.dbbench.core.Plural;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.logio.time.LatencyHistory;
import org.dbbench.logio.time.Stalls;
import org.dbbench.logio.write.SyncMethod;

/**
 * Stalls per case, from the cases' latency logs: operations slower than 10x their case's median, how
 * many, the worst, and the seconds of the case they happened in; with what logging every latency costs.
 */
final class StallTables {
    static final String RECORDING_COST = Cases.PACKAGE + "RecordingCostBenchmark.timeAndRecord";

    private StallTables() {
    }

    static List<Table> build(MachineRun run, String machine, List<String> runNotes) {
        List<JmhRecord> logged = RunFiles.logged(run);
        Metric cost = recordingCost(run);
        if (logged.isEmpty() && cost == null) {
            return List.of();
        }
        Table.Builder t = Table.builder("Stalls: operations over " + Stalls.FACTOR + "x their case's median"
                + machine, "Case", "n", "p50 us", "stalls", "worst us", "at s");
        double fastestMedianNs = Double.NaN;
        int withStalls = 0;
        for (JmhRecord r : logged) {
            LatencyHistory h = RunFiles.history(run, r);
            Stalls s = Stalls.of(h);
            if (s.operations() == 0) {
                continue;
            }
            withStalls += s.count() > 0 ? 1 : 0;
            if (durable(r)) {
                fastestMedianNs = Double.isNaN(fastestMedianNs) ? s.median() : Math.min(fastestMedianNs, s.median());
            }
            t.row(CaseLabel.of(r), String.valueOf(s.operations()), Units.sig(s.median() / 1e3),
                    String.valueOf(s.count()), s.count() == 0 ? "-" : Units.sig(s.worst() / 1e3),
                    s.count() == 0 ? "-" : String.valueOf(s.worstAtSecond()));
        }
        runNotes.forEach(t::note);
        t.note("From each case's latency log (hlog/<case>.hlog in the bundle: every measured operation, 1 s"
                + " intervals, HdrHistogram, 3 significant digits). " + withStalls + " of " + Plural.of(logged.size(), "case")
                + " stalled.");
        t.note("stalls: operations slower than " + Stalls.FACTOR + "x the case's median (p50); worst: the slowest"
                + " of them; at s: the second of the measured time it happened in (the hlog has every second).");
        if (cost != null) {
            double ns = Units.micros(cost.score(), cost.unit()) * 1000;
            t.note("Logging each latency (2 nanoTime calls + a wait-free HdrHistogram record) costs "
                    + Units.sig(ns) + " ns per operation (JMH, batches of a million)" + (Double.isNaN(fastestMedianNs) ? ""
                    : ", " + Units.percent(ns / fastestMedianNs * 100) + " of the fastest durable case's median")
                    + "; it is inside every measured time.");
        }
        return List.of(t.build());
    }

    /** A case whose operation ends durable (not nosync, sync-file-range or pg's write-close). */
    private static boolean durable(JmhRecord r) {
        if ("write-close".equals(r.param("order"))) {
            return false;
        }
        String method = r.param("method") != null ? r.param("method") : r.param("groupMethod");
        SyncMethod m = method == null ? null : SyncMethod.byName(method);
        return m == null ? r.param("order") != null : m.durable();
    }

    static Metric recordingCost(MachineRun run) {
        return run.records().stream().filter(r -> r.benchmark().equals(RECORDING_COST)).map(JmhRecord::primary)
                .findFirst().orElse(null);
    }
}
