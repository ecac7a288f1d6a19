package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.logio.file.DirtyCarryOver;
import org.dbbench.logio.jmh.NonWriteDescriptorBenchmark;

/**
 * pg_test_fsync's "Test if fsync on non-write file descriptor is honored", in its form (ops/sec,
 * usecs/op), with the answer: did the OS carry the first descriptor's dirty data over to the second
 * one's fsync, and at what cost. Two signs: the timing (write-close-fsync costs like write-fsync-close,
 * far more than write-close) and the dirty-page probe (Dirty in /proc/meminfo rises with the write and
 * falls with the read-only descriptor's fsync).
 */
final class NonWriteDescriptorTables {
    static final String BENCHMARK = Cases.PACKAGE + "NonWriteDescriptorBenchmark.commit";
    private static final List<String> ORDER = List.of(NonWriteDescriptorBenchmark.WRITE_FSYNC_CLOSE,
            NonWriteDescriptorBenchmark.WRITE_CLOSE_FSYNC, NonWriteDescriptorBenchmark.WRITE_CLOSE);

    private NonWriteDescriptorTables() {
    }

    static List<Table> build(MachineRun run, String machine, List<String> runNotes) {
        Map<Integer, JmhRecord> byOrder = new TreeMap<>();
        for (JmhRecord r : run.records()) {
            if (r.benchmark().equals(BENCHMARK) && ORDER.contains(r.param("order"))) {
                byOrder.put(ORDER.indexOf(r.param("order")), r);
            }
        }
        DirtyCarryOver probe = RunFiles.nonWriteProbe(run);
        if (byOrder.isEmpty() && probe == null) {
            return List.of();
        }
        Table.Builder t = Table.builder("pg_test_fsync form: fsync on a non-write file descriptor" + machine,
                "Commit", "ops/sec", "usecs/op", "p50 us");
        for (JmhRecord r : byOrder.values()) {
            Metric m = r.primary();
            double usecs = Units.micros(m.score(), m.unit());
            t.row(r.param("order").replace('-', ' ').replace("write ", "write, ").replace("close ", "close, ")
                    .replace("fsync ", "fsync, "), Units.sig(1e6 / usecs), Units.whole(usecs),
                    Units.sig(Units.micros(m.percentile(50.0), m.unit())));
        }
        runNotes.forEach(t::note);
        t.note("One op: open, write 8kB at the file's start, then fsync and close; or close, open again"
                + " read-only and fsync there; or close with no fsync. fsync = FileChannel.force(true).");
        verdicts(byOrder, probe).forEach(t::note);
        return List.of(t.build());
    }

    private static List<String> verdicts(Map<Integer, JmhRecord> byOrder, DirtyCarryOver probe) {
        List<String> notes = new ArrayList<>();
        JmhRecord same = byOrder.get(0);
        JmhRecord other = byOrder.get(1);
        JmhRecord none = byOrder.get(2);
        if (same != null && other != null && none != null) {
            double s = mean(same);
            double o = mean(other);
            double n = mean(none);
            boolean carried = o > 0.5 * s && o > 3 * n;
            notes.add("Timing: fsync through the other descriptor " + (carried ? "did the write-out" : "did NOT do"
                    + " the write-out") + " (mean " + Units.sig(o) + " us vs " + Units.sig(s) + " us through the"
                    + " writing one, " + Units.sig(n) + " us with no fsync): "
                    + (carried ? "the OS carried the dirty data over." : "its fsync did not find the data."));
        }
        if (probe != null) {
            notes.add("Dirty pages (/proc/meminfo, whole machine): a " + (probe.bytes() >> 20) + "M write, closed,"
                    + " raised Dirty by " + ((probe.dirtyWrittenKb() - probe.dirtyBeforeKb()) >> 10) + "M; fsync"
                    + " through a new read-only descriptor took " + Units.sig(probe.fsyncNanos() / 1e6)
                    + " ms and lowered it by " + ((probe.dirtyWrittenKb() - probe.dirtySyncedKb()) >> 10)
                    + "M; a second fsync took " + Units.sig(probe.followingFsyncNanos() / 1e3) + " us. Carried"
                    + " over: " + probe.verdict() + ".");
        }
        return notes;
    }

    /** The mean, as pg_test_fsync compares them (its usecs/op). */
    private static double mean(JmhRecord r) {
        return Units.micros(r.primary().score(), r.primary().unit());
    }
}
