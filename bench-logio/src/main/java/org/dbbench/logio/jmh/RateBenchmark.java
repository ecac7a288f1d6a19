package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.group.OpenLoop;
import org.dbbench.logio.group.SharedLog;
import org.dbbench.logio.time.CaseLatency;
import org.dbbench.logio.time.LatencyLog;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Commit latency at a target commit rate (open loop): producer threads offer commits of R bytes into
 * one group-commit {@link SharedLog} on a fixed schedule ({@link OpenLoop}), and every commit's latency,
 * measured from its intended start, goes into the case's latency log (the percentiles come from there:
 * JMH's own timing is closed-loop by nature). One JMH operation is one whole schedule (SingleShotTime);
 * the counters say how many commits were offered and finished and how long that took. {@code rate}
 * "closed" is the closed-loop reference: one thread committing back to back.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 1)
@State(Scope.Benchmark)
public class RateBenchmark {
    /** The rate value of the closed-loop, single-thread reference case. */
    public static final String CLOSED = "closed";

    /** Sync method of the shared log by its command-line name (see {@link SyncMethod}). */
    @Param("force-false")
    public String method;

    /** Commits offered per second, or "closed". */
    @Param({"500", "2000", "5000", "20000", CLOSED})
    public String rate;

    /** R: bytes per commit record. */
    @Param("256")
    public int recordBytes;

    /** Producer threads: at most this many commits in flight. */
    @Param("32")
    public int producers;

    /** Length of the measured schedule, ms. */
    @Param("2000")
    public int runMs;

    /** Length of the warmup schedule (same rate), ms. */
    @Param("300")
    public int warmupRunMs;

    /** The header's length in bytes: where the log starts (Derby's is 24). */
    @Param("24")
    public int offset;

    /** The alignment in bytes (the shared log's, unpadded here). */
    @Param("4096")
    public int alignment;

    private LogFile file;
    private LogWriter writer;
    private SharedLog log;
    private LatencyLog latency;
    private ByteBuffer record;
    private boolean measuring;

    /** What the measured schedule did (JMH sums them over the one iteration). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Schedule {
        /** Commits offered by the schedule. */
        public long offered;
        /** Commits finished. */
        public long completed;
        /** Microseconds from the first commit's due time to the last one's end. */
        public long elapsedMicros;

        @Setup(Level.Iteration)
        public void reset() {
            offered = 0;
            completed = 0;
            elapsedMicros = 0;
        }
    }

    @Setup(Level.Trial)
    public void open(BenchmarkParams params) throws IOException {
        SyncMethod sync = SyncMethod.byName(method);
        if (sync == null) {
            throw new IllegalArgumentException("unknown method " + method);
        }
        if (!CLOSED.equals(rate) && !(Double.parseDouble(rate) > 0)) {
            throw new IllegalArgumentException("rate must be positive or closed, not " + rate);
        }
        latency = CaseLatency.open(params);
        file = ForkScratch.create("rate-" + method + "-", FileState.PREALLOCATED, offset, offset,
                GroupCommitBenchmark.FILE_BYTES);
        writer = sync.open(file.path(), GroupCommitBenchmark.FILE_BYTES, file.zeroFrom());
        log = new SharedLog(writer, offset, GroupCommitBenchmark.FILE_BYTES, alignment, false,
                Math.max(GroupCommitBenchmark.LOG_BUFFER_BYTES, recordBytes));
        record = ByteBuffer.allocateDirect(recordBytes);
        ForkScratch.fillPattern(record);
    }

    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration) {
        measuring = iteration.getType() == IterationType.MEASUREMENT;
        CaseLatency.atIteration(latency, iteration);
    }

    /** One whole schedule: the warmup's short one, or the measured one logged commit by commit. */
    @Benchmark
    public void schedule(Schedule counters) {
        long nanos = TimeUnit.MILLISECONDS.toNanos(measuring ? runMs : warmupRunMs);
        SharedLog.Stats[] stats = new SharedLog.Stats[CLOSED.equals(rate) ? 1 : producers];
        for (int i = 0; i < stats.length; i++) {
            stats[i] = new SharedLog.Stats();
        }
        OpenLoop.Commit commit = p -> log.commit(record.duplicate(), stats[p]);
        OpenLoop.Listener listener = measuring ? (due, ns) -> latency.record(ns) : (due, ns) -> { };
        if (!measuring) {
            // a slow schedule alone commits too few times to get the commit path compiled (500/s
            // offers 150 commits in a 300 ms warmup): warm it back to back first, as the closed loop is
            OpenLoop.closed(nanos, commit, listener);
        }
        OpenLoop.Result r = CLOSED.equals(rate) ? OpenLoop.closed(nanos, commit, listener)
                : OpenLoop.run(Double.parseDouble(rate), nanos, producers, commit, listener);
        counters.offered = r.offered();
        counters.completed = r.completed();
        counters.elapsedMicros = r.elapsedNanos() / 1000;
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
        ForkScratch.endTrial(latency, file, writer);
    }
}
