package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code FileChannel.write} then {@code force(metaData)}: with metadata it is fsync(2), without it
 * fdatasync(2) (data and only the metadata needed to read it back).
 */
final class ForceWriter extends ChannelWriter {
    private final boolean metaData;

    ForceWriter(Path path, boolean metaData) throws IOException {
        super(path);
        this.metaData = metaData;
    }

    @Override
    public void sync() throws IOException {
        channel.force(metaData);
    }
}
