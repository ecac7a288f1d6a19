package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.Table;

/** The latency distribution of every case: p50, p90, p99, p99.9 and max, in microseconds. */
final class PercentileTables {
    static final String[] HEADERS = {"Case", "p50", "p90", "p99", "p99.9", "max", "spread"};

    private PercentileTables() {
    }

    static List<Table> build(Cases cases, Honesty honesty, String machine, List<String> runNotes) {
        List<Table> tables = new ArrayList<>();
        if (!cases.writes.isEmpty()) {
            Table.Builder t = Table.builder("Latency per write, microseconds" + machine, HEADERS);
            SpreadNotes spreads = new SpreadNotes();
            boolean several = OriginalTables.groups(cases).keySet().stream()
                    .map(k -> k.substring(k.indexOf('|'))).distinct().count() > 1;
            for (List<OriginalTables.Pair> pairs : OriginalTables.groups(cases).values()) {
                for (OriginalTables.Pair p : pairs) {
                    for (Cases.Write w : new Cases.Write[] {p.aligned(), p.nonAligned()}) {
                        if (w != null) {
                            String name = w.method() + " " + w.sizeKb() + "K " + (w.aligned() ? "A" : "N")
                                    + (several ? " " + w.fileState().charAt(0) + "/" + w.cache() : "");
                            t.row(row(name, w.metric(), spreads.add(name, w.runs())));
                        }
                    }
                }
            }
            runNotes.forEach(t::note);
            t.note("Case: method, Buffer-Size, A = aligned, N = non-aligned"
                    + (several ? ", file state initial (p/g/r) / cache" : "")
                    + ". Each value is one write + its sync, over the writes of every run; "
                    + samples(cases.writes.stream().map(Cases.Write::metric).toList()) + ".");
            spreads.addTo(t);
            tables.add(t.build());
        }
        if (!cases.pgs.isEmpty()) {
            Table.Builder t = Table.builder("Latency per pg_test_fsync commit, microseconds" + machine, HEADERS);
            SpreadNotes spreads = new SpreadNotes();
            List<Cases.Pg> pgs = new ArrayList<>(cases.pgs);
            pgs.sort(Comparator.comparingInt((Cases.Pg p) -> order(org.dbbench.logio.jmh.PgPattern.byName(p.pattern())))
                    .thenComparingInt(p -> order(org.dbbench.logio.write.SyncMethod.byName(p.method()))));
            for (Cases.Pg p : pgs) {
                t.row(row(p.method() + " " + p.pattern(), p.metric(), spreads.add(p.method() + " " + p.pattern(),
                        p.runs())));
            }
            runNotes.forEach(t::note);
            spreads.addTo(t);
            tables.add(t.build());
        }
        if (!cases.groups.isEmpty()) {
            Table.Builder t = Table.builder("Latency per group commit, microseconds" + machine, HEADERS);
            SpreadNotes spreads = new SpreadNotes();
            for (Cases.Group g : GroupCommitTables.sorted(cases)) {
                String name = g.method() + " T=" + g.threads() + (g.pad() ? " pad" : "");
                t.row(row(name, g.metric(), spreads.add(name, g.runs())));
            }
            runNotes.forEach(t::note);
            spreads.addTo(t);
            t.note("T = committing threads; pad = flushes padded to the alignment.");
            tables.add(t.build());
        }
        return tables;
    }

    private static int order(Enum<?> e) {
        return e == null ? Integer.MAX_VALUE : e.ordinal();
    }

    private static List<String> row(String name, Metric m, String spread) {
        return List.of(name, us(m, 50.0), us(m, 90.0), us(m, 99.0), us(m, 99.9), us(m, 100.0), spread);
    }

    /** "300..900 writes timed per case" */
    private static String samples(List<Metric> metrics) {
        long min = metrics.stream().mapToLong(Metric::samples).min().orElse(0);
        long max = metrics.stream().mapToLong(Metric::samples).max().orElse(0);
        return (min == max ? String.valueOf(min) : min + ".." + max) + " writes timed per case";
    }

    private static String us(Metric m, double p) {
        return Units.sig(Units.micros(m.percentile(p), m.unit()));
    }
}
