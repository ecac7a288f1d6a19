package org.dbbench.logio.sys;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * {@link Posix} through the FFM API (java.lang.foreign, final since JDK 22). Compiled by a JDK 22+
 * javac at --release 22 into the same jar as everything else; only {@link Binding} loads it, and
 * only on JDK 22+. errno is captured by the linker into a per-thread segment right after each call
 * (reading it later could see a value the JVM itself left behind). Pointers go in as longs:
 * x86-64 and aarch64 Linux pass both in the same registers.
 */
final class FfmPosix implements Posix {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final StructLayout STATE = Linker.Option.captureStateLayout();
    private static final VarHandle ERRNO = STATE.varHandle(MemoryLayout.PathElement.groupElement("errno"));
    private static final ThreadLocal<MemorySegment> CAPTURED =
            ThreadLocal.withInitial(() -> Arena.ofAuto().allocate(STATE));

    private static final MethodHandle OPEN = errno("open", JAVA_INT, 2, ADDRESS, JAVA_INT, JAVA_INT);
    private static final MethodHandle CLOSE = errno("close", JAVA_INT, -1, JAVA_INT);
    private static final MethodHandle PWRITE = errno("pwrite", JAVA_LONG, -1, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle PREAD = errno("pread", JAVA_LONG, -1, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle PWRITEV2 =
            errno("pwritev2", JAVA_LONG, -1, JAVA_INT, JAVA_LONG, JAVA_INT, JAVA_LONG, JAVA_INT);
    private static final MethodHandle FDATASYNC = errno("fdatasync", JAVA_INT, -1, JAVA_INT);
    private static final MethodHandle FSYNC = errno("fsync", JAVA_INT, -1, JAVA_INT);
    private static final MethodHandle FALLOCATE = errno("fallocate", JAVA_INT, -1, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle POSIX_FALLOCATE = plain("posix_fallocate", JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle POSIX_FADVISE =
            plain("posix_fadvise", JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_INT);
    private static final MethodHandle SYNC_FILE_RANGE =
            errno("sync_file_range", JAVA_INT, -1, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_INT);
    private static final MethodHandle IOCTL = errno("ioctl", JAVA_INT, 2, JAVA_INT, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle SYSCALL = errno("syscall", JAVA_LONG, 1, JAVA_LONG, JAVA_LONG, JAVA_LONG,
            JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle MMAP =
            errno("mmap", JAVA_LONG, -1, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG);
    private static final MethodHandle MUNMAP = errno("munmap", JAVA_INT, -1, JAVA_LONG, JAVA_LONG);
    private static final MethodHandle GETPID = plain("getpid", JAVA_INT);
    private static final MethodHandle STRERROR = plain("strerror", ADDRESS, JAVA_INT);

    @Override
    public String name() {
        return "FFM (java.lang.foreign, JDK " + Runtime.version().feature() + ")";
    }

    @Override
    public int open(String path, int flags, int mode) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = CAPTURED.get();
            int fd = (int) OPEN.invokeExact(state, arena.allocateFrom(path), flags, mode);
            return fd < 0 ? -errno(state) : fd;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int close(int fd) {
        try {
            MemorySegment state = CAPTURED.get();
            int rc = (int) CLOSE.invokeExact(state, fd);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public long pwrite(int fd, long address, long count, long offset) {
        try {
            MemorySegment state = CAPTURED.get();
            long n = (long) PWRITE.invokeExact(state, fd, address, count, offset);
            return n < 0 ? -errno(state) : n;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public long pread(int fd, long address, long count, long offset) {
        try {
            MemorySegment state = CAPTURED.get();
            long n = (long) PREAD.invokeExact(state, fd, address, count, offset);
            return n < 0 ? -errno(state) : n;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public long pwritev2(int fd, long iov, int iovcnt, long offset, int flags) {
        try {
            MemorySegment state = CAPTURED.get();
            long n = (long) PWRITEV2.invokeExact(state, fd, iov, iovcnt, offset, flags);
            return n < 0 ? -errno(state) : n;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int fdatasync(int fd) {
        try {
            MemorySegment state = CAPTURED.get();
            int rc = (int) FDATASYNC.invokeExact(state, fd);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int fsync(int fd) {
        try {
            MemorySegment state = CAPTURED.get();
            int rc = (int) FSYNC.invokeExact(state, fd);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int fallocate(int fd, int mode, long offset, long length) {
        try {
            MemorySegment state = CAPTURED.get();
            int rc = (int) FALLOCATE.invokeExact(state, fd, mode, offset, length);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int posixFallocate(int fd, long offset, long length) {
        try {
            return -(int) POSIX_FALLOCATE.invokeExact(fd, offset, length);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int posixFadvise(int fd, long offset, long length, int advice) {
        try {
            return -(int) POSIX_FADVISE.invokeExact(fd, offset, length, advice);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int syncFileRange(int fd, long offset, long nbytes, int flags) {
        try {
            MemorySegment state = CAPTURED.get();
            int rc = (int) SYNC_FILE_RANGE.invokeExact(state, fd, offset, nbytes, flags);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int ioctlInt(int fd, long request) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = CAPTURED.get();
            MemorySegment value = arena.allocate(8);
            int rc = (int) IOCTL.invokeExact(state, fd, request, value.address());
            return rc < 0 ? -errno(state) : value.get(JAVA_INT, 0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public long syscall(long number, long a, long b, long c, long d, long e, long f) {
        try {
            MemorySegment state = CAPTURED.get();
            long rc = (long) SYSCALL.invokeExact(state, number, a, b, c, d, e, f);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public long mmap(long address, long length, int prot, int flags, int fd, long offset) {
        try {
            MemorySegment state = CAPTURED.get();
            long at = (long) MMAP.invokeExact(state, address, length, prot, flags, fd, offset);
            return at == -1 ? -errno(state) : at;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int munmap(long address, long length) {
        try {
            MemorySegment state = CAPTURED.get();
            int rc = (int) MUNMAP.invokeExact(state, address, length);
            return rc < 0 ? -errno(state) : rc;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public int getpid() {
        try {
            return (int) GETPID.invokeExact();
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public String strerror(int errno) {
        try {
            MemorySegment text = (MemorySegment) STRERROR.invokeExact(errno);
            return text.equals(MemorySegment.NULL) ? "no text" : text.reinterpret(1024).getString(0);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    @Override
    public long address(ByteBuffer buffer) {
        if (!buffer.isDirect()) {
            throw new IllegalArgumentException("a native call needs a direct buffer");
        }
        return MemorySegment.ofBuffer(buffer).address();
    }

    @Override
    public ByteBuffer memory(long address, int length) {
        return MemorySegment.ofAddress(address).reinterpret(length).asByteBuffer().order(ByteOrder.nativeOrder());
    }

    private static int errno(MemorySegment state) {
        return (int) ERRNO.get(state, 0L);
    }

    /** A libc function whose errno is captured (a leading segment argument); variadic from {@code firstVariadic}. */
    private static MethodHandle errno(String name, MemoryLayout result, int firstVariadic, MemoryLayout... args) {
        Linker.Option capture = Linker.Option.captureCallState("errno");
        Linker.Option[] options = firstVariadic < 0 ? new Linker.Option[] {capture}
                : new Linker.Option[] {capture, Linker.Option.firstVariadicArg(firstVariadic)};
        return LINKER.downcallHandle(symbol(name), FunctionDescriptor.of(result, args), options);
    }

    private static MethodHandle plain(String name, MemoryLayout result, MemoryLayout... args) {
        return LINKER.downcallHandle(symbol(name), FunctionDescriptor.of(result, args));
    }

    private static MemorySegment symbol(String name) {
        return LINKER.defaultLookup().find(name)
                .orElseThrow(() -> new UnsupportedOperationException("libc has no " + name));
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(t);
    }
}
