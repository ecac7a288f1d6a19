package org.dbbench.threeen1.workload;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The expected answer for a range: the same per-number algorithm as {@link Worker}, run by one
 * worker on an empty in-memory map of longs, with no store and no codec. Every run is checked
 * against it; it is computed, never looked up, and remembered per range within one JVM.
 */
public final class Oracle {
    /**
     * What one worker on an empty store must report: longest steps, highest value reached, updates
     * (the number of distinct values > 1 on all trajectories, i.e. the entries a store ends with)
     * and reads.
     */
    public record Answer(long from, long to, long result, long highest, long updates, long reads) {
    }

    private static final Map<String, Answer> REMEMBERED = new ConcurrentHashMap<>();

    private Oracle() {
    }

    /** The answer for {@code from..to}, computed once per JVM. */
    public static Answer answer(long from, long to) {
        return REMEMBERED.computeIfAbsent(from + ".." + to, k -> compute(from, to));
    }

    static Answer compute(long from, long to) {
        // about 2.2 stored values per number for ranges from 1; more for ranges far from 1
        LongIntMap steps = new LongIntMap(Math.min(3 * (to - from + 1), 1L << 29));
        long result = 0;
        long highest = 0;
        long updates = 0;
        long reads = 0;
        long[] path = new long[512];
        for (long current = from; current <= to; current++) {
            long n = current;
            int length = 0;
            int known = 0;
            while (true) {
                reads++;
                if (n == 1) {
                    break;
                }
                int s = steps.get(n, -1);
                if (s >= 0) {
                    known = s;
                    break;
                }
                if (length == path.length) {
                    path = java.util.Arrays.copyOf(path, length * 2);
                }
                path[length++] = n;
                n = Collatz.next(n);
                highest = Math.max(highest, n);
            }
            if (length > 0) {
                int s = length + known;
                result = Math.max(result, s);
                for (int idx = 0; idx < length; idx++) {
                    steps.put(path[idx], s - idx);
                    updates++;
                }
            }
        }
        return new Answer(from, to, result, highest, updates, reads);
    }
}
