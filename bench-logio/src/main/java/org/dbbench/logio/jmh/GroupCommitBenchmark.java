package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;

/**
 * Group commit: T threads each commit R-byte records through one {@link SharedLog}, whose leader
 * flushes what has gathered. One operation is one commit, timed from append to durable (SampleTime:
 * commit latency percentiles). Counters (summed over threads) give commits/s, syncs and bytes per
 * sync. T is the method name: JMH fixes a benchmark's thread count per method.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 300, timeUnit = TimeUnit.MILLISECONDS)
public class GroupCommitBenchmark {
    /** Derby's default log buffer: the most one flush can carry. */
    static final int LOG_BUFFER_BYTES = 32 * 1024;
    /** The shared log file (preallocated); the log starts again at its start when it is full. */
    static final long FILE_BYTES = 8L << 20;

    /** The log shared by all committing threads. */
    @State(Scope.Benchmark)
    public static class Log {
        /** Sync method of the shared log by its command-line name (see {@link SyncMethod}). */
        @Param("rwd")
        public String groupMethod;

        /** R: bytes per commit record. */
        @Param("256")
        public int recordBytes;

        /** true: each flush is padded with zeros to the alignment and the next starts on a boundary. */
        @Param({"false", "true"})
        public boolean pad;

        /** The alignment in bytes that padding rounds to (a power of two). */
        @Param("4096")
        public int alignment;

        /** The header's length in bytes: where the log starts (Derby's is 24). */
        @Param("24")
        public int offset;

        SharedLog log;
        LatencyLog latency;
        private LogFile file;
        private LogWriter writer;

        @Setup(Level.Trial)
        public void open(BenchmarkParams params) throws IOException {
            latency = CaseLatency.open(params);
            SyncMethod sync = SyncMethod.byName(groupMethod);
            if (sync == null) {
                throw new IllegalArgumentException("unknown groupMethod " + groupMethod);
            }
            file = ForkScratch.create("group-" + groupMethod + "-", FileState.PREALLOCATED, offset, offset,
                    FILE_BYTES);
            writer = sync.open(file.path(), FILE_BYTES, file.zeroFrom());
            log = new SharedLog(writer, offset, FILE_BYTES, alignment, pad, Math.max(LOG_BUFFER_BYTES, recordBytes));
        }

        /** The latency log starts with the first measured iteration. */
        @Setup(Level.Iteration)
        public void startIteration(IterationParams iteration) {
            CaseLatency.atIteration(latency, iteration);
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            ForkScratch.endTrial(latency, file, writer);
        }
    }

    /** Per-thread counters, summed over threads by JMH (reset by JMH before each iteration). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Counters {
        /** Commits this thread completed. */
        public long commits;
        /** Flushes this thread led (each one write + one sync). */
        public long syncs;
        /** Bytes written by the flushes this thread led, padding included. */
        public long bytesWritten;
        /** Record bytes in those flushes, padding excluded. */
        public long payloadBytes;
        /** Nanoseconds from the iteration's start to this thread's last commit. */
        public long nanos;

        private final SharedLog.Stats stats = new SharedLog.Stats();
        private ByteBuffer record;
        private long iterationStart;

        @Setup(Level.Iteration)
        public void startIteration(Log log) {
            if (record == null) {
                record = ByteBuffer.allocateDirect(log.recordBytes);
                ForkScratch.fillPattern(record);
            }
            stats.commits = 0;
            stats.syncs = 0;
            stats.bytesWritten = 0;
            stats.payloadBytes = 0;
            iterationStart = System.nanoTime();
        }

        void commit(Log shared) {
            long begin = System.nanoTime();
            shared.log.commit(record, stats);
            shared.latency.record(System.nanoTime() - begin);
            commits = stats.commits;
            syncs = stats.syncs;
            bytesWritten = stats.bytesWritten;
            payloadBytes = stats.payloadBytes;
            nanos = System.nanoTime() - iterationStart;
        }
    }

    /** One committer. */
    @Benchmark
    @Threads(1)
    public void threads01(Log log, Counters c) {
        c.commit(log);
    }

    /** Two committers. */
    @Benchmark
    @Threads(2)
    public void threads02(Log log, Counters c) {
        c.commit(log);
    }

    /** Four committers. */
    @Benchmark
    @Threads(4)
    public void threads04(Log log, Counters c) {
        c.commit(log);
    }

    /** Eight committers. */
    @Benchmark
    @Threads(8)
    public void threads08(Log log, Counters c) {
        c.commit(log);
    }

    /** Sixteen committers. */
    @Benchmark
    @Threads(16)
    public void threads16(Log log, Counters c) {
        c.commit(log);
    }

    /** Thirty-two committers. */
    @Benchmark
    @Threads(32)
    public void threads32(Log log, Counters c) {
        c.commit(log);
    }

    /** Thread counts that have a method, for the command's --threads. */
    public static final int[] THREAD_COUNTS = {1, 2, 4, 8, 16, 32};

    /** The method measuring {@code threads} committers. */
    public static String methodFor(int threads) {
        return String.format("threads%02d", threads);
    }
}
