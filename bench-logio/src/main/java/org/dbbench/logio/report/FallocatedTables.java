package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.report.Table;

/**
 * Does a fallocated log perform like a zero-filled one? Every write case in the fallocated state beside
 * the same case in the preallocated state (Derby's zero-filled, synced file): both means and the
 * difference. Space reserved with fallocate(2) is "unwritten": the first write into each extent makes
 * the file system mark it written, metadata the next sync has to make durable, which a zero-filled
 * file never needs.
 */
final class FallocatedTables {
    static final String FALLOCATED = "fallocated";
    static final String PREALLOCATED = "preallocated";

    private FallocatedTables() {
    }

    static List<Table> build(Cases cases, Honesty honesty, String machine, List<String> runNotes) {
        Map<String, Cases.Write> zeroFilled = new HashMap<>();
        for (Cases.Write w : cases.writes) {
            if (PREALLOCATED.equals(w.fileState())) {
                zeroFilled.put(twinKey(w), w);
            }
        }
        Table.Builder t = Table.builder("File state: fallocated vs preallocated, msec per write" + machine,
                "Case", "preallocated", "fallocated", "difference");
        boolean several = false;
        String cache = null;
        List<String[]> rows = new ArrayList<>();
        for (List<OriginalTables.Pair> pairs : OriginalTables.groups(cases).values()) {
            for (OriginalTables.Pair p : pairs) {
                for (Cases.Write f : new Cases.Write[] {p.aligned(), p.nonAligned()}) {
                    if (f == null || !FALLOCATED.equals(f.fileState())) {
                        continue;
                    }
                    Cases.Write z = zeroFilled.get(twinKey(f));
                    if (z == null) {
                        continue;
                    }
                    several |= cache != null && !cache.equals(f.cache());
                    cache = f.cache();
                    rows.add(row(f, z, honesty));
                }
            }
        }
        if (rows.isEmpty()) {
            return List.of();
        }
        boolean withCache = several;
        String marks = "";
        for (String[] r : rows) {
            t.row(withCache ? r[0] + " " + r[4] : r[0], r[1], r[2], r[3]);
            marks += r[1] + r[2];
        }
        runNotes.forEach(t::note);
        t.note("fallocated: the log file's space reserved with fallocate(2) and synced, never written (unwritten"
                + " extents read as zeros); preallocated: zeros written and synced first (Derby's way).");
        t.note("difference: (fallocated - preallocated) / preallocated, means of one write + its sync; ~ = within"
                + " JMH's 99.9% error of the two means (noise). Case: method, Buffer-Size, A = aligned,"
                + " N = non-aligned" + (withCache ? ", cache." : "."));
        t.note("A write into an unwritten extent makes the file system convert it: metadata that the next"
                + " fdatasync must also make durable, so expect the difference where the sync covers it.");
        if (marks.contains(Honesty.TURN_MARK)) {
            t.note(Honesty.TURN_NOTE);
        }
        if (marks.contains(Honesty.NO_SYNC_MARK)) {
            t.note(Honesty.NO_SYNC_NOTE);
        }
        if (marks.contains(Honesty.NOT_DURABLE_MARK)) {
            t.note(Honesty.NOT_DURABLE_NOTE);
        }
        return List.of(t.build());
    }

    private static String[] row(Cases.Write f, Cases.Write z, Honesty honesty) {
        double fm = Units.micros(f.metric().score(), f.metric().unit()) / 1000;
        double zm = Units.micros(z.metric().score(), z.metric().unit()) / 1000;
        double diff = (fm - zm) / zm * 100;
        boolean noise = !Double.isNaN(f.metric().error()) && !Double.isNaN(z.metric().error())
                && Math.abs(f.metric().score() - z.metric().score()) < f.metric().error() + z.metric().error();
        String fMarks = honesty.marks(f);
        String zMarks = honesty.marks(z);
        return new String[] {f.method() + " " + f.sizeKb() + "K " + (f.aligned() ? "A" : "N"),
            Units.sig(zm) + (zMarks.isEmpty() ? "" : " " + zMarks),
            Units.sig(fm) + (fMarks.isEmpty() ? "" : " " + fMarks),
            (noise ? "~" : "") + (diff >= 0 ? "+" : "") + Units.percent(diff), f.cache()};
    }

    /** The same case in another file state. */
    private static String twinKey(Cases.Write w) {
        return w.method() + "|" + w.sizeKb() + "|" + w.aligned() + "|" + w.cache() + "|" + w.offset() + "|"
                + w.alignment() + "|" + w.writes();
    }
}
