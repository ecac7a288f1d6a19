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
 * A log written with O_DIRECT ({@code ExtendedOpenOption.DIRECT}). Java refuses a direct write whose
 * position, length or buffer address is not a multiple of the file store's block size, so a log
 * write that is not block aligned is done the way real O_DIRECT logs do it: the whole blocks that
 * contain it are written, with the bytes around the log write kept as they are.
 *
 * <p>Those surrounding bytes come, in this order, from (1) the first and last block of the previous
 * write, which the writer keeps because it wrote them (in a sequential log the next write starts in
 * the block the last one ended in), (2) zeros, for blocks wholly at or past {@code zeroFrom} (a
 * zero-filled preallocated file, or past the end of a growing one), (3) otherwise a direct read of
 * the block from the device, counted in {@link #blockReads()}. The file's content after any
 * sequence of writes is what plain writes would have left, except that a write past the end of the
 * file extends it to a block boundary (the extra bytes are zeros).
 */
abstract class DirectBlockWriter implements LogWriter {
    protected final FileChannel channel;
    private final int block;
    private long zeroFrom;
    private ByteBuffer blocks;
    private final ByteBuffer[] memo = new ByteBuffer[2];
    private final long[] memoIndex = {-1, -1};
    private long blockReads;

    DirectBlockWriter(Path path, long zeroFrom, OpenOption... extra) throws IOException {
        List<OpenOption> options = new ArrayList<>(List.of(StandardOpenOption.READ, StandardOpenOption.WRITE,
                ExtendedOpenOption.DIRECT));
        options.addAll(List.of(extra));
        this.block = Math.toIntExact(Files.getFileStore(path).getBlockSize());
        this.channel = FileChannel.open(path, options.toArray(new OpenOption[0]));
        this.zeroFrom = zeroFrom;
        for (int i = 0; i < memo.length; i++) {
            memo[i] = alignedBuffer(block);
        }
        this.blocks = alignedBuffer(block);
    }

    /** The block size every direct transfer is a multiple of. */
    int blockSize() {
        return block;
    }

    /** How many blocks had to be read back from the device to rewrite them (tests check it). */
    long blockReads() {
        return blockReads;
    }

    @Override
    public void write(ByteBuffer data, long position) throws IOException {
        int length = data.remaining();
        if (length == 0) {
            return;
        }
        long first = position / block;
        long last = (position + length - 1) / block;
        int span = Math.toIntExact((last - first + 1) * block);
        ByteBuffer buf = blocks(span);
        int head = (int) (position - first * block);
        int tailEnd = head + length;
        if (head != 0) {
            load(first, buf, 0);
        }
        if (tailEnd != span && (last != first || head == 0)) {
            load(last, buf, span - block);
        }
        buf.position(head);
        buf.put(data.duplicate());
        buf.clear().limit(span);
        long at = first * block;
        while (buf.hasRemaining()) {
            at += channel.write(buf, at);
        }
        remember(0, first, buf, 0);
        remember(1, last, buf, span - block);
        zeroFrom = Math.max(zeroFrom, position + length);
    }

    /** Fills {@code buf[at, at+block)} with what block {@code index} holds on disk now. */
    private void load(long index, ByteBuffer buf, int at) throws IOException {
        for (int i = 0; i < memo.length; i++) {
            if (memoIndex[i] == index) {
                buf.put(at, memo[i], 0, block);
                return;
            }
        }
        ByteBuffer slot = buf.slice(at, block);
        if (index * block >= zeroFrom) {
            zero(slot);
            return;
        }
        blockReads++;
        // one aligned whole-block read: a direct read near the end of the file returns short, and a
        // second read would start unaligned, so whatever it did not fill is past the end: zeros
        channel.read(slot, index * block);
        zero(slot);
    }

    private void remember(int slot, long index, ByteBuffer buf, int at) {
        memo[slot].put(0, buf, at, block);
        memoIndex[slot] = index;
        if (slot == 1 && memoIndex[0] == index) {
            memoIndex[0] = -1;
        }
    }

    private static void zero(ByteBuffer slot) {
        while (slot.hasRemaining()) {
            slot.put((byte) 0);
        }
    }

    private ByteBuffer blocks(int span) {
        if (blocks.capacity() < span) {
            blocks = alignedBuffer(span);
        }
        blocks.clear().limit(span);
        return blocks;
    }

    /** A direct buffer of {@code bytes} whose address is block aligned (rounded up before slicing). */
    private ByteBuffer alignedBuffer(int bytes) {
        int rounded = (bytes + block - 1) / block * block;
        return ByteBuffer.allocateDirect(rounded + block).alignedSlice(block).limit(rounded).slice();
    }

    @Override
    public void sync() throws IOException {
        // O_DSYNC: durable per write; subclasses that sync separately override this
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
