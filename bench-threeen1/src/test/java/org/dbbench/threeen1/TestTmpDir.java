package org.dbbench.threeen1;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Makes the test JVM's java.io.tmpdir before any test runs: the build gives each of its test JVMs a
 * directory of its own (bench-threeen1/pom.xml), which nothing else creates.
 */
public final class TestTmpDir implements LauncherSessionListener {
    @Override
    public void launcherSessionOpened(LauncherSession session) {
        try {
            Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
