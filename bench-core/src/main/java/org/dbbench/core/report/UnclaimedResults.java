package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.dbbench.core.jmh.JmhRecord;

/**
 * JMH results no study claims (a plain {@code bench jmh} run, a benchmark newer than this jar's
 * studies) side by side: a row per benchmark, parameters and mode, a column per run. Nothing a run
 * measured is dropped from a report for want of a study that knows it.
 */
final class UnclaimedResults {
    static final String NAME = "other JMH results";

    private UnclaimedResults() {
    }

    static Table table(List<MachineRun> runs) {
        if (runs.size() == 1) {
            List<JmhRecord> records = runs.get(0).records();
            return JmhResultsTable.of("JMH results (" + records.size() + ")", records);
        }
        Map<String, String> units = new LinkedHashMap<>();
        List<Map<String, JmhRecord>> byRun = new ArrayList<>();
        for (MachineRun r : runs) {
            Map<String, JmhRecord> m = new LinkedHashMap<>();
            for (JmhRecord rec : r.records()) {
                String key = key(rec);
                m.put(key, rec);
                units.putIfAbsent(key, rec.primary().unit());
            }
            byRun.add(m);
        }
        List<String> headers = new ArrayList<>(List.of("Benchmark (mode, unit)"));
        runs.forEach(r -> headers.add(r.label()));
        Table.Builder t = Table.builder("JMH results, side by side", headers.toArray(new String[0]));
        for (var e : units.entrySet()) {
            List<String> row = new ArrayList<>(List.of(e.getKey() + ", " + e.getValue()));
            for (Map<String, JmhRecord> m : byRun) {
                JmhRecord rec = m.get(e.getKey());
                row.add(rec == null ? "-" : scoreWithError(rec));
            }
            t.row(row);
        }
        return t.note("Score ± JMH's 99.9% confidence half-width (n/a: too few samples); '-': not measured"
                + " in that run.").build();
    }

    private static String key(JmhRecord r) {
        String params = r.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
        return r.className() + "." + r.method() + (params.isEmpty() ? "" : " " + params) + " (" + r.mode() + ")";
    }

    private static String scoreWithError(JmhRecord r) {
        String score = JmhResultsTable.number(r.primary().score());
        double err = r.primary().error();
        return Double.isNaN(err) ? score + " ± n/a" : score + " ± " + JmhResultsTable.number(err);
    }
}
