package org.dbbench.core.fault;

/**
 * An operation of the log with files and directories named by identity (an inode number, 0 is the
 * root), as {@link LogResolver} found them in issue order: a rename of a directory moves its
 * identity, not the operations logged under its old path.
 *
 * @param seq       the operation's number in the log, from 1: how descriptions name it
 * @param inode     the file or directory the operation is about
 * @param from      where the entry was (remove, rename), else null
 * @param to        where the entry is now (create, rename), else null
 * @param replaces  a rename over an existing entry
 * @param appends   a write that made the file longer, as the program saw it
 * @param length    the bytes a zero range covers, the new size of a truncate
 * @param path      the path the program used for the file when it issued the operation (for descriptions)
 */
record InodeOp(int seq, Kind kind, String path, long inode, Entry from, Entry to, boolean directory, boolean replaces,
        boolean appends, long offset, long length, byte[] data, boolean growSize) {

    enum Kind { CREATE, REMOVE, RENAME, WRITE, ZERO, TRUNCATE, FILE_SYNC, DIRECTORY_SYNC }

    /** A name in a directory: the directory's inode and the name. */
    record Entry(long parent, String name) {
    }

    /** "#12 write 4096 B at 8192 of /store/log": an operation in one short phrase. */
    String describe() {
        String what;
        switch (kind) {
            case CREATE: what = (directory ? "mkdir " : "create ") + path; break;
            case REMOVE: what = "remove " + path; break;
            case RENAME: what = "rename to " + path + (replaces ? " (replacing)" : ""); break;
            case WRITE: what = "write " + length + " B at " + offset + " of " + path; break;
            case ZERO: what = "zero " + length + " B at " + offset + " of " + path; break;
            case TRUNCATE: what = "truncate " + path + " to " + length + " B"; break;
            case FILE_SYNC: what = "fsync " + path; break;
            default: what = "fsync directory " + path;
        }
        return "#" + seq + " " + what;
    }

    boolean isData() {
        return kind == Kind.WRITE || kind == Kind.ZERO || kind == Kind.TRUNCATE;
    }

    boolean isMetadata() {
        return kind == Kind.CREATE || kind == Kind.REMOVE || kind == Kind.RENAME;
    }

    boolean isSync() {
        return kind == Kind.FILE_SYNC || kind == Kind.DIRECTORY_SYNC;
    }

    static InodeOp metadata(int seq, Kind kind, String path, long inode, Entry from, Entry to, boolean directory,
            boolean replaces) {
        return new InodeOp(seq, kind, path, inode, from, to, directory, replaces, false, 0, 0, null, false);
    }

    static InodeOp data(int seq, Kind kind, String path, long inode, boolean appends, long offset, long length,
            byte[] data, boolean growSize) {
        return new InodeOp(seq, kind, path, inode, null, null, false, false, appends, offset, length, data, growSize);
    }

    static InodeOp sync(int seq, Kind kind, String path, long inode) {
        return new InodeOp(seq, kind, path, inode, null, null, false, false, false, 0, 0, null, false);
    }
}
