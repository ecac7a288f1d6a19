package org.dbbench.logio.write;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A log written the way Derby writes it: {@code RandomAccessFile.seek} then {@code write(byte[])}
 * (lseek + write(2) on Linux). The open mode decides durability; subclasses name it.
 */
abstract class RandomAccessFileWriter implements LogWriter {
    protected final RandomAccessFile file;
    private byte[] copy = new byte[0];

    RandomAccessFileWriter(Path path, String mode) throws IOException {
        // RandomAccessFile opens with O_CREAT: check first so a writer can never create a file
        if (!Files.isRegularFile(path)) {
            throw new NoSuchFileException(path.toString(), null, "log file must be laid out before a writer opens it");
        }
        this.file = new RandomAccessFile(path.toFile(), mode);
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        int length = data.remaining();
        file.seek(position);
        if (data.hasArray()) {
            file.write(data.array(), data.arrayOffset() + data.position(), length);
        } else {
            if (copy.length < length) {
                copy = new byte[length];
            }
            data.duplicate().get(copy, 0, length);
            file.write(copy, 0, length);
        }
    }

    @Override
    public void sync() throws IOException {
        // durable per write (rwd, rws): nothing to do
    }

    @Override
    public ByteBuffer allocate(int bytes) {
        return ByteBuffer.allocate(bytes);
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
