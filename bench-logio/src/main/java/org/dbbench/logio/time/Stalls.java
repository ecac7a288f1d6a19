package org.dbbench.logio.time;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The stalls of a case: operations slower than {@value #FACTOR} times the case's median. A log's real
 * enemy is the occasional stall that a percentile table over a few hundred writes hides; this says how
 * many there were, the worst, and when (the second of the case it happened in, from its latency log).
 *
 * @param median the case's median latency, ns
 * @param threshold {@value #FACTOR} x median, ns
 * @param count operations slower than the threshold
 * @param worst the slowest operation, ns
 * @param worstAtSecond the second (from the case's start) the worst one happened in
 * @param seconds every second in which a stall happened, in order
 */
public record Stalls(long operations, long median, long threshold, long count, long worst, int worstAtSecond,
        List<Integer> seconds) {
    public static final int FACTOR = 10;

    public static Stalls of(LatencyHistory history) {
        Histogram total = history.total();
        long n = total.getTotalCount();
        if (n == 0) {
            return new Stalls(0, 0, 0, 0, 0, -1, List.of());
        }
        long median = total.getValueAtPercentile(50);
        long threshold = FACTOR * median;
        long count = 0;
        long worst = -1;
        int worstAt = -1;
        List<Integer> seconds = new ArrayList<>();
        for (LatencyHistory.Interval i : history.intervals()) {
            Histogram h = i.histogram();
            long slow = slowerThan(h, threshold);
            if (slow == 0) {
                continue;
            }
            count += slow;
            // the log's start time and its intervals' time stamps are rounded differently: the
            // first interval may start a fraction of a millisecond "before" the log
            int second = (int) Math.max(0, Math.floor(i.startSeconds()));
            seconds.add(second);
            if (h.getMaxValue() > worst) {
                worst = h.getMaxValue();
                worstAt = second;
            }
        }
        return new Stalls(n, median, threshold, count, count == 0 ? total.getMaxValue() : worst, worstAt,
                List.copyOf(seconds));
    }

    /** Values above {@code threshold}: counted from the buckets wholly above it (HdrHistogram's precision). */
    private static long slowerThan(Histogram h, long threshold) {
        if (h.getTotalCount() == 0 || h.getMaxValue() <= threshold) {
            return 0;
        }
        long from = h.nextNonEquivalentValue(threshold);
        return h.getCountBetweenValues(from, h.getMaxValue());
    }
}
