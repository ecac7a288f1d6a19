package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import jnr.ffi.Pointer;
import jnr.ffi.types.mode_t;
import jnr.ffi.types.off_t;
import jnr.ffi.types.size_t;
import ru.serce.jnrfuse.ErrorCodes;
import ru.serce.jnrfuse.FuseFillDir;
import ru.serce.jnrfuse.FuseStubFS;
import ru.serce.jnrfuse.struct.FileStat;
import ru.serce.jnrfuse.struct.FuseFileInfo;
import ru.serce.jnrfuse.struct.Statvfs;
import ru.serce.jnrfuse.struct.Timespec;

/**
 * The FUSE file system of the power-loss layer, run by {@link PowerLossServer} in a process of its own.
 * Every operation passes through to the backing directory except file data, which reaches the
 * backing file only on fsync/fdatasync (see {@link UnsyncedFile}); at power-meta directory changes
 * carry an undo until their directory is fsynced (see {@link DirectoryLog}). One lock serialises the
 * operations: the layer is for proving durability, never for measuring speed.
 */
final class PowerLossFs extends FuseStubFS {
    static final int SECTOR = 512;

    private final Path data;
    private final PowerLossLevel level;
    private final DirectoryLog directoryLog;
    private final Map<String, UnsyncedFile> filesByPath = new HashMap<>();
    private final Map<Long, UnsyncedFile> filesByHandle = new HashMap<>();
    private final Set<UnsyncedFile> everyFile = Collections.newSetFromMap(new IdentityHashMap<>());
    private long nextHandle = 1;
    private boolean poweredOff;

    /** power-torn: the newest unsynced write, the one a cut tears. */
    private UnsyncedFile lastWriteFile;
    private long lastWriteOffset;
    private byte[] lastWriteData;

    PowerLossFs(Path data, Path trash, PowerLossLevel level) {
        this.data = data;
        this.level = level;
        this.directoryLog = new DirectoryLog(trash);
    }

    @Override
    protected String getFSName() {
        return "dbbench-powerloss";
    }

    private Path backing(String path) {
        return "/".equals(path) ? data : data.resolve(path.substring(1));
    }

    private UnsyncedFile file(String path) {
        return filesByPath.computeIfAbsent(path, p -> {
            UnsyncedFile file = new UnsyncedFile(backing(p));
            everyFile.add(file);
            return file;
        });
    }

    private UnsyncedFile file(String path, FuseFileInfo fi) {
        UnsyncedFile file = filesByHandle.get(fi.fh.get());
        return file != null ? file : file(path);
    }

    private long openHandle(String path, FuseFileInfo fi) {
        long handle = nextHandle++;
        filesByHandle.put(handle, file(path));
        fi.fh.set(handle);
        return handle;
    }

    @FunctionalInterface
    private interface Op {
        int run() throws IOException;
    }

    /** Runs one operation under the lock; after a cut the "disk" answers every request with EIO. */
    private synchronized int guarded(Op op) {
        if (poweredOff) return -ErrorCodes.EIO();
        try {
            return op.run();
        } catch (NoSuchFileException e) {
            return -ErrorCodes.ENOENT();
        } catch (FileAlreadyExistsException e) {
            return -ErrorCodes.EEXIST();
        } catch (DirectoryNotEmptyException e) {
            return -ErrorCodes.ENOTEMPTY();
        } catch (IOException | RuntimeException e) {
            System.err.println("powerloss: " + e);
            return -ErrorCodes.EIO();
        }
    }

    @Override
    public int getattr(String path, FileStat stat) {
        return guarded(() -> fillStat(path, stat, filesByPath.get(path)));
    }

    @Override
    public int fgetattr(String path, FileStat stat, FuseFileInfo fi) {
        return guarded(() -> fillStat(path, stat, filesByHandle.get(fi.fh.get())));
    }

    private int fillStat(String path, FileStat stat, UnsyncedFile file) throws IOException {
        Path target = file != null ? file.backing : backing(path);
        Map<String, Object> a = Files.readAttributes(target, "unix:*", LinkOption.NOFOLLOW_LINKS);
        stat.st_mode.set((Integer) a.get("mode"));
        stat.st_ino.set((Long) a.get("ino"));
        stat.st_nlink.set((Integer) a.get("nlink"));
        stat.st_uid.set((Integer) a.get("uid"));
        stat.st_gid.set((Integer) a.get("gid"));
        long size = file != null ? file.size() : (Long) a.get("size");
        stat.st_size.set(size);
        stat.st_blksize.set(UnsyncedFile.PAGE);
        stat.st_blocks.set((size + SECTOR - 1) / SECTOR);
        setTime(stat.st_mtim, (FileTime) a.get("lastModifiedTime"));
        setTime(stat.st_atim, (FileTime) a.get("lastAccessTime"));
        setTime(stat.st_ctim, (FileTime) a.get("ctime"));
        return 0;
    }

