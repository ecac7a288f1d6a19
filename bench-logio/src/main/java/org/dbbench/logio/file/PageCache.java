package org.dbbench.logio.file;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Platform;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Drops a file's pages from the Linux page cache with posix_fadvise(POSIX_FADV_DONTNEED), through
 * JNA (JDK 17 has no FFM API). The kernel drops only clean pages, so the file is fdatasync'ed first:
 * after that even a no-sync writer's pages can go. Pages mapped by mmap stay (the kernel keeps
 * mapped pages), so the cold state means little for mmap-force. It uses its own read-only file
 * descriptor, so the writer's open flags and calls are untouched.
 */
public final class PageCache implements Closeable {
    private static final int O_RDONLY = 0;
    private static final int O_CLOEXEC = 0x80000;
    private static final int POSIX_FADV_DONTNEED = 4;

    /** The few libc calls needed; 64-bit Linux, where off_t is a long. */
    interface LibC extends Library {
        int open(String path, int flags);

        int close(int fd);

        int fdatasync(int fd);

        int posix_fadvise(int fd, long offset, long length, int advice);
    }

    private static LibC libc;
    private final Path file;
    private int fd;

    private PageCache(Path file, int fd) {
        this.file = file;
        this.fd = fd;
    }

    /** True where dropping pages works: 64-bit Linux. */
    public static boolean supported() {
        return Platform.isLinux() && Platform.is64Bit();
    }

    public static PageCache open(Path file) throws IOException {
        if (!supported()) {
            throw new IOException("dropping cached pages needs 64-bit Linux (posix_fadvise)");
        }
        int fd = libc().open(file.toString(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            throw new IOException("open " + file + " for posix_fadvise failed, errno " + Native.getLastError());
        }
        return new PageCache(file, fd);
    }

    /** Makes the file's dirty pages clean, then drops every cached page of it. */
    public void drop() throws IOException {
        if (libc().fdatasync(fd) != 0) {
            throw new IOException("fdatasync " + file + " failed, errno " + Native.getLastError());
        }
        int rc = libc().posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        if (rc != 0) {
            throw new IOException("posix_fadvise(DONTNEED) " + file + " failed, error " + rc);
        }
    }

    @Override
    public void close() {
        if (fd >= 0) {
            libc().close(fd);
            fd = -1;
        }
    }

    private static synchronized LibC libc() {
        if (libc == null) {
            libc = Native.load("c", LibC.class);
        }
        return libc;
    }
}
