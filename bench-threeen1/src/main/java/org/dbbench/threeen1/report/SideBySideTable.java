package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.workload.Format;

/** Several machines' 3n+1 runs side by side: one row per case, one column of seconds per machine. */
final class SideBySideTable {
    private SideBySideTable() {
    }

    /** One row per case, one column of seconds per machine (M1, M2... named in the notes). */
    static Table table(List<MachineRun> runs) {
        List<Map.Entry<Integer, RunCase>> all = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            for (RunCase c : Threeen1Report.cases(runs.get(i))) {
                all.add(Map.entry(i, c));
            }
        }
        all.sort(Comparator.comparing(e -> e.getValue(), Threeen1Report.CASE_ORDER));
        Map<String, Map<Integer, RunCase>> rows = new LinkedHashMap<>();
        for (Map.Entry<Integer, RunCase> e : all) {
            RunCase c = e.getValue();
            String key = c.store() + " " + c.profile() + " k=" + c.workers() + " " + c.durability()
                    + (c.from() == 1 ? " 1.." + compact(c.to()) : " " + compact(c.from()) + ".." + compact(c.to()));
            rows.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(e.getKey(), c);
        }
        if (rows.isEmpty()) {
            return null;
        }
        List<String> headers = new ArrayList<>(List.of("case (seconds)"));
        for (int i = 0; i < runs.size(); i++) {
            headers.add("M" + (i + 1));
        }
        Table.Builder t = Table.builder("3n+1 side by side: measured seconds per machine",
                headers.toArray(new String[0]));
        rows.forEach((key, byMachine) -> {
            List<String> row = new ArrayList<>(List.of(key));
            for (int i = 0; i < runs.size(); i++) {
                RunCase c = byMachine.get(i);
                row.add(c == null ? "-" : c.secondsRuns().withSpread(Format.seconds(c.seconds())) + (c.valid() ? "" : "!"));
            }
            t.row(row);
        });
        for (int i = 0; i < runs.size(); i++) {
            t.note("M" + (i + 1) + " = " + runs.get(i).label());
        }
        t.note("Median seconds (spread: (slowest - fastest) / median; " + Repeats.MARK + " = wider than 10%,"
                + " causes in that machine's table). ! = INVALID (failed its checks; see that machine's table).");
        return t.build();
    }

    /** 1000000 -> 1M, 30000 -> 30k: short row labels. */
    static String compact(long n) {
        if (n % 1_000_000 == 0) {
            return n / 1_000_000 + "M";
        }
        if (n % 1_000 == 0) {
            return n / 1_000 + "k";
        }
        return Format.thousands(n);
    }

}
