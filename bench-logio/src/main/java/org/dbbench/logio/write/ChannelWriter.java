package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A log written with {@code FileChannel.write(buffer, position)} (pwrite64 on Linux). The extra open
 * options and the sync call decide durability; subclasses name them. Never opens with CREATE.
 */
abstract class ChannelWriter implements LogWriter {
    protected final FileChannel channel;

    ChannelWriter(Path path, OpenOption... extra) throws IOException {
        List<OpenOption> options = new ArrayList<>(List.of(StandardOpenOption.READ, StandardOpenOption.WRITE));
        options.addAll(List.of(extra));
        this.channel = FileChannel.open(path, options.toArray(new OpenOption[0]));
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        ByteBuffer src = data.duplicate();
        long at = position;
        while (src.hasRemaining()) {
            at += channel.write(src, at);
        }
    }

    @Override
    public void sync() throws IOException {
        // durable per write (DSYNC, SYNC) or never (no sync): nothing to do
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
