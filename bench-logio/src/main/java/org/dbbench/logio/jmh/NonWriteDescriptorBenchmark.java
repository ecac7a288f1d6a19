package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;

import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;


import org.openjdk.jmh.annotations.Benchmark;


import org.openjdk.jmh.annotations.Level;



import org.openjdk.jmh.annotations.Param;

import org.openjdk.jmh.annotations.Setup;

import org.openjdk.jmh.annotations.TearDown;

import org.openjdk.jmh.infra.BenchmarkParams;


/**
 * pg_test_fsync's "Test if fsync on non-write file descriptor is honored": one operation writes 8kB at
 * the start of a file through one descriptor and then either syncs it there and closes
 * ({@code write-fsync-close}), or closes it and syncs the file through a second descriptor opened
 * read-only, which never wrote anything ({@code write-close-fsync}); {@code write-close} (pg's
 * "Non-sync'ed 8kB writes") is the same without any sync. If write-close-fsync costs what
 * write-fsync-close costs, and far more than write-close, the second descriptor's fsync found the
 * first one's dirty data and wrote it: the OS carried it over (Linux keeps dirty pages per file, not
 * per descriptor). The sync is FileChannel.force(true), i.e. fsync, as in pg_test_fsync.
 */
public class NonWriteDescriptorBenchmark extends LatencyCase {
    /** The three orders, by their pg_test_fsync names. */
    public static final String WRITE_FSYNC_CLOSE = "write-fsync-close";
    public static final String WRITE_CLOSE_FSYNC = "write-close-fsync";
    public static final String WRITE_CLOSE = "write-close";
    private static final int BYTES = 8 * 1024;
    private static final long FILE_BYTES = 16L << 20;

    /** write-fsync-close, write-close-fsync or write-close. */
    @Param({WRITE_FSYNC_CLOSE, WRITE_CLOSE_FSYNC, WRITE_CLOSE})
    public String order;

    private LogFile file;
    private ByteBuffer data;

    @Setup(Level.Trial)
    public void layOut(BenchmarkParams params) throws IOException {
        if (!order.equals(WRITE_FSYNC_CLOSE) && !order.equals(WRITE_CLOSE_FSYNC) && !order.equals(WRITE_CLOSE)) {
            throw new IllegalArgumentException("unknown order " + order);
        }
        openLatency(params);
        file = ForkScratch.create("pg-nonwrite-", FileState.REWRITE, 0, 0, FILE_BYTES);
        data = ByteBuffer.allocateDirect(BYTES);
        ForkScratch.fillPattern(data);
    }

    /** One open, 8kB write, (sync,) close, (open read-only, sync, close). */
    @Benchmark
    public void commit() throws IOException {
        long begin = System.nanoTime();
        try (FileChannel w = FileChannel.open(file.path(), StandardOpenOption.WRITE)) {
            data.clear();
            while (data.hasRemaining()) {
                w.write(data, data.position());
            }
            if (order.equals(WRITE_FSYNC_CLOSE)) {
                w.force(true);
            }
        }
        if (order.equals(WRITE_CLOSE_FSYNC)) {
            try (FileChannel r = FileChannel.open(file.path(), StandardOpenOption.READ)) {
                r.force(true);
            }
        }
        latency.record(System.nanoTime() - begin);
    }

    @TearDown(Level.Trial)
    public void cleanUp() throws IOException {
        ForkScratch.endTrial(latency, file);
    }
}
