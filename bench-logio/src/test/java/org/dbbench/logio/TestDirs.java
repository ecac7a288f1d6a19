package org.dbbench.logio;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Scratch directories for tests, under the module's target directory: on the project's disk, where
 * O_DIRECT and fsync mean what they mean (a /tmp on tmpfs would not).
 */
public final class TestDirs {
    private TestDirs() {
    }

    static {
        // the build gives the tests a private java.io.tmpdir (JMH's lock file lives there); make it exist
        try {
            Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The temporary directory this JVM uses, for child JVMs started by tests. */
    public static Path tmpdir() {
        return Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
    }

    public static Path fresh(String name) throws IOException {
        Path base = Path.of("target", "test-scratch").toAbsolutePath();
        Files.createDirectories(base);
        return Files.createTempDirectory(base, name + "-");
    }
}
