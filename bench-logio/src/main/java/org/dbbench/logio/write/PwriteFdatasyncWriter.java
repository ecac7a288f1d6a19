package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/**
 * pwrite(2) then fdatasync(2), called straight through the native binding: the same system calls
 * as {@code force-false}, without java.nio, so the difference is what java.nio itself costs.
 */
final class PwriteFdatasyncWriter extends NativeWriter {
    PwriteFdatasyncWriter(Path path) throws IOException {
        super(path, 0);
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        file.pwrite(address(data), data.remaining(), position);
    }

    @Override
    public void sync() throws IOException {
        file.fdatasync();
    }
}
