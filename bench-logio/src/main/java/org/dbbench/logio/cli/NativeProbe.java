package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;

/**
 * The native methods can be refused by the JVM (no binding), the kernel (io_uring disabled) or the
 * file system under --dir (EOPNOTSUPP, no O_DIRECT, no block device to read the logical block
 * from). Found out before the run, with one write+sync of each to a scratch file; a refused method
 * is taken out of the run with its reason, which the summary lists, never replaced by another.
 */
final class NativeProbe {
    private NativeProbe() {
    }

    static void check(LogioSettings s, Path scratch) {
        if (s.parts.contains(Part.GROUP) && s.groupMode.usesBinding()) {
            String why = problem(s.groupMode, scratch);
            if (why != null) {
                throw new BadInputException("--group-mode " + s.groupMode.cliName() + " is unavailable here: " + why);
            }
        }
        if (!s.parts.contains(Part.WRITE) && !s.parts.contains(Part.PG) && !s.parts.contains(Part.RATE)) {
            return; // no part that runs --modes
        }
        List<String> dropped = new ArrayList<>();
        for (SyncMethod m : List.copyOf(s.modes)) {
            if (m.usesBinding()) {
                String why = problem(m, scratch);
                if (why != null) {
                    s.dropUnavailable(m, why);
                    dropped.add(m.cliName() + ": " + why);
                    System.err.println("bench logio: " + m.cliName() + " is unavailable here, not measured: " + why);
                }
            }
        }
        if (s.modes.isEmpty()) {
            throw new BadInputException("--modes: every mode asked for is unavailable here (" + String.join("; ", dropped)
                    + "); modes: " + SyncMethod.namesWithAvailability() + "; " + SyncMethod.availability());
        }
    }

    /** Null when {@code m} writes and syncs a scratch file in {@code scratch}, else why it cannot. */
    static String problem(SyncMethod m, Path scratch) {
        String why = m.unavailable();
        if (why != null) {
            return why;
        }
        LogFile probe = null;
        try {
            probe = LogFile.create(scratch, "native-probe-", FileState.PREALLOCATED, 0, 0, 65536);
            try (LogWriter w = m.open(probe.path(), 65536, 0)) {
                w.write(w.allocate(4096), 24);
                w.sync();
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return e.getMessage();
        } finally {
            if (probe != null) {
                try {
                    probe.delete();
                } catch (IOException ignored) {
                    // the scratch directory goes anyway
                }
            }
        }
    }
}
