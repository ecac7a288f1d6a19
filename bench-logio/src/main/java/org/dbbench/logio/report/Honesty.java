package org.dbbench.logio.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dbbench.core.env.Environment;
import org.dbbench.logio.write.SyncMethod;

/**
 * Flags results the device cannot physically have produced, so a table never passes them off as
 * disk speed: a durable write faster than one turn of the fastest common rotational disk on a device
 * that says it is rotational, a durable write about as fast as the same write with no sync at all,
 * and any run whose scratch directory is in memory (tmpfs, ramfs) or on an overlay.
 */
final class Honesty {
    /** One turn of a 15,000 rpm disk: a synced write to a rotating platter waits about this long. */
    static final double FASTEST_TURN_MICROS = 60e6 / 15_000;
    /** A durable write less than this many times the no-sync write's median is "as fast as no sync". */
    static final double AS_FAST_AS_NO_SYNC = 1.5;

    static final String TURN_MARK = "*";
    static final String NO_SYNC_MARK = "!";
    static final String NOT_DURABLE_MARK = "#";

    static final String NOT_DURABLE_NOTE = NOT_DURABLE_MARK + " NOT durable, never compare it as if it were:"
            + " nosync leaves the write in the page cache; sync-file-range waits for the data's writeback"
            + " but writes no metadata and flushes no device cache.";

    static final String TURN_NOTE = TURN_MARK + " median faster than one turn of a 15,000 rpm disk (4 ms) on a"
            + " device that says it is rotational: a write cache (disk, controller or a VM's host) acknowledged"
            + " the write; it is durable only if that cache is.";
    static final String NO_SYNC_NOTE = NO_SYNC_MARK + " median less than " + AS_FAST_AS_NO_SYNC
            + "x the same write with no sync at all: the write cache may be acknowledging writes it"
            + " has not made durable.";

    private final Environment env;
    private final boolean rotational;
    private final Map<String, Double> noSyncMedian = new HashMap<>();
    private final Set<String> used = new LinkedHashSet<>();

    Honesty(Environment env, Cases cases) {
        this.env = env;
        this.rotational = "yes".equals(env.get("storage", "rotational"));
        for (Cases.Write w : cases.writes) {
            if (SyncMethod.NOSYNC.cliName().equals(w.method())) {
                noSyncMedian.put(w.floorKey(), median(w.metric()));
            }
        }
    }

    /** True when the scratch directory was not on a disk at all. */
    boolean memoryBacked() {
        return "true".equals(env.get("storage", "memoryBacked"));
    }

    /** The loud line stamped on every table of a memory-backed run. */
    String memoryWarning() {
        return "WARNING: --dir was on " + env.get("storage", "fileSystem") + " (memory or an overlay, not a"
                + " disk): these numbers say nothing about any disk.";
    }

    /** Marks for one write case ("" when nothing is implausible). */
    String marks(Cases.Write w) {
        SyncMethod m = SyncMethod.byName(w.method());
        if (m == null) {
            return "";
        }
        if (!m.durable()) {
            return notDurable();
        }
        String marks = turnMark(median(w.metric()));
        Double floor = noSyncMedian.get(w.floorKey());
        if (floor != null && median(w.metric()) < AS_FAST_AS_NO_SYNC * floor) {
            used.add(NO_SYNC_NOTE);
            marks += NO_SYNC_MARK;
        }
        return marks;
    }

    /** Marks for a commit latency (pg and group commit cases): only the rotation check applies. */
    String marks(String method, org.dbbench.core.jmh.Metric metric) {
        SyncMethod m = SyncMethod.byName(method);
        if (m == null) {
            return "";
        }
        return m.durable() ? turnMark(median(metric)) : notDurable();
    }

    private String notDurable() {
        used.add(NOT_DURABLE_NOTE);
        return NOT_DURABLE_MARK;
    }

    private String turnMark(double medianMicros) {
        if (rotational && medianMicros < FASTEST_TURN_MICROS) {
            used.add(TURN_NOTE);
            return TURN_MARK;
        }
        return "";
    }

    /** Whether a floor exists to compare with (otherwise say the check was not possible). */
    boolean hasNoSyncFloor() {
        return !noSyncMedian.isEmpty();
    }

    /** The explanation of each kind of mark in {@code marks} (the marks of a table, concatenated). */
    static List<String> notesFor(String marks) {
        List<String> notes = new ArrayList<>();
        if (marks.contains(TURN_MARK)) {
            notes.add(TURN_NOTE);
        }
        if (marks.contains(NO_SYNC_MARK)) {
            notes.add(NO_SYNC_NOTE);
        }
        if (marks.contains(NOT_DURABLE_MARK)) {
            notes.add(NOT_DURABLE_NOTE);
        }
        return notes;
    }

    /** The explanations of the marks handed out so far, one line each. */
    List<String> notesUsed() {
        return new ArrayList<>(used);
    }

    static double median(org.dbbench.core.jmh.Metric m) {
        double p50 = m.percentile(50.0);
        return Units.micros(Double.isNaN(p50) ? m.score() : p50, m.unit());
    }
}
