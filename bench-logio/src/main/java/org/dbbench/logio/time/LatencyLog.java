package org.dbbench.logio.time;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.Recorder;

/**
 * Every operation's latency of one case, over time: recorded (wait-free, from any number of threads)
 * into an HdrHistogram {@link Recorder}, cut into 1-second intervals by a background thread, and
 * written as a standard HdrHistogram interval log ({@code .hlog}, HistogramLogWriter's format) when
 * the case ends. The intervals are kept in memory until then, so the log costs the measured disk no
 * I/O while the case runs, and in HdrHistogram's plain encoding: the log's compressed form (deflate,
 * base64) is made at the end. Compressing at every cut took about 4 ms of CPU a second, and the
 * cutting thread, started by the writer, shares the writer's CPU when the writer is pinned to one.
 * Values are nanoseconds; interval times are relative to {@link #start()}.
 */
public final class LatencyLog {
    /** System property naming the directory a fork writes its .hlog files to (unset: nothing written). */
    public static final String PROPERTY = "dbbench.logio.hlog";
    /** The bundle subdirectory holding the .hlog files. */
    public static final String DIR = "hlog";
    public static final String SUFFIX = ".hlog";
    /** Interval length. */
    public static final long INTERVAL_MS = 1000;

    /** Records made once per JVM into a throwaway recorder, so the JIT has compiled the record path. */
    static final int WARM_RECORDS = 50_000;

    static {
        warmUp();
    }

    private final Recorder recorder = new Recorder(3);
    private final Path file;
    private final List<Interval> intervals = new ArrayList<>();
    private ByteBuffer encoding = ByteBuffer.allocate(0);
    private long startMillis;
    private ScheduledExecutorService ticker;
    private Histogram recycled;
    private boolean started;
    private boolean finished;

    /** @param file where {@link #finish()} writes the log (null: recorded, written nowhere) */
    public LatencyLog(Path file) {
        this.file = file;
    }

    /** The log of the case named {@code caseName} in the directory {@value #PROPERTY} names, if any. */
    public static LatencyLog forCase(String caseName) {
        String dir = System.getProperty(PROPERTY);
        return new LatencyLog(dir == null || dir.isBlank() ? null : Path.of(dir).resolve(caseName + SUFFIX));
    }

    /** One operation's latency. Safe from any thread, wait-free. */
    public void record(long nanos) {
        recorder.recordValue(Math.max(0, nanos));
    }

    /** Starts the log's clock: what was recorded before (warmup) is dropped, intervals begin now. */
    public synchronized void start() {
        if (started) {
            return;
        }
        started = true;
        recycled = recorder.getIntervalHistogram();
        startMillis = System.currentTimeMillis();
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "dbbench-latency-log");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(this::cut, INTERVAL_MS, INTERVAL_MS, TimeUnit.MILLISECONDS);
    }

    /** True once {@link #start()} ran. */
    public synchronized boolean started() {
        return started;
    }

    private synchronized void cut() {
        if (finished) {
            return;
        }
        Histogram interval = recorder.getIntervalHistogram(recycled);
        int needed = interval.getNeededByteBufferCapacity();
        if (encoding.capacity() < needed) {
            encoding = ByteBuffer.allocate(needed);
        }
        encoding.clear();
        int length = interval.encodeIntoByteBuffer(encoding);
        // the first interval starts with the log: the recorder stamped it when start() swapped it in,
        // which a busy machine can place a few ms before startMillis (a negative start in the series)
        long from = intervals.isEmpty() ? startMillis : interval.getStartTimeStamp();
        intervals.add(new Interval(from, interval.getEndTimeStamp(),
                Arrays.copyOf(encoding.array(), length)));
        recycled = interval;
    }

    /** One cut interval: its times (epoch ms) and its counts in HdrHistogram's plain encoding. */
    private record Interval(long startMillis, long endMillis, byte[] counts) {
        Histogram decode() {
            Histogram h = Histogram.decodeFromByteBuffer(ByteBuffer.wrap(counts), 0);
            h.setStartTimeStamp(startMillis);
            h.setEndTimeStamp(endMillis);
            return h;
        }
    }

    /** Ends the log (the last, partial interval included) and writes it; nothing if never started. */
    public void finish() throws IOException {
        ScheduledExecutorService t;
        synchronized (this) {
            if (!started || finished) {
                return;
            }
            t = ticker;
        }
        t.shutdownNow();
        try {
            t.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            cut();
            finished = true;
        }
        if (file != null && directoryStillThere(file.getParent())) {
            try {
                Files.write(forkFile(file), logText(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (NoSuchFileException gone) {
                // deleted between the look and the write: the same stopped run
            }
        }
    }

    /**
     * The log's directory, made if only its last level is missing. Never the levels above: they are
     * the run's scratch directory, and a fork that outlives its stopped parent (SIGINT to the parent
     * alone) ends its trial after the parent's shutdown hook deleted them; making them again would
     * leave the log behind in the user's directory.
     */
    private static boolean directoryStillThere(Path dir) throws IOException {
        try {
            Files.createDirectory(dir);
        } catch (FileAlreadyExistsException exists) {
            // the log of an earlier case, or an earlier fork of this one, made it
        } catch (NoSuchFileException gone) {
            return false;
        }
        return true;
    }

    /** The interval log in HistogramLogWriter's format. */
    private synchronized byte[] logText() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        HistogramLogWriter out = new HistogramLogWriter(new PrintStream(bytes, false, StandardCharsets.UTF_8));
        out.outputLogFormatVersion();
        out.outputComment("dbbench logio: latency of every operation in nanoseconds, " + INTERVAL_MS + " ms intervals");
        out.outputStartTime(startMillis);
        out.setBaseTime(startMillis);
        out.outputLegend();
        for (Interval i : intervals) {
            out.outputIntervalHistogram(i.decode());
        }
        out.close();
        return bytes.toByteArray();
    }

    /**
     * A case runs in several JMH forks, one after the other, each with its own log: the first writes
     * {@code <case>.hlog}, the next ones {@code <case>.2.hlog}, {@code <case>.3.hlog}, ... so that no
     * fork's stalls overwrite another's ({@link LatencyHistory#readRuns} reads them back in order).
     */
    static Path forkFile(Path first) {
        Path f = first;
        for (int run = 2; Files.exists(f); run++) {
            f = runFile(first, run);
        }
        return f;
    }

    /** The log of the case's {@code run}-th fork (1-based) beside its first one. */
    public static Path runFile(Path first, int run) {
        if (run == 1) {
            return first;
        }
        String name = first.getFileName().toString();
        return first.resolveSibling(name.substring(0, name.length() - SUFFIX.length()) + "." + run + SUFFIX);
    }

    /**
     * The record path compiled before any case measures: a case with a few hundred slow writes would
     * otherwise run it interpreted (microseconds each) inside its measured times.
     */
    private static void warmUp() {
        Recorder r = new Recorder(3);
        Histogram recycle = null;
        for (int i = 0; i < WARM_RECORDS; i++) {
            long begin = System.nanoTime();
            r.recordValue(Math.max(0, System.nanoTime() - begin + 1000 + (i & 0xfff) * 1000L));
            if (i % 10_000 == 0) {
                recycle = r.getIntervalHistogram(recycle);
            }
        }
    }
}
