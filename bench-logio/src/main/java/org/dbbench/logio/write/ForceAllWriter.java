package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/** {@code FileChannel.write} then {@code force(true)}: fsync(2), data and all metadata. */
final class ForceAllWriter extends ChannelWriter {
    ForceAllWriter(Path path) throws IOException {
        super(path);
    }

    @Override
    public void sync() throws IOException {
        channel.force(true);
    }
}
