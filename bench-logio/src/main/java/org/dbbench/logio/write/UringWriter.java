package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.dbbench.logio.sys.IoUring;
import org.dbbench.logio.sys.NativeCallException;

/**
 * io_uring: the write and an fdatasync linked to it (IOSQE_IO_LINK) go to the kernel in one
 * io_uring_enter, which returns when both are done. {@link #write} only remembers the write (the
 * caller's buffer must stay as it is until {@link #sync}, as a log buffer does); a second write
 * before a sync, or close, submits the first on its own.
 */
final class UringWriter extends NativeWriter {
    private static final int ECANCELED = 125;
    private final IoUring ring;
    private boolean pending;
    private long address;
    private long length;
    private long position;

    UringWriter(Path path) throws IOException {
        super(path, 0);
        IoUring r;
        try {
            r = IoUring.open(posix, 4);
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
        this.ring = r;
    }

    @Override
    public void write(ByteBuffer data, long at) throws IOException {
        if (pending) {
            submit(false);
        }
        address = address(data);
        length = data.remaining();
        position = at;
        pending = length > 0;
    }

    @Override
    public void sync() throws IOException {
        if (pending) {
            submit(true);
        } else {
            ring.queueFdatasync(file.fd());
            ring.submitAndWait();
            check("fdatasync", ring.result(0));
        }
    }

    /** Writes the pending bytes, each piece linked to an fdatasync when {@code sync}; loops on a short write. */
    private void submit(boolean sync) throws IOException {
        while (length > 0) {
            ring.queueWrite(file.fd(), address, (int) Math.min(length, Integer.MAX_VALUE), position, sync);
            if (sync) {
                ring.queueFdatasync(file.fd());
            }
            ring.submitAndWait();
            int written = check("write", ring.result(0));
            if (written == 0) {
                throw new IOException("io_uring write " + file.path() + ": wrote nothing of " + length + " bytes");
            }
            address += written;
            length -= written;
            position += written;
            // a short write cancels its linked fdatasync: the next round writes the rest and syncs
            if (sync && !(length > 0 && ring.result(1) == -ECANCELED)) {
                check("fdatasync", ring.result(1));
            }
        }
        pending = false;
    }

    private int check(String op, int result) throws IOException {
        if (result < 0) {
            throw new NativeCallException("io_uring " + op, -result, file.path());
        }
        return result;
    }

    @Override
    public void close() throws IOException {
        try {
            if (pending) {
                submit(false);
            }
        } finally {
            ring.close();
            super.close();
        }
    }
}
