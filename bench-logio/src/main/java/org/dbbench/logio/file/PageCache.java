package org.dbbench.logio.file;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import org.dbbench.logio.sys.Binding;
import org.dbbench.logio.sys.Linux;
import org.dbbench.logio.sys.NativeFile;

/**
 * Drops a file's pages from the Linux page cache with posix_fadvise(POSIX_FADV_DONTNEED), through
 * the study's native binding. The kernel drops only clean pages, so the file is fdatasync'ed first:
 * after that even a no-sync writer's pages can go. Pages mapped by mmap stay (the kernel keeps
 * mapped pages), so the cold state means little for mmap-force. It uses its own read-only file
 * descriptor, so the writer's open flags and calls are untouched.
 */
public final class PageCache implements Closeable {
    private final NativeFile file;

    private PageCache(NativeFile file) {
        this.file = file;
    }

    /** True where dropping pages works: a native binding loaded (64-bit Linux). */
    public static boolean supported() {
        return Binding.current().posix() != null;
    }

    public static PageCache open(Path file) throws IOException {
        if (!supported()) {
            throw new IOException("dropping cached pages needs posix_fadvise: " + Binding.current().problem());
        }
        return new PageCache(NativeFile.open(file, Linux.O_RDONLY));
    }

    /** Makes the file's dirty pages clean, then drops every cached page of it. */
    public void drop() throws IOException {
        file.fdatasync();
        file.posixFadvise(0, 0, Linux.POSIX_FADV_DONTNEED);
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
