package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.Json;
import org.dbbench.logio.file.DirtyCarryOver;

/**
 * Runs the dirty-page probe of the non-write descriptor check on the measured disk, before the JMH
 * cases (so it cannot disturb them), and leaves its result for the bundle.
 */
final class NonWriteDescriptorCheck {
    private NonWriteDescriptorCheck() {
    }

    static void run(Path scratch, Path extras) {
        try {
            DirtyCarryOver probe = DirtyCarryOver.probe(scratch, DirtyCarryOver.DEFAULT_BYTES);
            Path out = extras.resolve(DirtyCarryOver.BUNDLE_FILE);
            Files.createDirectories(out.getParent());
            Files.writeString(out, Json.write(probe.toMap()));
        } catch (IOException e) {
            System.err.println("bench logio: WARNING: the non-write descriptor probe failed (" + e.getMessage()
                    + "); the pg table shows the timing only");
        }
    }
}
