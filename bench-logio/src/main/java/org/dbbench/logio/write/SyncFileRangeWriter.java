package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.dbbench.logio.sys.Linux;

/**
 * pwrite(2) then sync_file_range(WAIT_BEFORE | WRITE | WAIT_AFTER) over the bytes written since the
 * last sync. NOT durable, and never reported as such: it waits for the data pages' writeback but
 * writes no metadata (a new or grown file's size and extents, an unwritten extent's conversion) and
 * sends no cache flush, so a power failure can lose what it "synced". People use it believing
 * otherwise; the study shows how much faster the illusion is.
 */
final class SyncFileRangeWriter extends NativeWriter {
    private static final int WAIT_WRITE_WAIT = Linux.SYNC_FILE_RANGE_WAIT_BEFORE | Linux.SYNC_FILE_RANGE_WRITE
            | Linux.SYNC_FILE_RANGE_WAIT_AFTER;
    private long from = Long.MAX_VALUE;
    private long to = Long.MIN_VALUE;

    SyncFileRangeWriter(Path path) throws IOException {
        super(path, 0);
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        file.pwrite(address(data), data.remaining(), position);
        from = Math.min(from, position);
        to = Math.max(to, position + data.remaining());
    }

    @Override
    public void sync() throws IOException {
        if (from < to) {
            file.syncFileRange(from, to - from, WAIT_WRITE_WAIT);
        }
        from = Long.MAX_VALUE;
        to = Long.MIN_VALUE;
    }
}
