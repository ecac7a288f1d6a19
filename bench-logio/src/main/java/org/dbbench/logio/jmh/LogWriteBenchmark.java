package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.file.PageCache;
import org.dbbench.logio.file.WriteCursor;


import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;
import org.openjdk.jmh.annotations.Benchmark;


import org.openjdk.jmh.annotations.Level;



import org.openjdk.jmh.annotations.Param;

import org.openjdk.jmh.annotations.Setup;

import org.openjdk.jmh.annotations.TearDown;

import org.openjdk.jmh.infra.BenchmarkParams;


/**
 * The 2004 measurement: one durable log write of B bytes per operation, aligned or right after a
 * header, timed one by one (SampleTime gives the percentiles).
 *
 * <p>The original timed N = 128 sequential writes per case. Here N is the log region a case cycles
 * over: writes go one after another from the start and, after N of them (or at the end of the file),
 * start again at the start; a growing file is cut back to its header at that point (untimed), so
 * every pass appends to a file that grows again. The number of timed writes is whatever the JMH
 * iterations allow (at least N on any device faster than about 2 ms per write with the default
 * settings); the sample count is reported with the percentiles.
 */
public class LogWriteBenchmark extends LatencyCase {

    /** Sync method by its command-line name: rwd, rws, rw-sync, force-false, force-true, open-dsync,
     *  open-sync, direct-dsync, direct-force, mmap-force, nosync (see {@link SyncMethod}). */
    @Param("force-false")
    public String method;

    /** B: bytes per write in KiB (1024 bytes), the 2004 table's Buffer-Size(K). */
    @Param({"512", "256", "128", "64", "32", "16", "12", "10", "8", "6", "4", "2", "1"})
    public int sizeKb;

    /**
     * Where the first write starts: "aligned" on an alignment boundary (the header padded up to it),
     * "header" right after the header, as Derby's did. Later writes follow at B-byte steps. (Named so
     * that it sorts after method and sizeKb: JMH nests parameters by name, and the aligned and
     * non-aligned case of a size must run one after the other, not minutes apart.)
     */
    @Param({"aligned", "header"})
    public String start;

    /** The header's length in bytes, where non-aligned writes start (Derby's log header is 24). */
    @Param("24")
    public int offset;

    /** The alignment in bytes, a power of two: 4096 by default, 512, or the device's physical block. */
    @Param("4096")
    public int alignment;

    /** The log file before the writes: preallocated (zero-filled, synced), growing, or rewrite (in place). */
    @Param("preallocated")
    public String fileState;

    /** Page cache before each write: warm, or cold (fdatasync + POSIX_FADV_DONTNEED, untimed). */
    @Param("warm")
    public String cache;

    /** N: writes per pass over the log region before it starts again at the start. */
    @Param("128")
    public int writes;

    /** The log file's length in bytes at most; 0 = just enough for the header and N writes. */
    @Param("0")
    public long fileBytes;

    private SyncMethod sync;
    private FileState state;
    private LogFile file;
    private LogWriter writer;
    private PageCache pageCache;
    private WriteCursor cursor;
    private ByteBuffer data;
    private long position;
    /** Busy work after each write: bench compare's known effect ({@value #EXTRA_CPU}), off unless given. */
    private org.dbbench.core.run.BusyWork extra = new org.dbbench.core.run.BusyWork(0);

    /** The setting --b-set gives to make each write of B take N ns longer, in the benchmark, after the sync. */
    public static final String EXTRA_CPU = "write.extra-cpu-ns";

    @Setup(Level.Trial)
    public void layOut(BenchmarkParams params) throws IOException {
        extra = new org.dbbench.core.run.BusyWork(org.dbbench.core.run.BusyWork.configured(EXTRA_CPU, "write"));
        if (extra.nanos() > 0) {
            System.out.println(EXTRA_CPU + " (a known effect), per write: " + extra.describe());
        }
        openLatency(params);
        sync = SyncMethod.byName(method);
        state = FileState.byName(fileState);
        CacheState cacheState = CacheState.byName(cache);
        if (sync == null || state == null || cacheState == null) {
            throw new IllegalArgumentException("unknown method/fileState/cache: " + method + "/" + fileState + "/" + cache);
        }
        int size = sizeKb * 1024;
        long first = firstWrite(start, offset, alignment);
        long needed = state == FileState.REWRITE ? first + size : first + (long) writes * size;
        long capacity = fileBytes > 0 ? fileBytes : ForkScratch.roundUp(needed, alignment);
        file = ForkScratch.create("write-" + method + "-", state, offset, first, capacity);
        writer = sync.open(file.path(), capacity, file.zeroFrom());
        data = writer.allocate(size);
        ForkScratch.fillPattern(data);
        cursor = new WriteCursor(state, first, size, writes, capacity);
        if (cacheState == CacheState.COLD) {
            pageCache = PageCache.open(file.path());
        }
    }

    /** The first write's position for {@code start} = "aligned" or "header". */
    public static long firstWrite(String start, int offset, int alignment) {
        return switch (start) {
            case "aligned" -> ForkScratch.roundUp(offset, alignment);
            case "header" -> offset;
            default -> throw new IllegalArgumentException("start must be aligned or header, not " + start);
        };
    }

    /** Untimed: where the next write goes, a growing file cut back after a pass, cold pages dropped. */
    @Setup(Level.Invocation)
    public void beforeWrite() throws IOException {
        if (state == FileState.GROWING && cursor.atWrap()) {
            writer.close();
            file.truncateToStart();
            writer = sync.open(file.path(), file.capacity(), file.zeroFrom());
        }
        position = cursor.next();
        if (pageCache != null) {
            pageCache.drop();
        }
    }

    /** One log write made durable by the method (or not at all, for nosync); its latency logged. */
    @Benchmark
    public void write() throws IOException {
        long begin = System.nanoTime();
        writer.write(data, position);
        writer.sync();
        latency.record(System.nanoTime() - begin);
        // after the latency: the histogram stays the device's, JMH's time per write carries the effect
        extra.spin();
    }

    @TearDown(Level.Trial)
    public void cleanUp() throws IOException {
        ForkScratch.endTrial(latency, file, pageCache, writer);
    }
}
