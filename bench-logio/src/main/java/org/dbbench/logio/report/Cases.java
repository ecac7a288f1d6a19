package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.Repeats;

/** The JMH records of one run, sorted into the study's three kinds of case. */
final class Cases {
    static final String PACKAGE = "org.dbbench.logio.jmh.";
    static final String WRITE = PACKAGE + "LogWriteBenchmark.write";
    static final String PG = PACKAGE + "PgTestFsyncBenchmark.commit";
    static final String GROUP = PACKAGE + "GroupCommitBenchmark.threads";

    /**
     * One write case: a (method, size, alignment, file state, cache) combination; {@code runs} is its
     * JMH forks' mean times per write in microseconds, with what each fork recorded.
     */
    record Write(String method, int sizeKb, boolean aligned, int offset, int alignment, String fileState,
            String cache, int writes, Metric metric, Repeats runs) {
        /** The table a case belongs to: everything but size and aligned. */
        String tableKey() {
            return method + "|" + fileState + "|" + cache + "|" + offset + "|" + alignment + "|" + writes;
        }

        /** The same case without sync: the floor it is compared with. */
        String floorKey() {
            return sizeKb + "|" + aligned + "|" + fileState + "|" + cache + "|" + offset + "|" + alignment + "|" + writes;
        }
    }

    /** One pg_test_fsync commit case ({@code runs}: per fork, microseconds per commit). */
    record Pg(String method, String pattern, Metric metric, Repeats runs) {
    }

    /** One group commit case; counters are totals over threads and iterations ({@code runs}: per fork, µs per commit). */
    record Group(String method, int threads, boolean pad, int recordBytes, int alignment, Metric metric,
            double commits, double syncs, double bytesWritten, double payloadBytes, Repeats runs) {
        /** Closed loop: every thread always has one commit in flight, so commits/s = T / mean latency (median fork). */
        double commitsPerSecond() {
            return threads * 1e6 / runs.median();
        }

        double commitsPerSync() {
            return syncs > 0 ? commits / syncs : Double.NaN;
        }

        double bytesPerSync() {
            return syncs > 0 ? bytesWritten / syncs : Double.NaN;
        }
    }

    final List<Write> writes = new ArrayList<>();
    final List<Pg> pgs = new ArrayList<>();
    final List<Group> groups = new ArrayList<>();

    static Cases of(List<JmhRecord> records) {
        Cases c = new Cases();
        for (JmhRecord r : records) {
            try {
                if (r.benchmark().equals(WRITE)) {
                    c.writes.add(new Write(r.param("method"), Integer.parseInt(r.param("sizeKb")),
                            "aligned".equals(r.param("start")), Integer.parseInt(r.param("offset")),
                            Integer.parseInt(r.param("alignment")), r.param("fileState"), r.param("cache"),
                            Integer.parseInt(r.param("writes")), r.primary(), micros(r)));
                } else if (r.benchmark().equals(PG)) {
                    c.pgs.add(new Pg(r.param("method"), r.param("pattern"), r.primary(), micros(r)));
                } else if (r.benchmark().startsWith(GROUP)) {
                    c.groups.add(new Group(r.param("groupMethod"), r.threads(), Boolean.parseBoolean(r.param("pad")),
                            Integer.parseInt(r.param("recordBytes")), Integer.parseInt(r.param("alignment")),
                            r.primary(), counter(r, "commits"), counter(r, "syncs"), counter(r, "bytesWritten"),
                            counter(r, "payloadBytes"), micros(r)));
                }
            } catch (RuntimeException e) {
                // a record with missing or odd parameters (another version's JSON) is left out, not fatal
            }
        }
        return c;
    }

    /** Each fork's mean time per operation in microseconds (a fork is one run of the case). */
    private static Repeats micros(JmhRecord r) {
        String unit = r.primary().unit();
        return Repeats.perFork(r, r.primary(), v -> Units.micros(v, unit));
    }

    private static double counter(JmhRecord r, String name) {
        Metric m = r.secondary().get(name);
        return m == null ? Double.NaN : m.score();
    }

    boolean isEmpty() {
        return writes.isEmpty() && pgs.isEmpty() && groups.isEmpty();
    }
}
