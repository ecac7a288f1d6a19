package org.dbbench.logio.sys;

import java.nio.ByteBuffer;

/**
 * The one native binding of the log study: the Linux calls java.nio does not offer, with the same
 * signatures whichever way they are bound. Two implementations: {@code FfmPosix} (java.lang.foreign,
 * JDK 22+) and {@link JnaPosix} (JNA, any JDK); {@link Binding#current()} picks one per JVM.
 *
 * <p>Every call returns what the C function returns, except that a failure comes back as the
 * negated errno (the kernel's own convention), so no call needs a second trip for errno and the
 * caller names the call and the file ({@link NativeFile} does). 64-bit Linux only: off_t and
 * pointers are Java longs.
 */
public interface Posix {

    /** "FFM (java.lang.foreign)" or "JNA 5.15.0": what a run reports. */
    String name();

    /** open(2): a descriptor, or -errno. {@code mode} is used only with O_CREAT. */
    int open(String path, int flags, int mode);

    int close(int fd);

    /** pwrite(2) of {@code count} bytes at native address {@code address}: bytes written, or -errno. */
    long pwrite(int fd, long address, long count, long offset);

    /** pread(2) of up to {@code count} bytes into native address {@code address}: bytes read, or -errno. */
    long pread(int fd, long address, long count, long offset);

    /** pwritev2(2) of {@code iovcnt} struct iovec at {@code iov}, with RWF_* flags: bytes written, or -errno. */
    long pwritev2(int fd, long iov, int iovcnt, long offset, int flags);

    int fdatasync(int fd);

    int fsync(int fd);

    /** fallocate(2) (Linux): 0, or -errno (EOPNOTSUPP where the file system cannot). */
    int fallocate(int fd, int mode, long offset, long length);

    /** posix_fallocate(3): 0, or the negated error number it returns (glibc may emulate it by writing). */
    int posixFallocate(int fd, long offset, long length);

    /** posix_fadvise(2): 0, or the negated error number it returns. */
    int posixFadvise(int fd, long offset, long length, int advice);

    /** sync_file_range(2): 0, or -errno. Starts/waits for writeback of data only: never durable. */
    int syncFileRange(int fd, long offset, long nbytes, int flags);

    /** ioctl(2) whose argument is a pointer to an int the kernel fills (BLKSSZGET): that int, or -errno. */
    int ioctlInt(int fd, long request);

    /** syscall(2) with up to six integer arguments (io_uring_setup, io_uring_enter): the result, or -errno. */
    long syscall(long number, long a, long b, long c, long d, long e, long f);

    /** mmap(2): the address, or -errno. */
    long mmap(long address, long length, int prot, int flags, int fd, long offset);

    int munmap(long address, long length);

    /** getpid(2): the cheapest system call, for measuring what the binding itself costs. */
    int getpid();

    /** strerror(3): the C library's text for an error number. */
    String strerror(int errno);

    /** The native address of the byte at {@code buffer.position()} of a direct buffer. */
    long address(ByteBuffer buffer);

    /** A direct buffer over {@code length} bytes of native memory at {@code address} (native byte order). */
    ByteBuffer memory(long address, int length);
}
