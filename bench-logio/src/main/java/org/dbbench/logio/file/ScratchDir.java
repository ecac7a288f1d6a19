package org.dbbench.logio.file;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A fresh directory (random name, created new) inside the user's {@code --dir} that holds every
 * scratch file of a run. It is deleted with everything in it when closed, and by a shutdown hook if
 * the JVM is stopped first (Ctrl-C, SIGTERM). Only this directory is ever deleted: everything in it
 * was created by the run.
 */
public final class ScratchDir implements AutoCloseable {
    public static final String PREFIX = "dbbench-logio-";

    private final Path path;
    private final Thread hook;

    private ScratchDir(Path path) {
        this.path = path;
        this.hook = new Thread(() -> deleteQuietly(path), "dbbench-logio-scratch-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    public static ScratchDir createIn(Path parent) throws IOException {
        return new ScratchDir(Files.createTempDirectory(parent, PREFIX));
    }

    public Path path() {
        return path;
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: the hook deletes it
            return;
        }
        try {
            delete(path);
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete scratch directory " + path, e);
        }
    }

    static void deleteQuietly(Path dir) {
        try {
            delete(dir);
        } catch (IOException | RuntimeException e) {
            // best effort at exit; nothing else can be done
        }
    }

    private static void delete(Path dir) throws IOException {
        // a JMH fork may delete its own file while we walk: walk again rather than fail
        for (int attempt = 1; Files.exists(dir); attempt++) {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            } catch (UncheckedIOException | java.nio.file.DirectoryNotEmptyException e) {
                if (attempt >= 5) {
                    throw e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
                }
            }
        }
    }
}
