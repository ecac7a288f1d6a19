package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;

/** {@code RandomAccessFile "rw"} written plainly, then {@code getFD().sync()}: fsync(2). */
final class RwFsyncWriter extends RandomAccessFileWriter {
    RwFsyncWriter(Path path) throws IOException {
        super(path, "rw");
    }

    @Override
    public void sync() throws IOException {
        file.getFD().sync();
    }
}
