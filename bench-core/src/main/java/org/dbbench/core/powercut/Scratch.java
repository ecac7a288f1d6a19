package org.dbbench.core.powercut;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The run's scratch directory: removed whole at the end, never through a mount still in place. */
final class Scratch {
    private Scratch() {
    }

    /**
     * Removes the scratch directory; leaves it when the layer's mount point is still mounted (a walk
     * would go through the mount), which its mount's own clean-up then detaches.
     */
    static void delete(Path scratch) {
        try {
            if (Files.isDirectory(scratch)) {
                Path mountPoint = scratch.resolve("layer").resolve("mnt");
                if (Files.isDirectory(mountPoint) && !Files.getFileStore(mountPoint).equals(Files.getFileStore(scratch))) {
                    return;
                }
                StateCheck.deleteTree(scratch);
            }
        } catch (IOException | RuntimeException e) {
            // best effort: the directory is in the scratch parent, named powercut-*
        }
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
