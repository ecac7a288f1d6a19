package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/**
 * O_DIRECT writes then {@code force(false)}: O_DIRECT skips the page cache but not the device's
 * write cache, so the fdatasync is still what makes the write durable.
 */
final class DirectForceWriter extends DirectChannelWriter {
    DirectForceWriter(Path path, long zeroFrom) throws IOException {
        super(path, zeroFrom);
    }

    @Override
    public void sync() throws IOException {
        channel.force(false);
    }
}
