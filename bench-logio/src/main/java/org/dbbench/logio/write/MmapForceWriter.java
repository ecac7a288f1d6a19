package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The log file mapped once, written with {@code put}, made durable with
 * {@code MappedByteBuffer.force(index, length)}: msync(MS_SYNC) over the pages written since the last
 * sync. A mapping cannot grow a file the way write(2) does: mapping {@code capacity} bytes extends a
 * shorter file to that length at open (so a "growing" file is a sparse preallocated one here).
 */
final class MmapForceWriter implements LogWriter {
    private final FileChannel channel;
    private final MappedByteBuffer map;
    private int dirtyFrom = Integer.MAX_VALUE;
    private int dirtyTo = -1;

    MmapForceWriter(Path path, long capacity) throws IOException {
        if (capacity > Integer.MAX_VALUE) {
            throw new IOException("mmap-force maps at most 2 GiB; the log file is " + capacity + " bytes");
        }
        this.channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
        this.map = channel.map(FileChannel.MapMode.READ_WRITE, 0, capacity);
    }

    @Override
    public void write(ByteBuffer data, long position) {
        int at = Math.toIntExact(position);
        int length = data.remaining();
        map.put(at, data, data.position(), length);
        dirtyFrom = Math.min(dirtyFrom, at);
        dirtyTo = Math.max(dirtyTo, at + length);
    }

    @Override
    public void sync() {
        if (dirtyTo > dirtyFrom) {
            map.force(dirtyFrom, dirtyTo - dirtyFrom);
            dirtyFrom = Integer.MAX_VALUE;
            dirtyTo = -1;
        }
    }

    @Override
    public void close() throws IOException {
        // the mapping itself goes with the buffer (GC); closing the channel does not unmap it
        channel.close();
    }
}
