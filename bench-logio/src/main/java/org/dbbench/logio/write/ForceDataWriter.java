package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/** {@code FileChannel.write} then {@code force(false)}: fdatasync(2), data and the metadata needed to read it. */
final class ForceDataWriter extends ChannelWriter {
    ForceDataWriter(Path path) throws IOException {
        super(path);
    }

    @Override
    public void sync() throws IOException {
        channel.force(false);
    }
}
