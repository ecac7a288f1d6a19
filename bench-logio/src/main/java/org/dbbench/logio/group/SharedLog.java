package org.dbbench.logio.group;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.dbbench.logio.write.LogWriter;

/**
 * One log shared by committing threads, with group commit as Derby's LogAccessFile does it: a
 * committer appends its record to the buffer that is gathering and waits until the log is durable
 * past its record. If no flush is running it becomes the leader: it takes everything gathered so far
 * (its own record and all that arrived while the previous flush ran), writes and syncs it, then wakes
 * the others; records arriving meanwhile gather for the next flush.
 *
 * <p>With {@code pad}, each flush is padded with zeros to the alignment and the next flush starts on
 * the next boundary, so every write is aligned in position and length, at the cost of the padding.
 * Without it, flushes follow each other byte for byte from the header, as Derby's do. When the file's
 * capacity is reached the log starts again at the start (as if switching to a new preallocated file).
 */
public final class SharedLog {
    private final LogWriter writer;
    private final long start;
    private final long capacity;
    private final int alignment;
    private final boolean pad;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition flushed = lock.newCondition();
    private ByteBuffer gathering;
    private ByteBuffer flushing;
    private long appendedEnd;
    private long durableEnd;
    private boolean flushInProgress;
    private IOException failure;
    private long filePosition;

    /** What one commit cost the calling thread: set when it led a flush. */
    public static final class Stats {
        public long commits;
        public long syncs;
        public long bytesWritten;
        public long payloadBytes;
    }

    /**
     * @param start where the first flush goes (the header's end; rounded up to the alignment when padding)
     * @param capacity where the log wraps to {@code start}
     * @param bufferBytes how much may gather before appenders must wait for a flush
     */
    public SharedLog(LogWriter writer, long start, long capacity, int alignment, boolean pad, int bufferBytes) {
        if (Integer.bitCount(alignment) != 1) {
            throw new IllegalArgumentException("alignment " + alignment + " is not a power of two");
        }
        this.writer = writer;
        this.alignment = alignment;
        this.pad = pad;
        this.start = pad ? roundUp(start, alignment) : start;
        this.capacity = capacity;
        int room = pad ? roundUp(bufferBytes, alignment) + alignment : bufferBytes;
        if (this.start + room > capacity) {
            throw new IllegalArgumentException("a " + capacity + "-byte log cannot hold a " + room + "-byte flush");
        }
        this.gathering = writer.allocate(room);
        this.flushing = writer.allocate(room);
        this.gathering.limit(bufferBytes);
        this.filePosition = this.start;
    }

    /** Appends {@code record} and returns once it is durable (by the writer's sync method). */
    public void commit(ByteBuffer record, Stats mine) {
        int length = record.remaining();
        lock.lock();
        try {
            while (gathering.remaining() < length) {
                if (gathering.position() == 0) {
                    throw new IllegalArgumentException("a " + length + "-byte record is larger than the log buffer");
                }
                if (flushInProgress) {
                    awaitFlush();
                } else {
                    flushAsLeader(mine);
                }
            }
            gathering.put(record.duplicate());
            appendedEnd += length;
            long mineEnd = appendedEnd;
            while (durableEnd < mineEnd) {
                if (flushInProgress) {
                    awaitFlush();
                } else {
                    flushAsLeader(mine);
                }
            }
            mine.commits++;
        } finally {
            lock.unlock();
        }
    }

    /** Called with the lock held; releases it while writing so others can gather the next group. */
    private void flushAsLeader(Stats mine) {
        if (failure != null) {
            throw new UncheckedIOException("the shared log failed earlier", failure);
        }
        flushInProgress = true;
        ByteBuffer batch = gathering;
        gathering = flushing;
        flushing = batch;
        int gatheringLimit = batch.limit();
        gathering.clear().limit(gatheringLimit);
        long upTo = appendedEnd;
        int payload = batch.position();
        int length = pad ? roundUp(payload, alignment) : payload;
        batch.limit(length);
        for (int i = payload; i < length; i++) {
            batch.put(i, (byte) 0);
        }
        batch.position(0);
        if (filePosition + length > capacity) {
            filePosition = start;
        }
        long at = filePosition;
        filePosition += length;
        lock.unlock();
        IOException failed = null;
        try {
            writer.write(batch, at);
            writer.sync();
        } catch (IOException e) {
            failed = e;
        } finally {
            lock.lock();
        }
        batch.clear().limit(gatheringLimit);
        flushInProgress = false;
        if (failed != null) {
            failure = failed;
            flushed.signalAll();
            throw new UncheckedIOException(failed);
        }
        durableEnd = upTo;
        mine.syncs++;
        mine.bytesWritten += length;
        mine.payloadBytes += payload;
        flushed.signalAll();
    }

    private void awaitFlush() {
        if (failure != null) {
            throw new UncheckedIOException("the shared log failed", failure);
        }
        flushed.awaitUninterruptibly();
    }

    /** Where the next flush will be written (tests use it). */
    public long filePosition() {
        lock.lock();
        try {
            return filePosition;
        } finally {
            lock.unlock();
        }
    }

    private static long roundUp(long v, int a) {
        return (v + a - 1) / a * a;
    }

    private static int roundUp(int v, int a) {
        return (v + a - 1) / a * a;
    }
}
