package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;


import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;
import org.openjdk.jmh.annotations.Benchmark;


import org.openjdk.jmh.annotations.Level;



import org.openjdk.jmh.annotations.Param;

import org.openjdk.jmh.annotations.Setup;

import org.openjdk.jmh.annotations.TearDown;

import org.openjdk.jmh.infra.BenchmarkParams;


/**
 * pg_test_fsync's commits through each Java sync method: one operation is one commit of a
 * {@link PgPattern}; ops/sec and usecs/op follow from the mean, percentiles from the samples.
 */
public class PgTestFsyncBenchmark extends LatencyCase {
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

    @Setup(Level.Trial)
    public void layOut(BenchmarkParams params) throws IOException {
        openLatency(params);
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
