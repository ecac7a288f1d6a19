package org.dbbench.logio.group;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.dbbench.logio.write.LogWriter;

/** A real writer with hooks: tests override what they watch or disturb and call through to it. */
abstract class ForwardingWriter implements LogWriter {
    final LogWriter real;

    ForwardingWriter(LogWriter real) {
        this.real = real;
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        real.write(data, position);
    }

    @Override
    public void sync() throws IOException {
        real.sync();
    }

    @Override
    public ByteBuffer allocate(int bytes) {
        return real.allocate(bytes);
    }

    @Override
    public void close() throws IOException {
        real.close();
    }
}
