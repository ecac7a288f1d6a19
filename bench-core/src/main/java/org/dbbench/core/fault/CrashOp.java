package org.dbbench.core.fault;

/**
 * One operation the power-loss layer saw, as it is kept in an operation log ({@link CrashOpLog}):
 * directory operations name paths as the program used them ("/dir/file"), data operations name the
 * layer's file by a number that a {@link Bind} tied to a path when the layer first met the file.
 * A {@link Write} is one FUSE write request: one write() call of up to 128 KiB (the mount's
 * max_write); a larger write() reaches the layer as several 128 KiB requests, each a write of its
 * own. Writes are not split at 4 KiB pages.
 */
public sealed interface CrashOp {
    /** A file or directory entry was created at {@code path}. */
    record Create(String path, boolean directory) implements CrashOp {
    }

    /** The entry at {@code path} (a file, or an empty directory) was removed. */
    record Remove(String path) implements CrashOp {
    }

    /** The entry {@code from} now is {@code to}, replacing whatever {@code to} named. */
    record Rename(String from, String to) implements CrashOp {
    }

    /** fsync of the directory at {@code path}. */
    record DirectorySync(String path) implements CrashOp {
    }

    /** From here on, {@code file} is the file that {@code path} names now. */
    record Bind(long file, String path) implements CrashOp {
    }

    /** One write request: {@code data} at {@code offset}. */
    record Write(long file, long offset, byte[] data) implements CrashOp {
    }

    /** {@code length} zero bytes at {@code offset} (fallocate's PUNCH_HOLE and ZERO_RANGE); the size grows only if {@code growSize}. */
    record Zero(long file, long offset, long length, boolean growSize) implements CrashOp {
    }

    /** The file's size set to {@code size} (truncate, ftruncate, a size-changing fallocate). */
    record Truncate(long file, long size) implements CrashOp {
    }

    /** fsync or fdatasync of the file (the layer cannot tell them apart, nor see a byte range). */
    record FileSync(long file) implements CrashOp {
    }
}
