package org.dbbench.logio.jmh;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.file.ScratchDir;
import org.dbbench.logio.time.CaseLatency;
import org.dbbench.logio.time.LatencyLog;

/**
 * Where a benchmark fork puts its log files. {@code bench logio} creates a fresh scratch directory in
 * {@code --dir} and hands it to every fork in the system property {@value #PROPERTY}; run any other
 * way (plain {@code bench jmh}) a fork makes its own under java.io.tmpdir. Files made here are
 * deleted at the end of the trial, and by a shutdown hook if the fork is stopped first.
 */
public final class ForkScratch {
    /** The system property naming the scratch directory a fork writes its log files in. */
    public static final String PROPERTY = "dbbench.logio.scratch";

    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();
    private static Path dir;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : LIVE) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // best effort at exit
                }
            }
        }, "dbbench-logio-fork-cleanup"));
    }

    private ForkScratch() {
    }

    static synchronized Path dir() throws IOException {
        if (dir == null) {
            String given = System.getProperty(PROPERTY);
            if (given != null && !given.isBlank()) {
                dir = Path.of(given);
                if (!Files.isDirectory(dir)) {
                    throw new IOException(PROPERTY + "=" + given + " is not a directory");
                }
            } else {
                dir = ScratchDir.createIn(Path.of(System.getProperty("java.io.tmpdir"))).path();
            }
        }
        return dir;
    }

    static LogFile create(String prefix, FileState state, int headerBytes, long start, long capacity)
            throws IOException {
        LogFile f = LogFile.create(dir(), prefix, state, headerBytes, start, capacity);
        LIVE.add(f.path());
        return f;
    }

    static void delete(LogFile f) throws IOException {
        if (f != null) {
            f.delete();
            LIVE.remove(f.path());
        }
    }

    /**
     * The end of a trial: the case's latency log written, what is open closed (nulls skipped), and the
     * log file deleted whatever fails before.
     */
    static void endTrial(LatencyLog latency, LogFile file, Closeable... open) throws IOException {
        try {
            CaseLatency.close(latency);
            for (Closeable c : open) {
                if (c != null) {
                    c.close();
                }
            }
        } finally {
            delete(file);
        }
    }

    /** A recognisable, non-zero payload (zeros could hide a write that did not happen). */
    static void fillPattern(java.nio.ByteBuffer b) {
        for (int i = 0; i < b.capacity(); i++) {
            b.put(i, (byte) (i * 31 + 7));
        }
    }

    static long roundUp(long v, long a) {
        return (v + a - 1) / a * a;
    }
}
