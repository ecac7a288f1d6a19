package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.Table;

/** Group commit: commits/s, commits and bytes per sync, and commit latency, by thread count. */
final class GroupCommitTables {
    private GroupCommitTables() {
    }

    static List<Cases.Group> sorted(Cases cases) {
        List<Cases.Group> groups = new ArrayList<>(cases.groups);
        groups.sort(Comparator.comparing(Cases.Group::method).thenComparingInt(Cases.Group::recordBytes)
                .thenComparingInt(Cases.Group::threads).thenComparing(Cases.Group::pad));
        return groups;
    }

    static List<Table> build(Cases cases, Honesty honesty, String machine, List<String> runNotes) {
        Map<String, List<Cases.Group>> byLog = new LinkedHashMap<>();
        for (Cases.Group g : sorted(cases)) {
            byLog.computeIfAbsent(g.method() + "|" + g.recordBytes() + "|" + g.alignment(), k -> new ArrayList<>()).add(g);
        }
        List<Table> tables = new ArrayList<>();
        byLog.values().forEach(groups -> {
            Cases.Group any = groups.get(0);
            Table.Builder t = Table.builder("Group commit: " + any.method() + ", " + any.recordBytes()
                    + "-byte records, one shared log" + machine,
                    "Threads", "pad", "commits/s", "commits/sync", "bytes/sync", "p50 us", "p99 us");
            StringBuilder seen = new StringBuilder();
            for (Cases.Group g : groups) {
                String marks = honesty.marks(g.method(), g.metric());
                seen.append(marks);
                t.row(String.valueOf(g.threads()), g.pad() ? "yes" : "no", Units.whole(g.commitsPerSecond()),
                        Units.sig(g.commitsPerSync()), Units.whole(g.bytesPerSync()),
                        Units.sig(Units.micros(g.metric().percentile(50.0), g.metric().unit()))
                                + (marks.isEmpty() ? "" : " " + marks),
                        Units.sig(Units.micros(g.metric().percentile(99.0), g.metric().unit())));
            }
            runNotes.forEach(t::note);
            t.note("A leader flushes what has gathered while the others wait (Derby's LogAccessFile); at most"
                    + " 32K per flush, Derby's log buffer.");
            t.note("commits/s = threads / mean commit latency (each thread always has one commit in flight).");
            t.note("pad = each flush padded with zeros to " + any.alignment() + " bytes and the next one started"
                    + " on the boundary; bytes/sync counts the padding.");
            Honesty.notesFor(seen.toString()).forEach(t::note);
            tables.add(t.build());
        });
        return tables;
    }
}
