package org.dbbench.core.fault;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An operation log on disk: the {@link CrashOp}s the layer saw since it was mounted, in issue order,
 * appended as they happen. Together with the directory as it was at the mount (the snapshot) it is
 * everything a crash state is rebuilt from: no program has to run again.
 */
public final class CrashOpLog implements AutoCloseable {
    private static final int CREATE = 1, REMOVE = 2, RENAME = 3, DIRECTORY_SYNC = 4, BIND = 5, WRITE = 6, ZERO = 7,
            TRUNCATE = 8, FILE_SYNC = 9;

    private final DataOutputStream out;

    private CrashOpLog(DataOutputStream out) {
        this.out = out;
    }

    /** A new, empty log at {@code file}. */
    public static CrashOpLog create(Path file) throws IOException {
        return new CrashOpLog(new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)));
    }

    public void append(CrashOp op) throws IOException {
        if (op instanceof CrashOp.Create c) {
            out.writeByte(CREATE);
            out.writeUTF(c.path());
            out.writeBoolean(c.directory());
        } else if (op instanceof CrashOp.Remove r) {
            out.writeByte(REMOVE);
            out.writeUTF(r.path());
        } else if (op instanceof CrashOp.Rename r) {
            out.writeByte(RENAME);
            out.writeUTF(r.from());
            out.writeUTF(r.to());
        } else if (op instanceof CrashOp.DirectorySync s) {
            out.writeByte(DIRECTORY_SYNC);
            out.writeUTF(s.path());
        } else if (op instanceof CrashOp.Bind b) {
            out.writeByte(BIND);
            out.writeLong(b.file());
            out.writeUTF(b.path());
        } else if (op instanceof CrashOp.Write w) {
            out.writeByte(WRITE);
            out.writeLong(w.file());
            out.writeLong(w.offset());
            out.writeInt(w.data().length);
            out.write(w.data());
        } else if (op instanceof CrashOp.Zero z) {
            out.writeByte(ZERO);
            out.writeLong(z.file());
            out.writeLong(z.offset());
            out.writeLong(z.length());
            out.writeBoolean(z.growSize());
        } else if (op instanceof CrashOp.Truncate t) {
            out.writeByte(TRUNCATE);
            out.writeLong(t.file());
            out.writeLong(t.size());
        } else if (op instanceof CrashOp.FileSync s) {
            out.writeByte(FILE_SYNC);
            out.writeLong(s.file());
        }
    }

    /** Everything appended so far reaches the file (the controller reads it after a cut). */
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }

    /** The operations of a log file, in issue order; a log cut off in the middle of an operation ends before it. */
    public static List<CrashOp> read(Path file) throws IOException {
        List<CrashOp> ops = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            while (true) {
                int kind = in.read();
                if (kind < 0) break;
                try {
                    ops.add(readOne(kind, in));
                } catch (EOFException e) {
                    break; // the writer stopped mid-operation: that operation never completed
                }
            }
        }
        return ops;
    }

    private static CrashOp readOne(int kind, DataInputStream in) throws IOException {
        switch (kind) {
            case CREATE: return new CrashOp.Create(in.readUTF(), in.readBoolean());
            case REMOVE: return new CrashOp.Remove(in.readUTF());
            case RENAME: return new CrashOp.Rename(in.readUTF(), in.readUTF());
            case DIRECTORY_SYNC: return new CrashOp.DirectorySync(in.readUTF());
            case BIND: return new CrashOp.Bind(in.readLong(), in.readUTF());
            case WRITE: {
                long file = in.readLong();
                long offset = in.readLong();
                byte[] data = new byte[in.readInt()];
                in.readFully(data);
                return new CrashOp.Write(file, offset, data);
            }
            case ZERO: return new CrashOp.Zero(in.readLong(), in.readLong(), in.readLong(), in.readBoolean());
            case TRUNCATE: return new CrashOp.Truncate(in.readLong(), in.readLong());
            case FILE_SYNC: return new CrashOp.FileSync(in.readLong());
            default: throw new IOException("not an operation log: unknown operation " + kind);
        }
    }
}
