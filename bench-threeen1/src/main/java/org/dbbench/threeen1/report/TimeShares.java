package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.profile.Category;
import org.dbbench.threeen1.profile.HotMethods;
import org.dbbench.threeen1.profile.Recordings;
import org.dbbench.threeen1.registry.Stores;

/**
 * The where-the-time-goes table of a {@code --profile} run: per store, profile and k, the share of
 * the run's CPU in each {@link Category}, from the counters ProfileCounters recorded (summed over the
 * runs, so a case's shares weigh its runs by their CPU). An adapter share above
 * {@value #ADAPTER_LIMIT_PERCENT}% is marked: the issue allows the suite's own code no more.
 */
final class TimeShares {
    static final int ADAPTER_LIMIT_PERCENT = 5;
    /** Methods listed per case under the table. */
    static final int HOT_METHODS = 5;

    private TimeShares() {
    }

    /** Null when no run of this machine was profiled. */
    static Table table(MachineRun run, String machine) {
        List<JmhRecord> profiled = profiled(run);
        if (profiled.isEmpty()) {
            return null;
        }
        JmhRecord first = profiled.get(0);
        List<String> headers = new ArrayList<>(List.of("store", "profile", "k"));
        for (Category c : Category.values()) {
            headers.add(c.label());
        }
        Table.Builder t = Table.builder("Where the time goes: share of CPU, " + range(first) + ", "
                + first.param("durability") + machine, headers.toArray(new String[0]));
        List<String> notes = new ArrayList<>();
        boolean over = false;
        for (JmhRecord r : profiled) {
            double total = 0;
            for (Category c : Category.values()) {
                total += value(r, c.counter());
            }
            List<String> row = new ArrayList<>(List.of(r.param("store"), profile(r), r.param("workers")));
            for (Category c : Category.values()) {
                double pct = total == 0 ? 0 : 100 * value(r, c.counter()) / total;
                boolean flag = c == Category.ADAPTER && pct > ADAPTER_LIMIT_PERCENT;
                over |= flag;
                row.add(String.format(Locale.ROOT, "%.0f%%", pct) + (flag ? " !" : ""));
            }
            t.row(row);
            notes.add(String.format(Locale.ROOT, "  %s %s k=%s: %.1f s CPU, %s samples; JVM threads: GC %.1f s,"
                    + " JIT %.1f s", r.param("store"), profile(r), r.param("workers"), total / 1000,
                    Format.thousands(value(r, "cpuSamples")), value(r, "cpuGcMs") / 1000, value(r, "cpuJitMs") / 1000));
        }
        t.note("CPU of the whole fork over each measured run (store open to close): the JVM's own threads (GC, JIT,"
                + " VM, JFR) measured per OS thread; the Java threads' CPU split by JFR samples (every 10 ms),"
                + " each given to the first frame from the top whose class the prefix table knows (FramePrefixes:"
                + " the JDK and helpers are walked past, so the caller decides). engine: storage engine (and a"
                + " JNI engine's native code); sql/drv: SQL layer and JDBC driver, or a native engine's Java"
                + " binding; workload: digit words, Collatz, workers; adapter: the suite's store classes; JVM:"
                + " GC, JIT, JFR, JMH; other: harness and unknown code.");
        if (over) {
            t.note("! adapter above " + ADAPTER_LIMIT_PERCENT + "%: the suite's own code costs more than the issue"
                    + " allows for this store.");
        }
        t.note("JFR samples at most one thread in native code per period (five in Java): inside a JNI engine"
                + " (sqlite, rocksdb, lmdb) the engine share is a lower bound. Recordings: profiles/ in the bundle"
                + " (open them in JDK Mission Control).");
        t.note("Per case:");
        notes.forEach(t::note);
        return t.build();
    }

    /**
     * What dominates inside the columns: per profiled case, its {@value #HOT_METHODS} most sampled
     * methods, from the case's recordings beside the results. Null when there are none (no run was
     * profiled, or the results were read from a plain jmh.json).
     */
    static Table hotMethods(MachineRun run, String machine) {
        Table.Builder t = Table.builder("Where the time goes: hottest methods, share of each case's samples"
                + machine, "share", "case, method");
        boolean any = false;
        for (JmhRecord r : profiled(run)) {
            List<HotMethods.Entry> top = HotMethods.top(Recordings.of(run.source(), r::param), HOT_METHODS);
            if (!top.isEmpty()) {
                t.row("", r.param("store") + " " + profile(r) + " k=" + r.param("workers"));
                any = true;
            }
            for (HotMethods.Entry e : top) {
                t.row(String.format(Locale.ROOT, "%.0f%%", 100 * e.share()), "  " + e.method());
            }
        }
        if (!any) {
            return null;
        }
        t.note("method: where a sample was taken (class.method, all runs of the case together); 'A < B': A is the"
                + " JDK's or a helper's, running for B, the first suite or engine method below it, which the table"
                + " above counts the sample under. A native engine (sqlite, lmdb, rocksdb) shows the JNI method"
                + " its C code was sampled under.");
        return t.build();
    }

    /** The profiled cases of a run, by store (registry order), profile and k. */
    private static List<JmhRecord> profiled(MachineRun run) {
        List<JmhRecord> profiled = new ArrayList<>();
        for (JmhRecord r : run.records()) {
            if (RunCase.is(r) && value(r, "cpuSamples") > 0) {
                profiled.add(r);
            }
        }
        profiled.sort(Comparator.comparingInt((JmhRecord r) -> rank(r.param("store")))
                .thenComparing(r -> r.param("tuned"))
                .thenComparingInt(r -> Integer.parseInt(r.param("workers"))));
        return profiled;
    }

    private static String profile(JmhRecord r) {
        return "true".equals(r.param("tuned")) ? "tuned" : "defaults";
    }

    private static String range(JmhRecord r) {
        return Format.thousands(Long.parseLong(r.param("from"))) + ".." + Format.thousands(Long.parseLong(r.param("to")));
    }

    private static double value(JmhRecord r, String name) {
        Metric m = r.secondary().get(name);
        return m == null || Double.isNaN(m.score()) ? 0 : m.score();
    }

    private static int rank(String store) {
        int i = Stores.names().indexOf(store);
        return i < 0 ? Integer.MAX_VALUE : i;
    }
}
