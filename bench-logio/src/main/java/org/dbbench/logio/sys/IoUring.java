package org.dbbench.logio.sys;

import java.io.Closeable;
import java.io.IOException;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A minimal io_uring (Linux 5.6+) through the binding's raw system calls, since there is no liburing
 * for Java: io_uring_setup, the submission and completion rings mmap'ed, io_uring_enter. Enough to
 * submit a few linked entries and wait for all of them; no SQPOLL, so every submission is one
 * io_uring_enter and the system call is the memory barrier the kernel needs (fences added anyway).
 * Offsets come from the kernel (struct io_uring_params); entry layouts are the uapi's.
 */
public final class IoUring implements Closeable {
    private static final int OP_FSYNC = 3;
    private static final int OP_WRITE = 23;
    private static final int IOSQE_IO_LINK = 1 << 2;
    private static final int FSYNC_DATASYNC = 1;
    private static final int ENTER_GETEVENTS = 1;
    private static final int FEAT_SINGLE_MMAP = 1;
    private static final long OFF_SQ_RING = 0;
    private static final long OFF_CQ_RING = 0x8000000L;
    private static final long OFF_SQES = 0x10000000L;
    private static final int SQE_BYTES = 64;
    private static final int CQE_BYTES = 16;
    private static final int EINTR = 4;
    private static String problem;
    private static boolean checked;

    private final Posix posix;
    private final int ringFd;
    private final long sqAddress;
    private final long sqLength;
    private final long cqAddress;
    private final long cqLength;
    private final long sqesAddress;
    private final long sqesLength;
    private final ByteBuffer sq;
    private final ByteBuffer cq;
    private final ByteBuffer sqes;
    private final int sqTail;
    private final int sqMask;
    private final int sqArray;
    private final int cqHead;
    private final int cqTail;
    private final int cqMask;
    private final int cqes;
    private final int entries;
    private int queued;
    private final int[] results;

    private IoUring(Posix posix, int ringFd, ByteBuffer p, long sqAddress, long sqLength, long cqAddress,
            long cqLength, long sqesAddress, long sqesLength) {
        this.posix = posix;
        this.ringFd = ringFd;
        this.entries = p.getInt(0);
        this.sqAddress = sqAddress;
        this.sqLength = sqLength;
        this.cqAddress = cqAddress;
        this.cqLength = cqLength;
        this.sqesAddress = sqesAddress;
        this.sqesLength = sqesLength;
        this.sq = posix.memory(sqAddress, (int) sqLength);
        this.cq = cqAddress == sqAddress ? sq : posix.memory(cqAddress, (int) cqLength);
        this.sqes = posix.memory(sqesAddress, (int) sqesLength);
        this.sqTail = p.getInt(44);
        this.sqMask = sq.getInt(p.getInt(48));
        this.sqArray = p.getInt(64);
        this.cqHead = p.getInt(80);
        this.cqTail = p.getInt(84);
        this.cqMask = cq.getInt(p.getInt(88));
        this.cqes = p.getInt(100);
        this.results = new int[entries];
    }

    /** A ring of at least {@code entries} submission entries. */
    public static IoUring open(Posix posix, int entries) throws IOException {
        ByteBuffer p = ByteBuffer.allocateDirect(120).order(java.nio.ByteOrder.nativeOrder());
        long fd = posix.syscall(Linux.SYS_IO_URING_SETUP, entries, posix.address(p), 0, 0, 0, 0);
        if (fd < 0) {
            throw new NativeCallException("io_uring_setup", (int) -fd, "(" + entries + " entries)");
        }
        int ringFd = (int) fd;
        long sqLength = p.getInt(64) + 4L * p.getInt(0);
        long cqLength = p.getInt(100) + (long) CQE_BYTES * p.getInt(4);
        boolean single = (p.getInt(20) & FEAT_SINGLE_MMAP) != 0;
        if (single) {
            sqLength = cqLength = Math.max(sqLength, cqLength);
        }
        long sqesLength = (long) SQE_BYTES * p.getInt(0);
        long sqAddress = 0;
        long cqAddress = 0;
        try {
            sqAddress = map(posix, ringFd, sqLength, OFF_SQ_RING);
            cqAddress = single ? sqAddress : map(posix, ringFd, cqLength, OFF_CQ_RING);
            long sqesAddress = map(posix, ringFd, sqesLength, OFF_SQES);
            return new IoUring(posix, ringFd, p, sqAddress, sqLength, cqAddress, cqLength, sqesAddress, sqesLength);
        } catch (IOException | RuntimeException e) {
            if (cqAddress > 0 && cqAddress != sqAddress) {
                posix.munmap(cqAddress, cqLength);
            }
            if (sqAddress > 0) {
                posix.munmap(sqAddress, sqLength);
            }
            posix.close(ringFd);
            throw e;
        }
    }

