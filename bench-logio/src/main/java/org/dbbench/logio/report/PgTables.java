package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.Table;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.write.SyncMethod;

/** pg_test_fsync's form: per group of commits, each method's ops/sec and usecs/op (from the mean). */
final class PgTables {
    private PgTables() {
    }

    static List<Table> build(Cases cases, Honesty honesty, String machine, List<String> runNotes) {
        Map<String, List<Cases.Pg>> byGroup = new LinkedHashMap<>();
        List<Cases.Pg> sorted = new ArrayList<>(cases.pgs);
        sorted.sort(Comparator.comparingInt((Cases.Pg p) -> patternOrder(p.pattern()))
                .thenComparingInt(p -> methodOrder(p.method())));
        for (Cases.Pg p : sorted) {
            PgPattern pattern = PgPattern.byName(p.pattern());
            if (pattern != null) {
                byGroup.computeIfAbsent(pattern.group(), k -> new ArrayList<>()).add(p);
            }
        }
        List<Table> tables = new ArrayList<>();
        byGroup.forEach((group, pgs) -> {
            Table.Builder t = Table.builder("pg_test_fsync form: " + group + machine,
                    "Method", "Commit", "ops/sec", "usecs/op");
            StringBuilder seen = new StringBuilder();
            for (Cases.Pg p : pgs) {
                double usecs = Units.micros(p.metric().score(), p.metric().unit());
                String marks = honesty.marks(p.method(), p.metric());
                seen.append(marks);
                PgPattern pattern = PgPattern.byName(p.pattern());
                t.row(p.method(), pattern.writes() + "x" + pattern.sizeKb() + "kB",
                        Units.sig(1e6 / usecs), Units.whole(usecs) + (marks.isEmpty() ? "" : " " + marks));
            }
            runNotes.forEach(t::note);
            t.note("One op = one commit: " + (pgs.isEmpty() ? "" : describe(pgs)) + "; ops/sec = 1e6 / usecs/op"
                    + " (the mean). Writes rewrite the start of a 16MB file in place, as pg_test_fsync does.");
            Honesty.notesFor(seen.toString()).forEach(t::note);
            tables.add(t.build());
        });
        return tables;
    }

    private static String describe(List<Cases.Pg> pgs) {
        PgPattern p = PgPattern.byName(pgs.get(0).pattern());
        return p.syncEach() ? "the writes, each made durable" : "the writes, then one sync (O_DSYNC/O_SYNC methods"
                + " sync each write)";
    }

    private static int patternOrder(String name) {
        PgPattern p = PgPattern.byName(name);
        return p == null ? Integer.MAX_VALUE : p.ordinal();
    }

    private static int methodOrder(String name) {
        SyncMethod m = SyncMethod.byName(name);
        return m == null ? Integer.MAX_VALUE : m.ordinal();
    }
}
