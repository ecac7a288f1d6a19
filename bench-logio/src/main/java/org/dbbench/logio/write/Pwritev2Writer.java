package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;

/**
 * pwritev2(2) with RWF_DSYNC or RWF_SYNC (Linux 4.7): one system call per durable write, the
 * descriptor opened plainly. Durable when the call returns, so sync does nothing.
 */
final class Pwritev2Writer extends NativeWriter {
    private final int flags;
    private final ByteBuffer iov = ByteBuffer.allocateDirect(16).order(ByteOrder.nativeOrder());
    private final long iovAddress;

    /** @param flags RWF_DSYNC or RWF_SYNC */
    Pwritev2Writer(Path path, int flags) throws IOException {
        super(path, 0);
        this.flags = flags;
        this.iovAddress = posix.address(iov);
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        long address = address(data);
        long length = data.remaining();
        for (long done = 0; done < length; ) {
            iov.putLong(0, address + done).putLong(8, length - done);
            done += file.pwritev2(iovAddress, 1, position + done, flags);
        }
    }

    @Override
    public void sync() {
        // durable per write (RWF_DSYNC / RWF_SYNC)
    }
}
