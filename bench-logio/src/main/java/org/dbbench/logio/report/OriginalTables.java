package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dbbench.core.report.Table;
import org.dbbench.logio.write.SyncMethod;

/**
 * The 2004 table, per sync method, file state and cache state:
 * {@code Buffer-Size(K) | Aligned Write(msec) | NonAligned Write(msec) | gain %}, largest buffer
 * first as the thread printed it, then the same rows ordered by gain as the list did by hand.
 */
final class OriginalTables {
    static final String[] HEADERS = {"Buffer-Size(K)", "Aligned Write(msec)", "NonAligned Write(msec)", "gain %"};

    private OriginalTables() {
    }

    /** One size's pair of cases. */
    record Pair(int sizeKb, Cases.Write aligned, Cases.Write nonAligned) {
        /** From the medians of the runs (JMH forks) of the two cases. */
        double gainPercent() {
            if (aligned == null || nonAligned == null) {
                return Double.NaN;
            }
            double a = aligned.runs().median();
            return (nonAligned.runs().median() - a) / a * 100;
        }

        /**
         * Noise: the two cases' runs overlap (the slowest aligned run is slower than the fastest
         * non-aligned one, or the other way round), or with one run each the difference is smaller
         * than JMH's 99.9% error of the two means together.
         */
        boolean withinNoise() {
            if (aligned == null || nonAligned == null) {
                return false;
            }
            var a = aligned.runs().summary();
            var n = nonAligned.runs().summary();
            if (a.count() > 1 && n.count() > 1) {
                return a.max() >= n.min() && n.max() >= a.min();
            }
            double ea = aligned.metric().error();
            double en = nonAligned.metric().error();
            if (Double.isNaN(ea) || Double.isNaN(en)) {
                return false;
            }
            return Math.abs(nonAligned.metric().score() - aligned.metric().score()) < ea + en;
        }
    }

    /** The write cases grouped per table, in sync-method order, each group's pairs by size. */
    static Map<String, List<Pair>> groups(Cases cases) {
        List<Cases.Write> sorted = new ArrayList<>(cases.writes);
        sorted.sort(Comparator.comparing((Cases.Write w) -> methodOrder(w.method()))
                .thenComparing(Cases.Write::fileState).thenComparing(Cases.Write::cache)
                .thenComparingInt(Cases.Write::offset).thenComparingInt(Cases.Write::alignment));
        Map<String, TreeMap<Integer, Cases.Write[]>> bySize = new LinkedHashMap<>();
        for (Cases.Write w : sorted) {
            Cases.Write[] pair = bySize.computeIfAbsent(w.tableKey(), k -> new TreeMap<>(Comparator.reverseOrder()))
                    .computeIfAbsent(w.sizeKb(), k -> new Cases.Write[2]);
            pair[w.aligned() ? 0 : 1] = w;
        }
        Map<String, List<Pair>> out = new LinkedHashMap<>();
        bySize.forEach((key, sizes) -> {
            List<Pair> pairs = new ArrayList<>();
            sizes.forEach((size, p) -> pairs.add(new Pair(size, p[0], p[1])));
            out.put(key, pairs);
        });
        return out;
    }

    /**
     * @param durableOnly leave out the tables of methods that do not sync (a quick run: its floor is
     *     the pg form's nosync row and the device table's "as fast as no sync" check)
     */
    static List<Table> build(Cases cases, Honesty honesty, String machine, List<String> runNotes,
            boolean durableOnly) {
        List<Table> tables = new ArrayList<>();
        for (List<Pair> pairs : groups(cases).values()) {
            Cases.Write any = pairs.get(0).aligned() != null ? pairs.get(0).aligned() : pairs.get(0).nonAligned();
            SyncMethod method = SyncMethod.byName(any.method());
            if (durableOnly && method != null && !method.durable()) {
                continue;
            }
            String title = title(any) + machine;
            Table.Builder bySize = Table.builder(title, HEADERS);
            Table.Builder byGain = Table.builder(title + ", ordered by gain", HEADERS);
            List<Pair> ordered = new ArrayList<>(pairs);
            ordered.sort(Comparator.comparingDouble((Pair p) -> Double.isNaN(p.gainPercent()) ? Double.NEGATIVE_INFINITY
                    : p.gainPercent()).reversed());
            String marks = "";
            SpreadNotes spreads = new SpreadNotes();
            for (Pair p : pairs) {
                List<String> row = row(p, honesty);
                marks += row.get(1) + row.get(2);
                bySize.row(row);
                for (Cases.Write w : new Cases.Write[] {p.aligned(), p.nonAligned()}) {
                    if (w != null) {
                        spreads.add(p.sizeKb() + "K " + (w.aligned() ? "aligned" : "non-aligned"), w.runs());
                    }
                }
            }
            for (Pair p : ordered) {
                byGain.row(row(p, honesty));
            }
            for (String note : notes(pairs, any, marks, runNotes)) {
                bySize.note(note);
            }
            spreads.addTo(bySize);
            runNotes.forEach(byGain::note);
            tables.add(bySize.build());
            if (pairs.size() > 2) { // two rows ordered by gain repeat what the gain column already says
                tables.add(byGain.build());
            }
        }
        return tables;
    }

    static String title(Cases.Write w) {
        SyncMethod m = SyncMethod.byName(w.method());
        return w.method() + " (" + (m == null ? "?" : m.linuxCall()) + "), " + w.fileState() + ", " + w.cache()
                + " cache, header " + w.offset() + ", alignment " + w.alignment();
    }

    private static List<String> row(Pair p, Honesty honesty) {
        String gain = Units.percent(p.gainPercent());
        if (p.withinNoise()) {
            gain = "~" + gain;
        }
        return List.of(String.valueOf(p.sizeKb()), cell(p.aligned(), honesty), cell(p.nonAligned(), honesty), gain);
    }

    private static String cell(Cases.Write w, Honesty honesty) {
        if (w == null) {
            return "-";
        }
        double ms = w.runs().median() / 1000;
        String marks = honesty.marks(w);
        return w.runs().withSpread(Units.sig(ms)) + (marks.isEmpty() ? "" : " " + marks);
    }

    private static List<String> notes(List<Pair> pairs, Cases.Write any, String marks, List<String> runNotes) {
        List<String> notes = new ArrayList<>(runNotes);
        long min = Long.MAX_VALUE;
        long max = 0;
        for (Pair p : pairs) {
            for (Cases.Write w : new Cases.Write[] {p.aligned(), p.nonAligned()}) {
                if (w != null) {
                    min = Math.min(min, w.metric().samples());
                    max = Math.max(max, w.metric().samples());
                }
            }
        }
        long start = (any.offset() + any.alignment() - 1) / any.alignment() * (long) any.alignment();
        // the legend is the same under every table (printed once); the counts are this table's own
        notes.add(min + ".." + max + " writes timed per cell.");
        notes.add("msec: mean time of one write + its sync (JMH SampleTime), the median of the case's runs"
                + " (JMH forks), with their spread in parentheses; log region of " + any.writes() + " writes.");
        notes.add("Aligned writes start at byte " + start + ", NonAligned at byte " + any.offset()
                + " (after the header); later writes follow at Buffer-Size steps.");
        notes.add("gain %: (NonAligned - Aligned) / Aligned, as in 2004; ~ = noise: the two cases' runs"
                + " overlap (with one run each: within JMH's 99.9% error of the two means).");
        notes.addAll(Honesty.notesFor(marks));
        return notes;
    }

    private static int methodOrder(String name) {
        SyncMethod m = SyncMethod.byName(name);
        return m == null ? Integer.MAX_VALUE : m.ordinal();
    }
}
