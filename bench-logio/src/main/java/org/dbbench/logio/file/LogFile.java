package org.dbbench.logio.file;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.dbbench.logio.sys.Linux;
import org.dbbench.logio.sys.NativeFile;

/**
 * A scratch log file laid out for one case: a header of {@code headerBytes} (Derby's is 24), then the
 * region the writes go to, from {@code start} to {@code capacity}. It is always created new (a random
 * name, CREATE_NEW) inside a scratch directory, so the study never writes into a file it did not create.
 */
public final class LogFile {
    /** Derby's log file header: the offset that made every Derby log write non-aligned. */
    public static final int DERBY_HEADER_BYTES = 24;
    private static final int CHUNK = 1 << 20;

    private final Path path;
    private final FileState state;
    private final int headerBytes;
    private final long start;
    private final long capacity;

    private LogFile(Path path, FileState state, int headerBytes, long start, long capacity) {
        this.path = path;
        this.state = state;
        this.headerBytes = headerBytes;
        this.start = start;
        this.capacity = capacity;
    }

    /**
     * Creates and lays out a new log file in {@code dir}, synced (file and directory) before it returns.
     *
     * @param start where the first write goes (at least {@code headerBytes})
     * @param capacity the file's length for the preallocated and rewrite states, where a growing file wraps
     */
    public static LogFile create(Path dir, String prefix, FileState state, int headerBytes, long start,
            long capacity) throws IOException {
        if (headerBytes < 0 || start < headerBytes || capacity < start) {
            throw new IllegalArgumentException("header " + headerBytes + ", start " + start + ", capacity " + capacity);
        }
        Path path = Files.createTempFile(dir, prefix, ".log");
        LogFile file = new LogFile(path, state, headerBytes, start, capacity);
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE)) {
            writeFully(ch, header(headerBytes), 0);
            if (state == FileState.FALLOCATED) {
                reserve(path, headerBytes, capacity);
            } else {
                long end = state == FileState.GROWING ? start : capacity;
                fill(ch, headerBytes, end, state == FileState.REWRITE ? (byte) 0x5a : 0);
            }
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(path);
            throw e;
        }
        syncDirectory(dir);
        return file;
    }

    public Path path() {
        return path;
    }

    public FileState state() {
        return state;
    }

    public long start() {
        return start;
    }

    public long capacity() {
        return capacity;
    }

    public int headerBytes() {
        return headerBytes;
    }

    /** Every byte at or past this offset is zero or past the end of the file, as laid out. */
    public long zeroFrom() {
        return switch (state) {
            case PREALLOCATED, FALLOCATED -> headerBytes;
            case GROWING -> start;
            case REWRITE -> capacity;
        };
    }

    /** A growing file starts over: cut back to the header (and its padding), synced. */
    public void truncateToStart() throws IOException {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.WRITE)) {
            ch.truncate(start);
            ch.force(true);
        }
    }

    public void delete() throws IOException {
        Files.deleteIfExists(path);
    }

    /** A recognisable header, like Derby's: a magic word, then the offset repeated. */
    static ByteBuffer header(int bytes) {
        byte[] b = new byte[bytes];
        byte[] magic = "DBBENCHLOG".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < bytes; i++) {
            b[i] = i < magic.length ? magic[i] : (byte) bytes;
        }
        return ByteBuffer.wrap(b);
    }

    /**
     * fallocate(2) mode 0 from {@code from} to {@code to} through the project's native binding: the
     * blocks are allocated and the file extended, nothing is written. A file system that cannot
     * (EOPNOTSUPP) fails here with the call, errno and file named; there is no fallback that writes.
     */
    private static void reserve(Path path, long from, long to) throws IOException {
        if (to <= from) {
            return;
        }
        try (NativeFile f = NativeFile.open(path, Linux.O_WRONLY)) {
            f.fallocate(0, from, to - from);
        }
    }

    private static void fill(FileChannel ch, long from, long to, byte value) throws IOException {
        ByteBuffer chunk = ByteBuffer.allocateDirect(CHUNK);
        if (value != 0) {
            while (chunk.hasRemaining()) {
                chunk.put(value);
            }
        }
        for (long at = from; at < to; ) {
            int n = (int) Math.min(CHUNK, to - at);
            chunk.clear().limit(n);
            writeFully(ch, chunk, at);
            at += n;
        }
    }

    private static void writeFully(FileChannel ch, ByteBuffer b, long at) throws IOException {
        long pos = at;
        while (b.hasRemaining()) {
            pos += ch.write(b, pos);
        }
    }

    /** The new directory entry must be durable too, or the first synced write pays for it. */
    private static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException e) {
            // some file systems refuse to sync a directory; the entry is then made durable later
        }
    }
}
