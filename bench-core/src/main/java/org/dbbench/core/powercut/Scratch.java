package org.dbbench.core.powercut;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.fault.PowerLossMount;

/** The run's scratch directory: removed whole at the end, never through a mount still in place. */
final class Scratch {
    private Scratch() {
    }

    /** How long a removal waits for a mount that another shutdown hook is detaching. */
    static final long DETACH_WAIT_MILLIS = 10_000;

    /**
     * Removes the scratch directory, never walking through the layer's mount point while it is still
     * mounted. On Ctrl-C the mount's own shutdown hook detaches it at the same time as the run's hook
     * gets here: the removal waits up to {@value #DETACH_WAIT_MILLIS} ms for it to go. Mountinfo says
     * whether it is mounted; a stat of the mount point cannot tell once its server is killed.
     */
    static void delete(Path scratch) {
        try {
            if (!Files.isDirectory(scratch)) return;
            Path mountPoint = scratch.resolve("layer").resolve("mnt");
            long deadline = System.nanoTime() + DETACH_WAIT_MILLIS * 1_000_000;
            while (mounted(mountPoint)) {
                if (System.nanoTime() > deadline) return; // its mount's own clean-up detaches it later
                Thread.sleep(20);
            }
            StateCheck.deleteTree(scratch);
        } catch (IOException | RuntimeException e) {
            // best effort: the directory is in the scratch parent, named powercut-*
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether the layer is still mounted, by mountinfo: a stat of a mount whose server is gone fails. */
    private static boolean mounted(Path mountPoint) {
        return PowerLossMount.isMounted(mountPoint);
    }

    /** The last non-blank line of a file after {@code prefix}, or "" when there is none. */
    static String lastLine(Path file, String prefix) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1).stream()
                    .filter(l -> !l.isBlank()).toList();
            return lines.isEmpty() ? "" : prefix + lines.get(lines.size() - 1).strip();
        } catch (IOException e) {
            return "";
        }
    }
}
