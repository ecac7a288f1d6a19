package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code FileChannel.write} and nothing else: the bytes reach the page cache only. The floor every
 * durable method is compared with; its results are never called durable.
 */
final class NoSyncWriter extends ChannelWriter {
    NoSyncWriter(Path path) throws IOException {
        super(path);
    }
}
