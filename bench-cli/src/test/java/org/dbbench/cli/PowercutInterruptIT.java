package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.fault.FuseSupport;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench powercut stopped by a signal mid-cut (SIGTERM: the JVM runs the same shutdown hooks as on
 * Ctrl-C): PROGRAM is killed, the layer's mount is gone and the scratch directory removed.
 */
class PowercutInterruptIT {
    @TempDir
    Path tmp;

    /** A mount under this test's own directory: another run's power-loss layer on this machine is not ours. */
    private static boolean mounted(Path under) throws Exception {
        return Files.readString(Path.of("/proc/self/mountinfo")).contains(" " + under.toRealPath() + "/");
    }

    private static boolean programAlive(String marker) {
        return ProcessHandle.allProcesses().anyMatch(p -> p.info().arguments()
                .map(a -> List.of(a).contains(marker)).orElse(false));
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aSignalMidCutLeavesNoProgramNoMountAndNoScratch() throws Exception {
        if (System.getenv("CI") == null) {
            Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here: " + FuseSupport.missing().orElse(""));
        }
        Path scratchParent = Files.createDirectory(tmp.resolve("scratch"));
        String marker = "9" + ProcessHandle.current().pid() + "7"; // sleep's argument: this run's PROGRAM, found by it
        Process bench = new ProcessBuilder(Jdk.current().java().toString(), "-jar", Jar.JAR.toAbsolutePath().toString(),
                "powercut", "--check", "true", "--cuts", "1", "--run-for", "60s", "--dir", scratchParent.toString(),
                "--results-dir", tmp.resolve("results").toString(), "--", "sleep", marker)
                .redirectErrorStream(true).redirectOutput(tmp.resolve("out.txt").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (!(mounted(scratchParent) && programAlive(marker)) && System.nanoTime() < deadline && bench.isAlive()) Thread.sleep(100);
        assertTrue(mounted(scratchParent) && programAlive(marker), "the layer is mounted and PROGRAM runs: "
                + Files.readString(tmp.resolve("out.txt")));
        bench.destroy(); // SIGTERM
        assertTrue(bench.waitFor(60, TimeUnit.SECONDS), "bench ends on the signal");
        Thread.sleep(500);
        assertFalse(mounted(scratchParent), "no mount is left");
        assertFalse(programAlive(marker), "PROGRAM is gone");
        try (Stream<Path> left = Files.list(scratchParent)) {
            assertEquals(List.of(), left.toList(), "the scratch directory is removed");
        }
        assertFalse(Files.exists(tmp.resolve("results")), "no bundle of an interrupted run");
    }
}
