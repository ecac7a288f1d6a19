package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Random;

import jnr.ffi.Pointer;
import jnr.ffi.types.mode_t;
import jnr.ffi.types.off_t;
import jnr.ffi.types.size_t;
import ru.serce.jnrfuse.ErrorCodes;
import ru.serce.jnrfuse.struct.FileStat;
import ru.serce.jnrfuse.struct.FuseFileInfo;

/**
 * The FUSE file system of the power-loss layer, run by {@link PowerLossServer} in a process of its own.
 * Every operation passes through to the backing directory except file data, which reaches the
 * backing file only on fsync/fdatasync (see {@link UnsyncedFile}); at power-meta directory changes
 * carry an undo until their directory is fsynced (see {@link DirectoryLog}). One lock serialises the
 * operations: the layer is for proving durability, never for measuring speed.
 */
final class PowerLossFs extends PassThroughFs {
    static final int SECTOR = 512;
    /** fallocate's mode bits (linux/falloc.h). */
    private static final int KEEP_SIZE = 0x01, PUNCH_HOLE = 0x02, ZERO_RANGE = 0x10;

    private final PowerLossLevel level;
    private final DirectoryLog directoryLog;
    private final OpRecorder recorder;
    private final UnsyncedFiles files;
    private final SyncReports syncs;

    PowerLossFs(Path data, Path trash, PowerLossLevel level, OpRecorder recorder, SyncReports syncs) {
        super(data);
        this.level = level;
        this.directoryLog = new DirectoryLog(trash);
        this.recorder = recorder;
        this.files = new UnsyncedFiles(this::backing, recorder);
        this.syncs = syncs;
        NullPaths.allow(fuseOperations);
    }

    /** A sync was answered (called under the lock): reported, and the layer freezes at the armed count. */
    private int synced() {
        if (syncs.synced()) freeze();
        return 0;
    }

    private long openHandle(String path, FuseFileInfo fi) {
        long handle = files.openHandle(path);
        fi.fh.set(handle);
        return handle;
    }

    @Override
    public int getattr(String path, FileStat stat) {
        return guarded(() -> fillStat(path, stat, files.known(path)));
    }

    @Override
    public int fgetattr(String path, FileStat stat, FuseFileInfo fi) {
        return guarded(() -> fillStat(path, stat, files.open(fi.fh.get())));
    }

    private int fillStat(String path, FileStat stat, UnsyncedFile file) throws IOException {
        if (file == null) BackingAttributes.fill(stat, backing(path), -1);
        else BackingAttributes.fill(stat, file.backing, file.size());
        return 0;
    }

    @Override
    public int fsyncdir(String path, FuseFileInfo fi) {
        return guarded(() -> {
            // the backing directory is the simulated disk: its entries are on it now (see UnsyncedFile.sync)
            directoryLog.directorySynced(backing(path));
            recorder.record(new CrashOp.DirectorySync(path));
            return synced();
        });
    }

    @Override
    public int mkdir(String path, @mode_t long mode) {
        return guarded(() -> {
            Path directory = backing(path);
            Files.createDirectory(directory);
            if (level.undoesDirectoryEntries()) directoryLog.created(directory, true);
            recorder.record(new CrashOp.Create(path, true));
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
            recorder.record(new CrashOp.Remove(path));
            return 0;
        });
    }

