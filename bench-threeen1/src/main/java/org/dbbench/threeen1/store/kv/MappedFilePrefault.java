package org.dbbench.threeen1.store.kv;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * Makes the first touch of every page of a memory-mapped store file happen at open, instead of in the
 * measured run: Chronicle Map creates its file sparse, and its hash spreads the first writes over every
 * page, so without this the run's first seconds go to page faults and block allocation.
 */
final class MappedFilePrefault {
    private MappedFilePrefault() {
    }

    /**
     * Reads every page of {@code channel}'s file; with {@code rewrite} (a new file) writes each back
     * with its own bytes and syncs, so its blocks are allocated and its pages clean and cached. Returns
     * the file's size.
     */
    static long touch(FileChannel channel, boolean rewrite) throws IOException {
        ByteBuffer buf = ByteBuffer.allocateDirect(1 << 20);
        long size = channel.size();
        for (long pos = 0; pos < size; pos += buf.capacity()) {
            buf.clear();
            while (buf.hasRemaining() && pos + buf.position() < size) {
                if (channel.read(buf, pos + buf.position()) < 0) {
                    break;
                }
            }
            if (rewrite) {
                buf.flip();
                while (buf.hasRemaining()) {
                    channel.write(buf, pos + buf.position());
                }
            }
        }
        if (rewrite) {
            channel.force(false);
        }
        return size;
    }
}
