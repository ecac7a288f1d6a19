package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * A log written with O_DIRECT. A direct write whose position, length or buffer address is not a
 * multiple of the block size fails (Java refuses it; the kernel returns EINVAL), so a log write that
 * is not block aligned is done the way real O_DIRECT logs do it: the whole blocks that contain it
 * are written, with the bytes around the log write kept as they are. Subclasses do the block I/O
 * (FileChannel with {@code ExtendedOpenOption.DIRECT}, or the native binding) and name the block.
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
    private final int block;
    private long zeroFrom;
    private ByteBuffer blocks;
    private final ByteBuffer[] memo = new ByteBuffer[2];
    private final long[] memoIndex = {-1, -1};
    private long blockReads;

    /** @param block the block size every direct transfer must be a multiple of (and aligned to) */
    DirectBlockWriter(int block, long zeroFrom) {
        this.block = block;
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
        writeBlocks(buf, first * block);
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
        readBlock(slot, index * block);
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
    final ByteBuffer alignedBuffer(int bytes) {
        int rounded = (bytes + block - 1) / block * block;
        return ByteBuffer.allocateDirect(rounded + block).alignedSlice(block).limit(rounded).slice();
    }

    /** Writes all of {@code blocks} (aligned, a whole number of blocks) at block-aligned {@code at}. */
    protected abstract void writeBlocks(ByteBuffer blocks, long at) throws IOException;

    /** One aligned read of a whole block into {@code slot}; it may stop short at the end of the file. */
    protected abstract void readBlock(ByteBuffer slot, long at) throws IOException;

    @Override
    public void sync() throws IOException {
        // O_DSYNC/RWF_DSYNC: durable per write; subclasses that sync separately override this
    }
}
