package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench compare stopped by a signal in the middle of a lockstep session (SIGTERM: the JVM runs the
 * same shutdown hooks as on Ctrl-C): it says it was stopped, not that a round's file went missing,
 * and leaves no round running, no work directory and no bundle.
 */
class CompareInterruptIT {
    @TempDir
    Path tmp;

    /** A JVM whose command line names this test's directory: one of the comparison's rounds or forks. */
    private boolean roundAlive() {
        String mine = tmp.toString();
        return ProcessHandle.allProcesses().anyMatch(p -> p.info().arguments()
                .map(a -> String.join(" ", a).contains(mine)).orElse(false));
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aSignalMidSessionSaysSoAndLeavesNothing() throws Exception {
        Path results = tmp.resolve("results");
        Process bench = new ProcessBuilder(Jdk.current().java().toString(), "-Djava.io.tmpdir=" + tmp, "-jar",
                Jar.JAR.toAbsolutePath().toString(), "compare", "--lockstep", "--rounds", "3", "--results-dir",
                results.toString(), "threeen1", "--store", "memory", "--to", "300000")
                .redirectErrorStream(true).redirectOutput(tmp.resolve("out.txt").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (!sessionStarted(results) && System.nanoTime() < deadline && bench.isAlive()) {
            Thread.sleep(50);
        }
        assertTrue(sessionStarted(results), "the session started: " + Files.readString(tmp.resolve("out.txt")));
        // into the session: both sides' JVMs are up and their forks warm up or take turns
        Thread.sleep(3_000);
        assertTrue(bench.isAlive(), Files.readString(tmp.resolve("out.txt")));
        bench.destroy(); // SIGTERM
        assertTrue(bench.waitFor(60, TimeUnit.SECONDS), "bench ends on the signal");
        String out = Files.readString(tmp.resolve("out.txt"));
        assertTrue(out.contains("compare: stopped by a signal"), out);
        assertFalse(out.contains("failed"), out);
        Thread.sleep(500);
        assertFalse(roundAlive(), "no round or fork is left running");
        try (Stream<Path> left = Files.list(results)) {
            assertEquals(List.of(), left.toList(), "no work directory and no bundle");
        }
    }

    /** The session's turn directories, one per side, are made as its rounds start. */
    private static boolean sessionStarted(Path results) throws Exception {
        if (!Files.isDirectory(results)) {
            return false;
        }
        try (Stream<Path> s = Files.walk(results)) {
            return s.anyMatch(p -> Files.isDirectory(p) && p.getFileName().toString().endsWith("-turns"));
        }
    }
}
