package org.dbbench.logio.sys;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.env.BlockDevice;

/**
 * The logical block size of the device holding a file: the unit O_DIRECT transfers must be
 * multiples of and aligned to. Read, never assumed: ioctl(BLKSSZGET) on the device node when it can
 * be opened, else the kernel's /sys/block/NAME/queue/logical_block_size.
 *
 * @param bytes the logical block size
 * @param source where it was read, e.g. "ioctl BLKSSZGET /dev/vda"
 */
public record LogicalBlock(int bytes, String source) {

    /** The logical block of the device under {@code file}; an IOException says why there is none. */
    public static LogicalBlock of(Path file) throws IOException {
        long dev = ((Number) Files.getAttribute(file, "unix:dev")).longValue();
        // glibc's dev_t encoding (gnu_dev_major / gnu_dev_minor)
        long major = ((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL);
        long minor = (dev & 0xff) | ((dev >>> 12) & ~0xffL);
        String name = BlockDevice.nameFor(major + ":" + minor);
        if (name == null) {
            throw new IOException(file + " is on device " + major + ":" + minor
                    + ", which is no block device (tmpfs, overlay, a network or btrfs subvolume device)");
        }
        Path node = Path.of("/dev", name);
        if (Files.isReadable(node)) {
            try (NativeFile f = NativeFile.open(node, Linux.O_RDONLY)) {
                int bytes = f.binding().ioctlInt(f.fd(), Linux.BLKSSZGET);
                if (bytes > 0) {
                    return new LogicalBlock(bytes, "ioctl BLKSSZGET " + node);
                }
            } catch (IOException e) {
                // not ours to open after all: the kernel says the same in sysfs
            }
        }
        Path sys = Path.of("/sys/block", name, "queue", "logical_block_size");
        try {
            return new LogicalBlock(Integer.parseInt(Files.readString(sys).trim()), sys.toString());
        } catch (IOException | NumberFormatException e) {
            throw new IOException("cannot read the logical block size of " + node + " (ioctl BLKSSZGET or " + sys
                    + "): " + e.getMessage(), e);
        }
    }
}
