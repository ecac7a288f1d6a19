package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/** {@code new RandomAccessFile(f, "rwd")}: O_DSYNC, each write durable with the data it needs. Derby's mode. */
final class RwdWriter extends RandomAccessFileWriter {
    RwdWriter(Path path) throws IOException {
        super(path, "rwd");
    }
}
