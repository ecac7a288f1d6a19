package org.dbbench.logio.sys;

import com.sun.jna.LastErrorException;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * {@link Posix} through JNA direct mapping (static natives registered on libc: the cheapest way JNA
 * calls C). A failed call throws LastErrorException inside JNA; it is turned back into -errno here.
 */
final class JnaPosix implements Posix {
    private static final String NAME = "JNA " + Native.VERSION;

    /** libc, bound by JNA direct mapping: the Java name is the C symbol. */
    private static final class C {
        static {
            Native.register(C.class, NativeLibrary.getInstance("c"));
        }

        static native int open(String path, int flags, int mode) throws LastErrorException;

        static native int close(int fd) throws LastErrorException;

        static native long pwrite(int fd, long buf, long count, long offset) throws LastErrorException;

        static native long pread(int fd, long buf, long count, long offset) throws LastErrorException;

        static native long pwritev2(int fd, long iov, int iovcnt, long offset, int flags) throws LastErrorException;

        static native int fdatasync(int fd) throws LastErrorException;

        static native int fsync(int fd) throws LastErrorException;

        static native int fallocate(int fd, int mode, long offset, long len) throws LastErrorException;

        static native int posix_fallocate(int fd, long offset, long len);

        static native int posix_fadvise(int fd, long offset, long len, int advice);

        static native int sync_file_range(int fd, long offset, long nbytes, int flags) throws LastErrorException;

        static native int ioctl(int fd, long request, long arg) throws LastErrorException;

        // syscall(2) is variadic; libffi sets %al on every x86-64 call, so a fixed seven-long signature is safe
        static native long syscall(long number, long a, long b, long c, long d, long e, long f)
                throws LastErrorException;

        static native long mmap(long addr, long length, int prot, int flags, int fd, long offset)
                throws LastErrorException;

        static native int munmap(long addr, long length) throws LastErrorException;

        static native int getpid();

        static native Pointer strerror(int errnum);

        static native Pointer malloc(long size);

        static native void free(Pointer p);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int open(String path, int flags, int mode) {
        try {
            return C.open(path, flags, mode);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int close(int fd) {
        try {
            return C.close(fd);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public long pwrite(int fd, long address, long count, long offset) {
        try {
            return C.pwrite(fd, address, count, offset);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public long pread(int fd, long address, long count, long offset) {
        try {
            return C.pread(fd, address, count, offset);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public long pwritev2(int fd, long iov, int iovcnt, long offset, int flags) {
        try {
            return C.pwritev2(fd, iov, iovcnt, offset, flags);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int fdatasync(int fd) {
        try {
            return C.fdatasync(fd);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int fsync(int fd) {
        try {
            return C.fsync(fd);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int fallocate(int fd, int mode, long offset, long length) {
        try {
            return C.fallocate(fd, mode, offset, length);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int posixFallocate(int fd, long offset, long length) {
        return -C.posix_fallocate(fd, offset, length);
    }

    @Override
    public int posixFadvise(int fd, long offset, long length, int advice) {
        return -C.posix_fadvise(fd, offset, length, advice);
    }

    @Override
    public int syncFileRange(int fd, long offset, long nbytes, int flags) {
        try {
            return C.sync_file_range(fd, offset, nbytes, flags);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int ioctlInt(int fd, long request) {
        Pointer p = C.malloc(8);
        try {
            C.ioctl(fd, request, Pointer.nativeValue(p));
            return p.getInt(0);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        } finally {
            C.free(p);
        }
    }

    @Override
    public long syscall(long number, long a, long b, long c, long d, long e, long f) {
        try {
            return C.syscall(number, a, b, c, d, e, f);
        } catch (LastErrorException x) {
            return -x.getErrorCode();
        }
    }

    @Override
    public long mmap(long address, long length, int prot, int flags, int fd, long offset) {
        try {
            return C.mmap(address, length, prot, flags, fd, offset);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int munmap(long address, long length) {
        try {
            return C.munmap(address, length);
        } catch (LastErrorException e) {
            return -e.getErrorCode();
        }
    }

    @Override
    public int getpid() {
        return C.getpid();
    }

    @Override
    public String strerror(int errno) {
        Pointer p = C.strerror(errno);
        return p == null ? "no text" : p.getString(0);
    }

    @Override
    public long address(ByteBuffer buffer) {
        if (!buffer.isDirect()) {
            throw new IllegalArgumentException("a native call needs a direct buffer");
        }
        return Pointer.nativeValue(Native.getDirectBufferPointer(buffer)) + buffer.position();
    }

    @Override
    public ByteBuffer memory(long address, int length) {
        return new Pointer(address).getByteBuffer(0, length).order(ByteOrder.nativeOrder());
    }
}
