package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Every path under a directory with its size and modification time, to prove nothing was written. */
final class DirSnapshot {
    private DirSnapshot() {
    }

    static Map<String, String> of(Path dir) throws IOException {
        Map<String, String> m = new TreeMap<>();
        if (!Files.exists(dir)) {
            return m;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.toList()) {
                m.put(dir.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                        : Files.size(p) + "@" + Files.getLastModifiedTime(p).toMillis());
            }
        }
        return m;
    }
}
