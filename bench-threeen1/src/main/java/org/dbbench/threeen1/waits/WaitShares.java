package org.dbbench.threeen1.waits;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where the workers' wall-clock time went, summed over the workers of a run: running on a CPU,
 * runnable but waiting for a CPU, and the named waits (each lock by its owner, fsync, file writes and
 * reads, GC pauses, sleeping, kernel disk waits and locks of native code, other). The parts add up to the wall
 * time (each worker's released-to-done span, summed).
 *
 * @param waitsNanos per wait label ("waiting for MVStore's lock", "in fsync", ...), largest first
 * @param lockDetails per lock label: the lock's class and the engine frame that waited
 */
public record WaitShares(long wallNanos, long runningNanos, long cpuQueueNanos, Map<String, Long> waitsNanos,
        Map<String, String> lockDetails, int workers) {

    public static final String RUNNING = "running";
    public static final String CPU_QUEUE = "waiting for a CPU";
    public static final String FSYNC = "in fsync";
    public static final String WRITE = "in file writes";
    public static final String READ = "in file reads";
    public static final String GC = "in GC pauses";
    public static final String SLEEP = "sleeping";
    public static final String KERNEL_IO = "in kernel disk waits (native code)";
    /** Asleep in a futex while JFR saw no Java wait: a lock of native code, which JFR cannot see. */
    public static final String NATIVE_LOCK = "waiting for a native lock";
    public static final String OTHER = "in other waits";
    /** Shares below this percentage are left out of the sentence (they stay in the json). */
    static final double SENTENCE_FLOOR_PERCENT = 1;

    public double percent(long nanos) {
        return wallNanos == 0 ? 0 : 100.0 * nanos / wallNanos;
    }

    /** The sum over every lock label. */
    public long lockNanos() {
        return waitsNanos.entrySet().stream().filter(e -> isLock(e.getKey())).mapToLong(Map.Entry::getValue).sum();
    }

    public long waitNanos(String label) {
        return waitsNanos.getOrDefault(label, 0L);
    }

    public static boolean isLock(String label) {
        return label.startsWith("waiting for ") && label.endsWith("lock");
    }

    /**
     * "81% waiting for MVStore's lock, 3% in fsync, 6% waiting for a CPU, 10% running": the waits of
     * at least 1%, largest first, then the CPU's two parts, always.
     */
    public String sentence() {
        List<String> parts = new ArrayList<>();
        waitsNanos.forEach((label, ns) -> {
            if (percent(ns) >= SENTENCE_FLOOR_PERCENT) {
                parts.add(pct(ns) + " " + label);
            }
        });
        parts.add(pct(cpuQueueNanos) + " " + CPU_QUEUE);
        parts.add(pct(runningNanos) + " " + RUNNING);
        return String.join(", ", parts);
    }

    private String pct(long ns) {
        return String.format(Locale.ROOT, "%.0f%%", percent(ns));
    }

    /** The shares as the bundle keeps them: percentages per part, the lock details, the totals. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("workers", workers);
        m.put("wallSeconds", wallNanos / 1e9);
        Map<String, Object> shares = new LinkedHashMap<>();
        shares.put(RUNNING, round(percent(runningNanos)));
        shares.put(CPU_QUEUE, round(percent(cpuQueueNanos)));
        waitsNanos.forEach((label, ns) -> shares.put(label, round(percent(ns))));
        m.put("percent", shares);
        m.put("locks", lockDetails);
        m.put("sentence", sentence());
        return m;
    }

    private static double round(double pct) {
        return Math.round(pct * 10) / 10.0;
    }
}
