package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.dbbench.core.BadInputException;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;

/**
 * Some file systems refuse O_DIRECT (tmpfs before Linux 6.6, some FUSE and network file systems).
 * Found out before the run, with one direct write to a scratch file, so the refusal is a clear
 * one-line error instead of every direct case failing inside JMH.
 */
final class DirectProbe {
    private DirectProbe() {
    }

    static void check(LogioSettings s, Path scratch) {
        SyncMethod direct = null;
        if (s.parts.contains(Part.WRITE) || s.parts.contains(Part.PG)) {
            // the native direct mode is probed by NativeProbe, which lists it as unavailable instead
            direct = s.modes.stream().filter(m -> m.direct() && !m.usesBinding()).findFirst().orElse(null);
        }
        if (direct == null && s.parts.contains(Part.GROUP) && s.groupMode.direct() && !s.groupMode.usesBinding()) {
            direct = s.groupMode;
        }
        if (direct == null) {
            return;
        }
        LogFile probe = null;
        try {
            probe = LogFile.create(scratch, "direct-probe-", FileState.PREALLOCATED, 0, 0, 65536);
            try (LogWriter w = direct.open(probe.path(), 65536, 0)) {
                ByteBuffer b = w.allocate(4096);
                w.write(b, 24);
                w.sync();
            }
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("--modes " + direct.cliName() + ": the file system of --dir " + s.dir
                    + " refuses O_DIRECT writes (" + e.getMessage() + "); choose a --dir on a disk file system or"
                    + " drop the direct modes", e);
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