    private static long map(Posix posix, int fd, long length, long offset) throws IOException {
        long at = posix.mmap(0, length, Linux.PROT_READ | Linux.PROT_WRITE, Linux.MAP_SHARED | Linux.MAP_POPULATE,
                fd, offset);
        if (at < 0) {
            throw new NativeCallException("mmap", (int) -at, "io_uring ring at offset 0x" + Long.toHexString(offset));
        }
        return at;
    }

    /**
     * Null when io_uring works in this kernel for this process, else why not (disabled by
     * kernel.io_uring_disabled, refused by a seccomp filter or a container, no binding). Checked once.
     */
    public static synchronized String unavailable() {
        if (!checked) {
            checked = true;
            problem = check();
        }
        return problem;
    }

    private static String check() {
        Path sysctl = Path.of("/proc/sys/kernel/io_uring_disabled");
        try {
            if (Files.isReadable(sysctl) && Files.readString(sysctl).trim().equals("2")) {
                return "io_uring is disabled (kernel.io_uring_disabled = 2)";
            }
        } catch (IOException e) {
            // the trial below decides
        }
        Binding b = Binding.current();
        if (b.posix() == null) {
            return "no native binding: " + b.problem();
        }
        try (IoUring ring = open(b.posix(), 2)) {
            return null;
        } catch (NativeCallException e) {
            return e.call() + " refused: " + NativeCallException.describe(e.errno())
                    + (e.errno() == 1 ? " (kernel.io_uring_disabled = 1 allows only io_uring_group)" : "");
        } catch (IOException | RuntimeException e) {
            return "io_uring does not work here: " + e.getMessage();
        }
    }

    /** Queues a write of {@code count} bytes at native {@code address} to {@code offset} of {@code fd}. */
    public void queueWrite(int fd, long address, int count, long offset, boolean linkNext) {
        int sqe = next(OP_WRITE, fd, linkNext);
        sqes.putLong(sqe + 8, offset).putLong(sqe + 16, address).putInt(sqe + 24, count);
    }

    /** Queues an fdatasync of {@code fd} (IORING_OP_FSYNC with IORING_FSYNC_DATASYNC). */
    public void queueFdatasync(int fd) {
        int sqe = next(OP_FSYNC, fd, false);
        sqes.putInt(sqe + 28, FSYNC_DATASYNC);
    }

    private int next(int opcode, int fd, boolean link) {
        if (queued == entries) {
            throw new IllegalStateException("io_uring: more than " + entries + " entries queued");
        }
        int tail = sq.getInt(sqTail) + queued;
        int index = tail & sqMask;
        int sqe = index * SQE_BYTES;
        for (int i = 0; i < SQE_BYTES; i += 8) {
            sqes.putLong(sqe + i, 0);
        }
        sqes.put(sqe, (byte) opcode).put(sqe + 1, (byte) (link ? IOSQE_IO_LINK : 0)).putInt(sqe + 4, fd);
        sqes.putLong(sqe + 32, queued);
        sq.putInt(sqArray + 4 * index, index);
        queued++;
        return sqe;
    }

    /**
     * Submits the queued entries with one io_uring_enter and waits for all their completions;
     * {@link #result} then gives each entry's result (bytes, 0, or -errno; -ECANCELED for an entry
     * whose link predecessor failed or wrote short).
     */
    public void submitAndWait() throws IOException {
        int n = queued;
        queued = 0;
        VarHandle.releaseFence();
        sq.putInt(sqTail, sq.getInt(sqTail) + n);
        long rc = posix.syscall(Linux.SYS_IO_URING_ENTER, ringFd, n, n, ENTER_GETEVENTS, 0, 0);
        int seen = 0;
        while (true) {
            if (rc < 0 && rc != -EINTR) {
                throw new NativeCallException("io_uring_enter", (int) -rc, "(" + n + " entries)");
            }
            VarHandle.acquireFence();
            seen += reap();
            if (seen >= n) {
                return;
            }
            rc = posix.syscall(Linux.SYS_IO_URING_ENTER, ringFd, 0, n - seen, ENTER_GETEVENTS, 0, 0);
        }
    }

    private int reap() {
        int head = cq.getInt(cqHead);
        int tail = cq.getInt(cqTail);
        int count = 0;
        for (; head != tail; head++, count++) {
            int cqe = cqes + (head & cqMask) * CQE_BYTES;
            results[(int) cq.getLong(cqe)] = cq.getInt(cqe + 8);
        }
        VarHandle.releaseFence();
        cq.putInt(cqHead, head);
        return count;
    }

    /** The result of the {@code index}-th entry of the last submission. */
    public int result(int index) {
        return results[index];
    }

    @Override
    public void close() {
        posix.munmap(sqesAddress, sqesLength);
        if (cqAddress != sqAddress) {
            posix.munmap(cqAddress, cqLength);
        }
        posix.munmap(sqAddress, sqLength);
        posix.close(ringFd);
    }
}
