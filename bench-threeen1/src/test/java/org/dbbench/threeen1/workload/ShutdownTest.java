package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.JvmFlags;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ctrl-C (or SIGTERM) in the middle of a run: the workers stop between two numbers, the store is
 * closed and the scratch directory the run created is removed, promptly.
 */
class ShutdownTest {
    @TempDir
    Path tmp;

    /**
     * One store of each way a store is reached and closed (SQL over JDBC, a Java key-value engine, a
     * native one through JNI, a memory-mapped map): the shutdown path is the suite's, not the
     * engine's, and a JVM per store costs mvn verify seconds it does not have.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"derby", "h2-mvstore", "lmdb", "chronicle"})
    void aSignalStopsTheRunAndRemovesItsScratchDirectory(String store) throws Exception {
        Path parent = Files.createDirectory(tmp.resolve("scratch"));
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JvmFlags.forkArgs());
        cmd.addAll(List.of("-Xmx1g", "-cp", System.getProperty("java.class.path"), InterruptedRunMain.class.getName(),
                store, parent.toString()));
        Process child = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve("out").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (count(parent) == 0 && child.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertEquals(1, count(parent), "the run made its scratch directory");
            Thread.sleep(1_500); // into the run
            assertTrue(child.isAlive(), () -> "still running: " + read(tmp.resolve("out")));
            child.destroy(); // SIGTERM: the JVM runs its shutdown hooks, as on Ctrl-C
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "stopped within a minute");
        } finally {
            child.destroyForcibly();
        }
        String out = read(tmp.resolve("out"));
        assertFalse(out.contains("finished without being stopped"), out);
        assertTrue(!out.contains("stopped: ") || out.contains("stopped early"), out);
        assertEquals(0, count(parent), "scratch directory removed: " + out);
    }

    private static long count(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (Exception e) {
            return "";
        }
    }
}