    private static void setTime(Timespec spec, FileTime time) {
        long nanos = time.to(TimeUnit.NANOSECONDS);
        spec.tv_sec.set(Math.floorDiv(nanos, 1_000_000_000L));
        spec.tv_nsec.set(Math.floorMod(nanos, 1_000_000_000L));
    }

    @Override
    public int access(String path, int mask) {
        return guarded(() -> Files.exists(backing(path), LinkOption.NOFOLLOW_LINKS) ? 0 : -ErrorCodes.ENOENT());
    }

    @Override
    public int readdir(String path, Pointer buf, FuseFillDir filler, @off_t long offset, FuseFileInfo fi) {
        return guarded(() -> {
            filler.apply(buf, ".", null, 0);
            filler.apply(buf, "..", null, 0);
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(backing(path))) {
                for (Path entry : entries) filler.apply(buf, entry.getFileName().toString(), null, 0);
            }
            return 0;
        });
    }

    @Override
    public int opendir(String path, FuseFileInfo fi) {
        return guarded(() -> Files.isDirectory(backing(path)) ? 0 : -ErrorCodes.ENOTDIR());
    }

    @Override
    public int releasedir(String path, FuseFileInfo fi) {
        return 0;
    }

    @Override
    public int fsyncdir(String path, FuseFileInfo fi) {
        return guarded(() -> {
            Path directory = backing(path);
            try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
                channel.force(true);
            }
            directoryLog.directorySynced(directory);
            return 0;
        });
    }

    @Override
    public int mkdir(String path, @mode_t long mode) {
        return guarded(() -> {
            Path directory = backing(path);
            Files.createDirectory(directory);
            if (level.undoesDirectoryEntries()) directoryLog.created(directory, true);
            return 0;
        });
    }

    @Override
    public int rmdir(String path) {
        return guarded(() -> {
            Path directory = backing(path);
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory)) {
                if (entries.iterator().hasNext()) return -ErrorCodes.ENOTEMPTY();
            }
            if (level.undoesDirectoryEntries()) directoryLog.removed(directory);
            else Files.delete(directory);
            return 0;
        });
    }

    @Override
    public int create(String path, @mode_t long mode, FuseFileInfo fi) {
        return guarded(() -> {
            Path target = backing(path);
            Files.createFile(target);
            if (level.undoesDirectoryEntries()) directoryLog.created(target, false);
            openHandle(path, fi);
            return 0;
        });
    }

    @Override
    public int mknod(String path, @mode_t long mode, long rdev) {
        return guarded(() -> {
            Path target = backing(path);
            Files.createFile(target);
            if (level.undoesDirectoryEntries()) directoryLog.created(target, false);
            return 0;
        });
    }

    @Override
    public int open(String path, FuseFileInfo fi) {
        return guarded(() -> {
            if (!Files.exists(backing(path), LinkOption.NOFOLLOW_LINKS)) return -ErrorCodes.ENOENT();
            openHandle(path, fi);
            return 0;
        });
    }

    @Override
    public int release(String path, FuseFileInfo fi) {
        synchronized (this) {
            filesByHandle.remove(fi.fh.get());
        }
        return 0;
    }

    @Override
    public int flush(String path, FuseFileInfo fi) {
        return 0;
    }

    @Override
    public int read(String path, Pointer buf, @size_t long size, @off_t long offset, FuseFileInfo fi) {
        return guarded(() -> {
            byte[] bytes = file(path, fi).read(offset, (int) size);
            buf.put(0, bytes, 0, bytes.length);
            return bytes.length;
        });
    }

    @Override
    public int write(String path, Pointer buf, @size_t long size, @off_t long offset, FuseFileInfo fi) {
        return guarded(() -> {
            byte[] bytes = new byte[(int) size];
            buf.get(0, bytes, 0, bytes.length);
            UnsyncedFile file = file(path, fi);
            file.write(offset, bytes);
            lastWriteFile = file;
            lastWriteOffset = offset;
            lastWriteData = bytes;
            return bytes.length;
        });
    }

    @Override
    public int truncate(String path, @off_t long size) {
        return guarded(() -> {
            file(path).truncate(size);
            return 0;
        });
    }

    @Override
    public int ftruncate(String path, @off_t long size, FuseFileInfo fi) {
        return guarded(() -> {
            file(path, fi).truncate(size);
            return 0;
        });
    }

    @Override
    public int fallocate(String path, int mode, @off_t long offset, @off_t long length, FuseFileInfo fi) {
        return guarded(() -> {
            if ((mode & ~1) != 0) return -ErrorCodes.EOPNOTSUPP(); // holes and ranges: not modelled
            UnsyncedFile file = file(path, fi);
            boolean keepSize = (mode & 1) != 0;
            if (!keepSize && offset + length > file.size()) file.truncate(offset + length); // an unsynced size change
            return 0;
        });
    }

    @Override
    public int fsync(String path, int isdatasync, FuseFileInfo fi) {
        return guarded(() -> {
            UnsyncedFile file = file(path, fi);
            file.sync(isdatasync == 0);
            if (lastWriteFile == file) lastWriteFile = null;
            return 0;
        });
    }

    @Override
    public int unlink(String path) {
        return guarded(() -> {
            UnsyncedFile file = filesByPath.remove(path);
            Path target = backing(path);
            if (level.undoesDirectoryEntries()) {
                Path kept = directoryLog.removed(target);
                if (file != null) file.backing = kept;
            } else {
                Files.delete(target);
                if (file != null) file.unlinked = true;
            }
            return 0;
        });
    }

    @Override
    public int rename(String oldpath, String newpath) {
        return guarded(() -> {
            Path from = backing(oldpath);
            Path to = backing(newpath);
            UnsyncedFile replaced = filesByPath.remove(newpath);
            if (level.undoesDirectoryEntries()) {
                directoryLog.renamed(from, to);
            } else {
                Files.move(from, to, java.nio.file.StandardCopyOption.ATOMIC_MOVE, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            if (replaced != null) replaced.unlinked = true;
            Map<String, UnsyncedFile> moved = new HashMap<>();
            for (Iterator<Map.Entry<String, UnsyncedFile>> it = filesByPath.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, UnsyncedFile> entry = it.next();
                String key = entry.getKey();
                if (key.equals(oldpath) || key.startsWith(oldpath + "/")) {
                    it.remove();
                    String newKey = newpath + key.substring(oldpath.length());
                    entry.getValue().backing = backing(newKey);
                    moved.put(newKey, entry.getValue());
                }
            }
            filesByPath.putAll(moved);
            return 0;
        });
    }

    @Override
    public int chmod(String path, @mode_t long mode) {
        return 0;
    }

    @Override
    public int chown(String path, long uid, long gid) {
        return 0;
    }

    @Override
    public int utimens(String path, Timespec[] timespec) {
        return 0;
    }

    @Override
    public int statfs(String path, Statvfs stbuf) {
        return guarded(() -> {
            FileStore store = Files.getFileStore(data);
            long block = UnsyncedFile.PAGE;
            stbuf.f_bsize.set(block);
            stbuf.f_frsize.set(block);
            stbuf.f_blocks.set(store.getTotalSpace() / block);
            stbuf.f_bfree.set(store.getUnallocatedSpace() / block);
            stbuf.f_bavail.set(store.getUsableSpace() / block);
            stbuf.f_namemax.set(255);
            return 0;
        });
    }

    /** The power cut: unsynced data (and at power-meta unsynced directory entries) are gone for good. */
    synchronized void cut(Random random) throws IOException {
        poweredOff = true;
        for (UnsyncedFile file : everyFile) file.forget();
        if (level.tearsLastWrite() && lastWriteFile != null) {
            long end = lastWriteOffset + lastWriteData.length;
            long first = (lastWriteOffset / SECTOR + 1) * SECTOR;
            if (first < end) {
                long boundaries = (end - 1 - first) / SECTOR + 1;
                long boundary = first + SECTOR * (long) random.nextInt((int) Math.min(boundaries, Integer.MAX_VALUE));
                lastWriteFile.persistPrefix(lastWriteOffset, lastWriteData, (int) (boundary - lastWriteOffset));
            }
        }
        if (level.undoesDirectoryEntries()) directoryLog.undoUnsynced();
    }

    /** A clean shutdown: everything written reaches the disk, as an orderly power-off would do. */
    synchronized void flushAll() throws IOException {
        for (UnsyncedFile file : everyFile) file.sync(true);
        for (Path directory : directoryLog.pendingDirectories()) directoryLog.directorySynced(directory);
        poweredOff = true;
    }
}
