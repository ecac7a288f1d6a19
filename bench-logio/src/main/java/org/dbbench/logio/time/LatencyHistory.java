package org.dbbench.logio.time;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * A case's latency log read back: one entry per interval (seconds from the case's start and that
 * second's histogram) and the whole case's histogram. Values are nanoseconds.
 */
public final class LatencyHistory {
    /** One interval of the log. */
    public record Interval(double startSeconds, double endSeconds, Histogram histogram) {
    }

    private final List<Interval> intervals;
    private final Histogram total;

    private LatencyHistory(List<Interval> intervals, Histogram total) {
        this.intervals = intervals;
        this.total = total;
    }

    /** Reads an interval log written by {@link LatencyLog} (or any HistogramLogWriter). */
    public static LatencyHistory read(Path hlog) throws IOException {
        try (InputStream in = Files.newInputStream(hlog)) {
            HistogramLogReader reader = new HistogramLogReader(in);
            List<Interval> intervals = new ArrayList<>();
            Histogram total = new Histogram(3);
            double start = Double.NaN;
            EncodableHistogram e;
            while ((e = reader.nextIntervalHistogram()) != null) {
                if (!(e instanceof Histogram h)) {
                    continue;
                }
                if (Double.isNaN(start)) {
                    start = reader.getStartTimeSec() > 0 ? reader.getStartTimeSec() : h.getStartTimeStamp() / 1000.0;
                }
                intervals.add(new Interval(h.getStartTimeStamp() / 1000.0 - start, h.getEndTimeStamp() / 1000.0 - start,
                        h));
                total.add(h);
            }
            return new LatencyHistory(List.copyOf(intervals), total);
        } catch (RuntimeException e) {
            throw new IOException(hlog + " is not a readable HdrHistogram interval log: " + e, e);
        }
    }

    /**
     * A case's logs of all its runs (JMH forks), read as one series: each run's intervals follow the
     * previous run's end, so "when" counts seconds of measurement from the case's first run.
     */
    public static LatencyHistory readRuns(Path first) throws IOException {
        List<Interval> intervals = new ArrayList<>();
        Histogram total = new Histogram(3);
        double offset = 0;
        for (int run = 1; Files.isRegularFile(LatencyLog.runFile(first, run)); run++) {
            LatencyHistory h = read(LatencyLog.runFile(first, run));
            for (Interval i : h.intervals) {
                intervals.add(new Interval(offset + i.startSeconds(), offset + i.endSeconds(), i.histogram()));
            }
            total.add(h.total);
            offset += h.seconds();
        }
        return new LatencyHistory(List.copyOf(intervals), total);
    }

    public List<Interval> intervals() {
        return intervals;
    }

    /** Every interval added together: the whole case. */
    public Histogram total() {
        return total;
    }

    /** Seconds from the first interval's start to the last one's end. */
    public double seconds() {
        return intervals.isEmpty() ? 0 : intervals.get(intervals.size() - 1).endSeconds();
    }
}
