package org.dbbench.core.fault;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The layer's side of crash states: at a mount, a copy of the backing directory (the snapshot), then
 * every operation the layer serves, appended to an operation log as it succeeds. Without a recording
 * directory it records nothing and costs nothing.
 */
final class OpRecorder implements AutoCloseable {
    static final String SNAPSHOT = "snapshot";
    static final String OPS = "ops.log";

    private final CrashOpLog log;

    private OpRecorder(CrashOpLog log) {
        this.log = log;
    }

    static OpRecorder none() {
        return new OpRecorder(null);
    }

    /** Copies {@code data} to {@code into}/snapshot and starts {@code into}/ops.log. */
    static OpRecorder start(Path data, Path into) throws IOException {
        if (Files.exists(into)) DirectoryLog.deleteTree(into);
        Files.createDirectories(into);
        StateMaterialiser.copyTree(data, into.resolve(SNAPSHOT));
        return new OpRecorder(CrashOpLog.create(into.resolve(OPS)));
    }

    void record(CrashOp op) throws IOException {
        if (log != null) log.append(op);
    }

    /** For callers that cannot throw (a new file met while looking up a path): a failure surfaces as EIO all the same. */
    void recordUnchecked(CrashOp op) {
        try {
            record(op);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        if (log != null) log.close();
    }
}
