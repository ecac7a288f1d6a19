package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ru.serce.jnrfuse.struct.FileStat;
import ru.serce.jnrfuse.struct.Statvfs;
import ru.serce.jnrfuse.struct.Timespec;

/**
 * What the power-loss layer answers to stat and statfs: the backing file's attributes, except the
 * size, which is the layer's (unsynced writes and truncations count until a cut).
 */
final class BackingAttributes {
    private BackingAttributes() {
    }

    /** @param size the layer's size of the file, or -1 for the backing file's own */
    static void fill(FileStat stat, Path target, long size) throws IOException {
        Map<String, Object> a = Files.readAttributes(target, "unix:*", LinkOption.NOFOLLOW_LINKS);
        stat.st_mode.set((Integer) a.get("mode"));
        stat.st_ino.set((Long) a.get("ino"));
        stat.st_nlink.set((Integer) a.get("nlink"));
        stat.st_uid.set((Integer) a.get("uid"));
        stat.st_gid.set((Integer) a.get("gid"));
        long bytes = size >= 0 ? size : (Long) a.get("size");
        stat.st_size.set(bytes);
        stat.st_blksize.set(UnsyncedFile.PAGE);
        stat.st_blocks.set((bytes + PowerLossFs.SECTOR - 1) / PowerLossFs.SECTOR);
        setTime(stat.st_mtim, (FileTime) a.get("lastModifiedTime"));
        setTime(stat.st_atim, (FileTime) a.get("lastAccessTime"));
        setTime(stat.st_ctim, (FileTime) a.get("ctime"));
    }

    /** The backing file system's sizes, in the layer's page size. */
    static void fill(Statvfs stbuf, Path data) throws IOException {
        FileStore store = Files.getFileStore(data);
        long block = UnsyncedFile.PAGE;
        stbuf.f_bsize.set(block);
        stbuf.f_frsize.set(block);
        stbuf.f_blocks.set(store.getTotalSpace() / block);
        stbuf.f_bfree.set(store.getUnallocatedSpace() / block);
        stbuf.f_bavail.set(store.getUsableSpace() / block);
        stbuf.f_namemax.set(255);
    }

    private static void setTime(Timespec spec, FileTime time) {
        long nanos = time.to(TimeUnit.NANOSECONDS);
        spec.tv_sec.set(Math.floorDiv(nanos, 1_000_000_000L));
        spec.tv_nsec.set(Math.floorMod(nanos, 1_000_000_000L));
    }
}
