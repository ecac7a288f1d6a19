package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.Files;
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

    /** Whether the file at {@code path} has a handle open. */
    boolean isOpen(String path) {
        UnsyncedFile file = byPath.get(path);
        return file != null && byHandle.containsValue(file);
    }

    void release(long handle) throws IOException {
        UnsyncedFile file = byHandle.remove(handle);
        if (file != null && file.parked && !byHandle.containsValue(file)) { // its last handle: the nameless file goes
            Files.deleteIfExists(file.backing);
            every.remove(file);
        }
    }

    void wrote(UnsyncedFile file, long offset, byte[] data) throws IOException {
        file.write(offset, data);
        recorder.record(new CrashOp.Write(file.id, offset, data));
        lastWriteFile = file;
        lastWriteOffset = offset;
        lastWriteData = data;
    }

    /** {@code length} bytes from {@code offset} read as zeros; past the end only when {@code growSize}. */
    void zeroed(UnsyncedFile file, long offset, long length, boolean growSize) throws IOException {
        long size = file.size();
        long end = growSize ? offset + length : Math.min(offset + length, size);
        byte[] zeros = new byte[UnsyncedFile.PAGE * 16];
        for (long at = offset; at < end; at += zeros.length) {
            file.write(at, at + zeros.length <= end ? zeros : new byte[(int) (end - at)]);
        }
        recorder.record(new CrashOp.Zero(file.id, offset, length, growSize));
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

    /**
     * The path's entry is gone; its bytes now live at {@code kept} (the trash: power-meta's undo, or
     * {@code parked}: nameless for the open handles only), or nowhere.
     */
    void unlinked(String path, Path kept, boolean parked) {
        UnsyncedFile file = byPath.remove(path);
        if (file == null) return;
        moveAway(file, kept, parked);
    }

    private static void moveAway(UnsyncedFile file, Path kept, boolean parked) {
        if (kept != null) {
            file.backing = kept;
            file.parked = parked;
        } else {
            file.unlinked = true;
        }
    }

    /** {@code oldpath} (a file or a directory and everything under it) is now {@code newpath}; a replaced file now lives at {@code replacedAt}. */
    void renamed(String oldpath, String newpath, Path replacedAt, boolean parked) {
        UnsyncedFile replaced = byPath.remove(newpath);
        if (replaced != null) moveAway(replaced, replacedAt, parked);
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
        for (UnsyncedFile file : every) {
            file.forget();
            if (file.parked) Files.deleteIfExists(file.backing); // nameless: a disk frees it at the next mount
        }
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
