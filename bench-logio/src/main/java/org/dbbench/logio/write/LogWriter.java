package org.dbbench.logio.write;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * How a transaction log puts bytes on disk and makes them durable, one implementation per Java sync
 * method (see {@link SyncMethod}). A log write is {@link #write} followed by {@link #sync}:
 * <ul>
 *   <li>{@code write} puts {@code data}'s remaining bytes at {@code position}; the caller's buffer is
 *       not modified. For methods whose file was opened with O_DSYNC/O_SYNC the bytes are durable
 *       when it returns; for the others they may only be in the page cache.</li>
 *   <li>{@code sync} makes every write so far durable with the method's system call (fdatasync,
 *       fsync, msync); it does nothing for methods that are durable per write, and nothing for the
 *       no-sync floor, which is never durable.</li>
 * </ul>
 * Writers open files that already exist (laid out by {@link org.dbbench.logio.file.LogFile}); they
 * never create one. A writer is used by one thread at a time.
 */
public interface LogWriter extends Closeable {

    void write(ByteBuffer data, long position) throws IOException;

    void sync() throws IOException;

    /** A buffer of the kind this writer writes without an extra copy (heap for RandomAccessFile). */
    default ByteBuffer allocate(int bytes) {
        return ByteBuffer.allocateDirect(bytes);
    }

    @Override
    void close() throws IOException;
}
