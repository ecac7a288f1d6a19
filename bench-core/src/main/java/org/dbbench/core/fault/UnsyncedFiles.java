package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

/**
 * The power-loss layer's table of files: each path's {@link UnsyncedFile} (found by path and by open
 * handle, following renames and unlinks) and the newest unsynced write, the one power-torn tears.
 * Not thread-safe: {@link PowerLossFs} calls it under its one lock.
 */
final class UnsyncedFiles {
    private final Function<String, Path> backing;
    private final OpRecorder recorder;
    private long nextFile = 1;
    private final Map<String, UnsyncedFile> byPath = new HashMap<>();
    private final Map<Long, UnsyncedFile> byHandle = new HashMap<>();
    private final Set<UnsyncedFile> every = Collections.newSetFromMap(new IdentityHashMap<>());
    private long nextHandle = 1;
    private UnsyncedFile lastWriteFile;
    private long lastWriteOffset;
    private byte[] lastWriteData;

    /** @param backing a layer path ("/dir/file") to its backing file */
    UnsyncedFiles(Function<String, Path> backing, OpRecorder recorder) {
        this.backing = backing;
        this.recorder = recorder;
    }

    /** The file at {@code path} if the layer knows it (it has been opened or written), else null. */
    UnsyncedFile known(String path) {
        return byPath.get(path);
    }

    /** The file open under {@code handle}, else null. */
    UnsyncedFile open(long handle) {
        return byHandle.get(handle);
    }

    UnsyncedFile at(String path) {
        return byPath.computeIfAbsent(path, p -> {
            UnsyncedFile file = new UnsyncedFile(backing.apply(p), nextFile++);
            recorder.recordUnchecked(new CrashOp.Bind(file.id, p));
            every.add(file);
            return file;
        });
    }

    /** The file open under {@code handle}, or the one at {@code path} (a handle from before a rename). */
    UnsyncedFile at(String path, long handle) {
        UnsyncedFile file = byHandle.get(handle);
        return file != null ? file : at(path);
    }

    /** A new handle for the file at {@code path}. */
    long openHandle(String path) {
        long handle = nextHandle++;
        byHandle.put(handle, at(path));
        return handle;
    }

    void release(long handle) {
        byHandle.remove(handle);
    }

    void wrote(UnsyncedFile file, long offset, byte[] data) throws IOException {
        file.write(offset, data);
        recorder.record(new CrashOp.Write(file.id, offset, data));
        lastWriteFile = file;
        lastWriteOffset = offset;
        lastWriteData = data;
    }

    void truncate(UnsyncedFile file, long size) throws IOException {
        file.truncate(size);
        recorder.record(new CrashOp.Truncate(file.id, size));
    }

    void sync(UnsyncedFile file) throws IOException {
        file.sync();
        recorder.record(new CrashOp.FileSync(file.id));
        if (lastWriteFile == file) lastWriteFile = null;
    }

    /** The path's entry is gone; its synced bytes now live at {@code kept} (power-meta), or nowhere. */
    void unlinked(String path, Path kept) {
        UnsyncedFile file = byPath.remove(path);
        if (file == null) return;
        if (kept != null) file.backing = kept;
        else file.unlinked = true;
    }

    /** {@code oldpath} (a file or a directory and everything under it) is now {@code newpath}. */
    void renamed(String oldpath, String newpath) {
        UnsyncedFile replaced = byPath.remove(newpath);
        if (replaced != null) replaced.unlinked = true;
        Map<String, UnsyncedFile> moved = new HashMap<>();
        for (Iterator<Map.Entry<String, UnsyncedFile>> it = byPath.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, UnsyncedFile> entry = it.next();
            String key = entry.getKey();
            if (key.equals(oldpath) || key.startsWith(oldpath + "/")) {
                it.remove();
                String newKey = newpath + key.substring(oldpath.length());
                entry.getValue().backing = backing.apply(newKey);
                moved.put(newKey, entry.getValue());
            }
        }
        byPath.putAll(moved);
    }

    /** The cut: every unsynced byte is forgotten; with {@code tear}, a sector-aligned prefix of the last write stays. */
    void forgetAll(boolean tear, Random random) throws IOException {
        for (UnsyncedFile file : every) file.forget();
        if (tear && lastWriteFile != null) {
            int sector = PowerLossFs.SECTOR;
            long end = lastWriteOffset + lastWriteData.length;
            long first = (lastWriteOffset / sector + 1) * sector;
            if (first < end) {
                long boundaries = (end - 1 - first) / sector + 1;
                long boundary = first + sector * (long) random.nextInt((int) Math.min(boundaries, Integer.MAX_VALUE));
                lastWriteFile.persistPrefix(lastWriteOffset, lastWriteData, (int) (boundary - lastWriteOffset));
            }
        }
    }

    /** A clean shutdown: everything reaches the backing files. */
    void syncAll() throws IOException {
        for (UnsyncedFile file : every) file.sync();
    }
}
