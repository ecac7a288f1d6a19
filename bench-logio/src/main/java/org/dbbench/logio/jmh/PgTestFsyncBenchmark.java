package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.time.CaseLatency;
import org.dbbench.logio.time.LatencyLog;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;
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

/**
 * pg_test_fsync's commits through each Java sync method: one operation is one commit of a
 * {@link PgPattern}; ops/sec and usecs/op follow from the mean, percentiles from the samples.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 300, timeUnit = TimeUnit.MILLISECONDS)
public class PgTestFsyncBenchmark {
    /** pg_test_fsync rewrites the start of a 16MB WAL segment; the writes touch only its first 16kB. */
    private static final long FILE_BYTES = 16L << 20;

    /** Sync method by its command-line name (see {@link SyncMethod}). */
    @Param("force-false")
    public String method;

    /** The commit: 1x8k, 2x8k, 16k-1x16k, 16k-2x8k, 16k-4x4k, 16k-8x2k, 16k-16x1k (see {@link PgPattern}). */
    @Param({"1x8k", "2x8k", "16k-1x16k", "16k-2x8k", "16k-4x4k", "16k-8x2k", "16k-16x1k"})
    public String pattern;

    private PgPattern commit;
    private LogFile file;
    private LogWriter writer;
    private ByteBuffer data;
    private int size;
    private LatencyLog latency;

    @Setup(Level.Trial)
    public void layOut(BenchmarkParams params) throws IOException {
        latency = CaseLatency.open(params);
        SyncMethod sync = SyncMethod.byName(method);
        commit = PgPattern.byName(pattern);
        if (sync == null || commit == null) {
            throw new IllegalArgumentException("unknown method/pattern: " + method + "/" + pattern);
        }
        file = ForkScratch.create("pg-" + method + "-", FileState.REWRITE, 0, 0, FILE_BYTES);
        writer = sync.open(file.path(), FILE_BYTES, file.zeroFrom());
        size = commit.sizeKb() * 1024;
        data = writer.allocate(size);
        ForkScratch.fillPattern(data);
    }

    /** The latency log starts with the first measured iteration. */
    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration) {
        CaseLatency.atIteration(latency, iteration);
    }

    /** One commit: the pattern's writes from the file's start, synced after each or once at the end. */
    @Benchmark
    public void commit() throws IOException {
        long begin = System.nanoTime();
        for (int i = 0; i < commit.writes(); i++) {
            writer.write(data, (long) i * size);
            if (commit.syncEach()) {
                writer.sync();
            }
        }
        if (!commit.syncEach()) {
            writer.sync();
        }
        latency.record(System.nanoTime() - begin);
    }

    @TearDown(Level.Trial)
    public void cleanUp() throws IOException {
        ForkScratch.endTrial(latency, file, writer);
    }
}
