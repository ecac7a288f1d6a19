package org.dbbench.logio.sys;

/** The constants of x86-64 Linux the binding's callers pass (from the kernel's uapi headers). */
public final class Linux {
    public static final int O_RDONLY = 0;
    public static final int O_WRONLY = 1;
    public static final int O_RDWR = 2;
    public static final int O_DSYNC = 0x1000;
    public static final int O_DIRECT = 0x4000;
    public static final int O_SYNC = 0x101000;
    public static final int O_CLOEXEC = 0x80000;

    /** pwritev2 flags: per-write O_DSYNC / O_SYNC (Linux 4.7). */
    public static final int RWF_DSYNC = 0x2;
    public static final int RWF_SYNC = 0x4;

    public static final int FALLOC_FL_KEEP_SIZE = 0x1;
    public static final int POSIX_FADV_DONTNEED = 4;

    public static final int SYNC_FILE_RANGE_WAIT_BEFORE = 1;
    public static final int SYNC_FILE_RANGE_WRITE = 2;
    public static final int SYNC_FILE_RANGE_WAIT_AFTER = 4;

    /** _IO(0x12, 104): the device's logical block size, into an int. */
    public static final long BLKSSZGET = 0x1268;

    public static final int PROT_READ = 1;
    public static final int PROT_WRITE = 2;
    public static final int MAP_SHARED = 1;
    public static final int MAP_POPULATE = 0x8000;

    public static final long SYS_IO_URING_SETUP = 425;
    public static final long SYS_IO_URING_ENTER = 426;

    public static final int EOPNOTSUPP = 95;

    private Linux() {
    }

    /** The symbolic name of the errno values a log writer meets, e.g. "EOPNOTSUPP"; else "errno N". */
    public static String errnoName(int errno) {
        return switch (errno) {
            case 1 -> "EPERM";
            case 2 -> "ENOENT";
            case 4 -> "EINTR";
            case 5 -> "EIO";
            case 9 -> "EBADF";
            case 11 -> "EAGAIN";
            case 12 -> "ENOMEM";
            case 13 -> "EACCES";
            case 14 -> "EFAULT";
            case 21 -> "EISDIR";
            case 22 -> "EINVAL";
            case 25 -> "ENOTTY";
            case 27 -> "EFBIG";
            case 28 -> "ENOSPC";
            case 38 -> "ENOSYS";
            case 95 -> "EOPNOTSUPP";
            case 122 -> "EDQUOT";
            default -> "errno " + errno;
        };
    }
}
