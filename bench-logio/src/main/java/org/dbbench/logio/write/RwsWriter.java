package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/** {@code new RandomAccessFile(f, "rws")}: O_SYNC, each write durable with all metadata (Derby before DERBY-2020). */
final class RwsWriter extends RandomAccessFileWriter {
    RwsWriter(Path path) throws IOException {
        super(path, "rws");
    }
}
