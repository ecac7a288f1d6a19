package org.dbbench.logio.cli;

import org.dbbench.logio.file.FileState;

/**
 * What a {@code bench logio} run will measure, counted before it starts: its cases (the JMH
 * parameter combinations of every part), its largest log file and its wall-clock estimate.
 */
final class LogioCases {
    /** pg_test_fsync's fsync-on-a-non-write-descriptor check: three orders. */
    static final int NON_WRITE_DESCRIPTOR_CASES = 3;
    /** The cost of logging every operation's latency: one case, always. */
    static final int RECORDING_COST_CASES = 1;

    private LogioCases() {
    }

    static int planned(LogioSettings s) {
        int n = 0;
        if (s.parts.contains(Part.WRITE)) {
            n += s.modes.size() * s.sizesKb.size() * s.starts.size() * s.fileStates.size() * s.caches.size();
        }
        if (s.parts.contains(Part.PG)) {
            n += s.modes.size() * s.pgCases.size() + (s.nonWriteDescriptor() ? NON_WRITE_DESCRIPTOR_CASES : 0);
        }
        if (s.parts.contains(Part.GROUP)) {
            n += s.threads.size() * 2;
        }
        n += rateCases(s);
        return n + RECORDING_COST_CASES;
    }

    /** Every rate and the closed-loop reference, per sync method. */
    static int rateCases(LogioSettings s) {
        return s.parts.contains(Part.RATE) ? s.modes.size() * (s.rates.size() + 1) : 0;
    }

    /** A rough wall-clock estimate: per fork its start, layout and JMH's iterations, for every case. */
    static long estimateSeconds(LogioSettings s) {
        double perCase = s.forks * (LogioSettings.FORK_START_SECONDS + (s.warmupMs + (double) s.iterations
                * s.iterationMs) / 1000);
        double perRate = s.forks * (LogioSettings.FORK_START_SECONDS + (s.warmupMs + (double) s.iterations
                * s.rateRunMs) / 1000);
        return Math.round((planned(s) - rateCases(s)) * perCase + rateCases(s) * perRate) + 5;
    }

    /** The largest write log any case lays out (one case runs at a time). */
    static long largestLogBytes(LogioSettings s) {
        if (!s.parts.contains(Part.WRITE)) {
            return 0;
        }
        long largest = 0;
        long start = roundUp(s.offset, s.alignment);
        boolean laidOut = s.fileStates.contains(FileState.PREALLOCATED) || s.fileStates.contains(FileState.GROWING)
                || s.fileStates.contains(FileState.FALLOCATED);
        for (int kb : s.sizesKb) {
            long size = kb * 1024L;
            long needed = laidOut ? start + s.writes * size : start + size;
            largest = Math.max(largest, s.fileBytes > 0 ? s.fileBytes : roundUp(needed, s.alignment));
        }
        return largest;
    }

    static long roundUp(long v, long a) {
        return (v + a - 1) / a * a;
    }
}