    @Override
    public int create(String path, @mode_t long mode, FuseFileInfo fi) {
        return guarded(() -> {
            Path target = backing(path);
            Files.createFile(target);
            if (level.undoesDirectoryEntries()) directoryLog.created(target, false);
            recorder.record(new CrashOp.Create(path, false));
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
            recorder.record(new CrashOp.Create(path, false));
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
        synchronized (this) { // also after a cut: a handle is released whatever the power
            try {
                files.release(fi.fh.get());
            } catch (IOException e) {
                System.err.println("powerloss: " + e);
            }
        }
        return 0;
    }

    @Override
    public int read(String path, Pointer buf, @size_t long size, @off_t long offset, FuseFileInfo fi) {
        return guarded(() -> {
            byte[] bytes = files.at(path, fi.fh.get()).read(offset, (int) size);
            buf.put(0, bytes, 0, bytes.length);
            return bytes.length;
        });
    }

    @Override
    public int write(String path, Pointer buf, @size_t long size, @off_t long offset, FuseFileInfo fi) {
        return guarded(() -> {
            byte[] bytes = new byte[(int) size];
            buf.get(0, bytes, 0, bytes.length);
            files.wrote(files.at(path, fi.fh.get()), offset, bytes);
            return bytes.length;
        });
    }

    @Override
    public int truncate(String path, @off_t long size) {
        return guarded(() -> {
            files.truncate(files.at(path), size);
            return 0;
        });
    }

    @Override
    public int ftruncate(String path, @off_t long size, FuseFileInfo fi) {
        return guarded(() -> {
            files.truncate(files.at(path, fi.fh.get()), size);
            return 0;
        });
    }

    @Override
    public int fallocate(String path, int mode, @off_t long offset, @off_t long length, FuseFileInfo fi) {
        return guarded(() -> {
            UnsyncedFile file = files.at(path, fi.fh.get());
            boolean keepSize = (mode & KEEP_SIZE) != 0;
            int range = mode & ~KEEP_SIZE;
            if (range == PUNCH_HOLE && !keepSize) return -ErrorCodes.EINVAL(); // as Linux: a hole keeps the size
            if (range == PUNCH_HOLE || range == ZERO_RANGE) {
                // the bytes read as zeros from now on, an unsynced change like a write (a hole is not modelled as one)
                files.zeroed(file, offset, length, !keepSize);
                return 0;
            }
            if (range != 0) return -ErrorCodes.EOPNOTSUPP(); // collapse, insert, unshare: not modelled
            if (!keepSize && offset + length > file.size()) files.truncate(file, offset + length); // an unsynced size change
            return 0;
        });
    }

    @Override
    public int fsync(String path, int isdatasync, FuseFileInfo fi) {
        return guarded(() -> {
            files.sync(files.at(path, fi.fh.get())); // fsync and fdatasync alike: data and size
            return synced();
        });
    }

    @Override
    public int unlink(String path) {
        return guarded(() -> {
            Path target = backing(path);
            if (level.undoesDirectoryEntries()) {
                files.unlinked(path, directoryLog.removed(target), false);
            } else if (files.isOpen(path)) { // its handles still read it (POSIX): kept nameless until released
                files.unlinked(path, directoryLog.park(target), true);
            } else {
                Files.delete(target);
                files.unlinked(path, null, false);
            }
            recorder.record(new CrashOp.Remove(path));
            return 0;
        });
    }

    @Override
    public int rename(String oldpath, String newpath) {
        return guarded(() -> {
            Path from = backing(oldpath);
            Path to = backing(newpath);
            Path replaced = null; // where a replaced file still open lives on, for its handles
            boolean parked = false;
            if (level.undoesDirectoryEntries()) {
                replaced = directoryLog.renamed(from, to);
            } else {
                if (files.isOpen(newpath) && !from.equals(to)) {
                    replaced = directoryLog.park(to);
                    parked = true;
                }
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
            files.renamed(oldpath, newpath, replaced, parked);
            recorder.record(new CrashOp.Rename(oldpath, newpath));
            return 0;
        });
    }

    /** The power cut: unsynced data (and at power-meta unsynced directory entries) are gone for good. */
    synchronized void cut(Random random) throws IOException {
        poweredOff = true;
        recorder.close(); // the log ends where the power did
        files.forgetAll(level.tearsLastWrite(), random);
        if (level.undoesDirectoryEntries()) directoryLog.undoUnsynced();
    }

    /** A clean shutdown: everything written reaches the disk, as an orderly power-off would do. */
    synchronized void flushAll() throws IOException {
        files.syncAll();
        directoryLog.settleAll();
        poweredOff = true;
        recorder.close();
    }
}
