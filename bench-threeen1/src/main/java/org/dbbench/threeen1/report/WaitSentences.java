package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Table;
import org.dbbench.threeen1.waits.WaitFiles;
import org.dbbench.threeen1.waits.WaitShares;

/**
 * {@code --waits}: one sentence per point, in the seed's terms, "h2 tuned, 128 workers: 81% waiting
 * for MVStore's lock, 3% in fsync, 6% waiting for a CPU, 10% running". The shares are the case's runs
 * together (each run's percentages weighed by its workers' wall time), from the per-run json files in
 * the bundle's waits/, which name the locks; without them (a plain jmh.json) from the counters, where
 * the locks are one "waiting for a lock".
 */
final class WaitSentences {
    private WaitSentences() {
    }

    /** Null when no case of the group was measured with --waits. */
    static Table table(MachineRun run, List<JmhRecord> group, String machine) {
        Table.Builder t = Table.builder("Where the workers wait: share of their wall-clock time" + machine,
                "point", "running, waiting for a CPU, waiting for a lock, ...");
        boolean any = false;
        for (JmhRecord r : group) {
            Map<String, Double> shares = shares(run, r);
            if (shares.isEmpty()) {
                continue;
            }
            any = true;
            t.row(point(r), sentence(shares));
        }
        if (!any) {
            return null;
        }
        t.note("Each worker's span (released -> totals committed), summed over the workers and the case's runs."
                + " running and waiting for a CPU: the scheduler's counts (/proc schedstat); the waits: JFR's"
                + " monitor-enter, park, sleep, fsync, file write and read events at threshold 0 and GC pauses,"
                + " each lock named by the first frame outside the JDK that waited;"
                + " kernel disk waits and native locks: /proc"
                + " states sampled every 20 ms (native engines' I/O; asleep in a futex outside any Java wait). How it"
                + " was validated: docs/waits.md.");
        return t.build();
    }

    static String point(JmhRecord r) {
        String cpus = r.params().getOrDefault("cpus", "0");
        String k = r.param("workers");
        return r.param("store") + " " + ("true".equals(r.param("tuned")) ? "tuned" : "defaults") + ", "
                + k + ("1".equals(k) ? " worker" : " workers")
                + ("0".equals(cpus) ? "" : " on " + cpus + ("1".equals(cpus) ? " CPU" : " CPUs"));
    }

    /** "81% waiting for MVStore's lock, ..., 6% waiting for a CPU, 10% running". */
    static String sentence(Map<String, Double> shares) {
        List<String> parts = new ArrayList<>();
        shares.entrySet().stream()
                .filter(e -> !e.getKey().equals(WaitShares.RUNNING) && !e.getKey().equals(WaitShares.CPU_QUEUE))
                .filter(e -> e.getValue() >= 1)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .forEach(e -> parts.add(pct(e.getValue()) + " " + e.getKey()));
        parts.add(pct(shares.getOrDefault(WaitShares.CPU_QUEUE, 0.0)) + " " + WaitShares.CPU_QUEUE);
        parts.add(pct(shares.getOrDefault(WaitShares.RUNNING, 0.0)) + " " + WaitShares.RUNNING);
        return String.join(", ", parts);
    }

    /** Percent per part, the case's runs weighed by wall time; empty when not measured. */
    static Map<String, Double> shares(MachineRun run, JmhRecord r) {
        Map<String, Double> weighted = new LinkedHashMap<>();
        double wall = 0;
        for (Map<String, Object> file : WaitFiles.read(run.source(), r::param)) {
            double w = file.get("wallSeconds") instanceof Number n ? n.doubleValue() : 0;
            if (file.get("percent") instanceof Map<?, ?> pct) {
                wall += w;
                for (Map.Entry<?, ?> e : pct.entrySet()) {
                    if (e.getValue() instanceof Number n) {
                        weighted.merge(String.valueOf(e.getKey()), n.doubleValue() * w, Double::sum);
                    }
                }
            }
        }
        Map<String, Double> shares = new LinkedHashMap<>();
        if (wall > 0) {
            double total = wall;
            weighted.forEach((k, v) -> shares.put(k, v / total));
            return shares;
        }
        double wallMs = value(r, "waitWallMs");
        if (wallMs <= 0) {
            return shares;
        }
        String[][] counters = {{"waitRunningMs", WaitShares.RUNNING}, {"waitCpuQueueMs", WaitShares.CPU_QUEUE},
            {"waitLockMs", "waiting for a lock"}, {"waitFsyncMs", WaitShares.FSYNC}, {"waitWriteMs", WaitShares.WRITE},
            {"waitReadMs", WaitShares.READ}, {"waitGcMs", WaitShares.GC}, {"waitSleepMs", WaitShares.SLEEP},
            {"waitKernelIoMs", WaitShares.KERNEL_IO}, {"waitOtherMs", WaitShares.OTHER}};
        for (String[] c : counters) {
            shares.put(c[1], 100 * value(r, c[0]) / wallMs);
        }
        return shares;
    }

    private static String pct(double p) {
        return String.format(Locale.ROOT, "%.0f%%", p);
    }

    private static double value(JmhRecord r, String name) {
        Metric m = r.secondary().get(name);
        return m == null || Double.isNaN(m.score()) ? 0 : m.score();
    }
}
