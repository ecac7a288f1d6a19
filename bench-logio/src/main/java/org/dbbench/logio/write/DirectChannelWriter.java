package org.dbbench.logio.write;

import com.sun.nio.file.ExtendedOpenOption;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * O_DIRECT through java.nio ({@code ExtendedOpenOption.DIRECT}): Java insists on the file store's
 * block size ({@code FileStore.getBlockSize()}, 4096 on ext4), which may be larger than the device's
 * logical block.
 */
abstract class DirectChannelWriter extends DirectBlockWriter {
    protected final FileChannel channel;

    DirectChannelWriter(Path path, long zeroFrom, OpenOption... extra) throws IOException {
        super(Math.toIntExact(Files.getFileStore(path).getBlockSize()), zeroFrom);
        List<OpenOption> options = new ArrayList<>(List.of(StandardOpenOption.READ, StandardOpenOption.WRITE,
                ExtendedOpenOption.DIRECT));
        options.addAll(List.of(extra));
        this.channel = FileChannel.open(path, options.toArray(new OpenOption[0]));
    }

    @Override
    protected void writeBlocks(ByteBuffer blocks, long at) throws IOException {
        long pos = at;
        while (blocks.hasRemaining()) {
            pos += channel.write(blocks, pos);
        }
    }

    @Override
    protected void readBlock(ByteBuffer slot, long at) throws IOException {
        channel.read(slot, at);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
