package org.dbbench.logio.sys;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A file descriptor opened through the {@link Posix} binding, with the calls a log writer makes on
 * it. Every failure is a {@link NativeCallException} naming the call, the errno and this file.
 */
public final class NativeFile implements Closeable {
    private final Posix posix;
    private final Path path;
    private int fd;

    private NativeFile(Posix posix, Path path, int fd) {
        this.posix = posix;
        this.path = path;
        this.fd = fd;
    }

    /** Opens an existing file with open(2) {@code flags} (never O_CREAT) through this JVM's binding. */
    public static NativeFile open(Path path, int flags) throws IOException {
        return open(posix(), path, flags);
    }

    public static NativeFile open(Posix posix, Path path, int flags) throws IOException {
        int fd = posix.open(path.toString(), flags | Linux.O_CLOEXEC, 0);
        if (fd < 0) {
            throw new NativeCallException("open" + flagNames(flags), -fd, path);
        }
        return new NativeFile(posix, path, fd);
    }

    /** This JVM's binding, or an IOException saying why there is none. */
    public static Posix posix() throws IOException {
        Binding b = Binding.current();
        if (b.posix() == null) {
            throw new IOException("no native binding: " + b.problem());
        }
        return b.posix();
    }

    /** The binding this file's calls go through. */
    public Posix binding() {
        return posix;
    }

    public Path path() {
        return path;
    }

    public int fd() {
        return fd;
    }

    /** Writes all {@code count} bytes at {@code address} to {@code offset} with pwrite(2). */
    public void pwrite(long address, long count, long offset) throws IOException {
        long done = 0;
        while (done < count) {
            long n = posix.pwrite(fd, address + done, count - done, offset + done);
            if (n < 0) {
                throw new NativeCallException("pwrite", (int) -n, path);
            }
            done += n;
        }
    }

    /** One pread(2) of up to {@code count} bytes; returns the bytes read (0 at the end of the file). */
    public long pread(long address, long count, long offset) throws IOException {
        long n = posix.pread(fd, address, count, offset);
        if (n < 0) {
            throw new NativeCallException("pread", (int) -n, path);
        }
        return n;
    }

    /** One pwritev2(2) call with {@code flags}; returns the bytes written (the caller loops on a short write). */
    public long pwritev2(long iov, int iovcnt, long offset, int flags) throws IOException {
        long n = posix.pwritev2(fd, iov, iovcnt, offset, flags);
        if (n < 0) {
            throw new NativeCallException("pwritev2" + rwfNames(flags), (int) -n, path);
        }
        return n;
    }

    public void fdatasync() throws IOException {
        check("fdatasync", posix.fdatasync(fd));
    }

    public void fsync() throws IOException {
        check("fsync", posix.fsync(fd));
    }

    /** fallocate(2) with {@code mode} (0: allocate and extend the file). */
    public void fallocate(int mode, long offset, long length) throws IOException {
        check("fallocate", posix.fallocate(fd, mode, offset, length));
    }

    public void posixFallocate(long offset, long length) throws IOException {
        check("posix_fallocate", posix.posixFallocate(fd, offset, length));
    }

    public void posixFadvise(long offset, long length, int advice) throws IOException {
        check("posix_fadvise", posix.posixFadvise(fd, offset, length, advice));
    }

    public void syncFileRange(long offset, long nbytes, int flags) throws IOException {
        check("sync_file_range", posix.syncFileRange(fd, offset, nbytes, flags));
    }

    private void check(String call, long rc) throws IOException {
        if (rc < 0) {
            throw new NativeCallException(call, (int) -rc, path);
        }
    }

    @Override
    public void close() throws IOException {
        if (fd >= 0) {
            int rc = posix.close(fd);
            fd = -1;
            check("close", rc);
        }
    }

    private static String flagNames(int flags) {
        StringBuilder s = new StringBuilder();
        if ((flags & Linux.O_DIRECT) != 0) {
            s.append("|O_DIRECT");
        }
        if ((flags & Linux.O_SYNC) == Linux.O_SYNC) {
            s.append("|O_SYNC");
        } else if ((flags & Linux.O_DSYNC) != 0) {
            s.append("|O_DSYNC");
        }
        return s.length() == 0 ? "" : "(" + s.substring(1) + ")";
    }

    private static String rwfNames(int flags) {
        return (flags & Linux.RWF_SYNC) != 0 ? "(RWF_SYNC)" : (flags & Linux.RWF_DSYNC) != 0 ? "(RWF_DSYNC)" : "";
    }
}
