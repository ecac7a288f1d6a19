package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** {@code FileChannel.open(..., DSYNC)}: O_DSYNC, each pwrite durable when it returns (pg's open_datasync without O_DIRECT). */
final class DsyncChannelWriter extends ChannelWriter {
    DsyncChannelWriter(Path path) throws IOException {
        super(path, StandardOpenOption.DSYNC);
    }
}
