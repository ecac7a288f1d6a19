package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import org.dbbench.logio.sys.Linux;
import org.dbbench.logio.sys.LogicalBlock;
import org.dbbench.logio.sys.NativeFile;

/**
 * O_DIRECT, each write a pwritev2(2) with RWF_DSYNC: the page cache is skipped and the write is
 * durable when the call returns (the kernel can send it with FUA instead of a separate cache flush).
 * Blocks are the device's logical block size, read from the device, not java.nio's file-store block:
 * a 512-byte-sector disk lets a non-aligned log write rewrite 512-byte blocks instead of 4K ones.
 */
final class DirectPwritev2Writer extends DirectBlockWriter {
    private final NativeFile file;
    private final ByteBuffer iov = ByteBuffer.allocateDirect(16).order(ByteOrder.nativeOrder());
    private final long iovAddress;

    private DirectPwritev2Writer(NativeFile file, int block, long zeroFrom) {
        super(block, zeroFrom);
        this.file = file;
        this.iovAddress = file.binding().address(iov);
    }

    static DirectPwritev2Writer open(Path path, long zeroFrom) throws IOException {
        int block = LogicalBlock.of(path).bytes();
        NativeFile file = NativeFile.open(path, Linux.O_RDWR | Linux.O_DIRECT);
        return new DirectPwritev2Writer(file, block, zeroFrom);
    }

    @Override
    protected void writeBlocks(ByteBuffer blocks, long at) throws IOException {
        long address = file.binding().address(blocks);
        long length = blocks.remaining();
        for (long done = 0; done < length; ) {
            iov.putLong(0, address + done).putLong(8, length - done);
            done += file.pwritev2(iovAddress, 1, at + done, Linux.RWF_DSYNC);
        }
        blocks.position(blocks.limit());
    }

    @Override
    protected void readBlock(ByteBuffer slot, long at) throws IOException {
        long n = file.pread(file.binding().address(slot), slot.remaining(), at);
        slot.position(slot.position() + (int) n);
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
