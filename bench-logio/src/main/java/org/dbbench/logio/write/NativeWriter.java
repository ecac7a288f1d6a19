package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.dbbench.logio.sys.Linux;
import org.dbbench.logio.sys.NativeFile;
import org.dbbench.logio.sys.Posix;

/**
 * A log written through the native binding instead of java.nio: the calls Java has no API for. A
 * direct buffer is written from where it lies; a heap buffer is first copied to a direct one (as
 * java.nio does too). Every failure names the call, the errno and the file.
 */
abstract class NativeWriter implements LogWriter {
    protected final NativeFile file;
    protected final Posix posix;
    private ByteBuffer lastBuffer;
    private long lastBase;
    private ByteBuffer staging = ByteBuffer.allocateDirect(0);

    NativeWriter(Path path, int openFlags) throws IOException {
        this.file = NativeFile.open(path, Linux.O_RDWR | openFlags);
        this.posix = file.binding();
    }

    /** The native address of {@code data}'s first remaining byte (a heap buffer's bytes copied first). */
    protected final long address(ByteBuffer data) {
        if (!data.isDirect()) {
            if (staging.capacity() < data.remaining()) {
                staging = ByteBuffer.allocateDirect(data.remaining());
            }
            staging.clear().put(data.duplicate()).flip();
            return address(staging);
        }
        if (data != lastBuffer) {
            // the address lookup costs a JNI call (JNA) or an allocation (FFM): once per buffer
            lastBase = posix.address(data.duplicate().position(0));
            lastBuffer = data;
        }
        return lastBase + data.position();
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
