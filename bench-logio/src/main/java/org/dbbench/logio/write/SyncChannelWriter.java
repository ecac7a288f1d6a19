package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** {@code FileChannel.open(..., SYNC)}: O_SYNC, each pwrite durable with all metadata (pg's open_sync). */
final class SyncChannelWriter extends ChannelWriter {
    SyncChannelWriter(Path path) throws IOException {
        super(path, StandardOpenOption.SYNC);
    }
}
