package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.JvmFlags;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.file.ScratchDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * Ctrl-C in the middle of a run: the terminal sends SIGINT to the whole process group (bench logio
 * and its JMH fork); the shutdown hooks delete every scratch file, and no fork is left writing.
 *
 * <p>A shell starts its background jobs ({@code mvn verify &}) with SIGINT ignored, and an ignored
 * signal stays ignored in every child: the JVMs then never see Ctrl-C at all. The test looks for
 * that ({@code SigIgn} in /proc/self/status) and then sends SIGTERM instead, which runs the same
 * shutdown hooks, saying so on the test's output.
 */
class InterruptTest {
    /** SIGINT is signal 2: bit 1 of the SigIgn mask. */
    static final long SIGINT_BIT = 1L << (2 - 1);

    @Test
    void ctrlCLeavesNoScratchFilesAndNoFork(TestReporter reporter) throws Exception {
        assumeTrue(onPath("setsid") && onPath("kill"), "setsid/kill not available; skipping");
        Path work = TestDirs.fresh("interrupt");
        Path dir = Files.createDirectories(work.resolve("disk"));
        List<String> cmd = new ArrayList<>(List.of("setsid", ProcessHandle.current().info().command().orElse("java")));
        cmd.addAll(JvmFlags.forkArgs());
        cmd.add("-Djava.io.tmpdir=" + TestDirs.tmpdir());
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), LogioMain.class.getName(),
                "--dir", dir.toString(), "--results-dir", work.resolve("results").toString(), "--parts", "write",
                "--modes", "force-false", "--sizes", "8", "--warmup-ms", "1000", "--iterations", "30",
                "--iteration-ms", "1000"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(work.resolve("output.txt").toFile()).start();
        try {
            Path logFile = waitForLogFile(dir, 180); // a loaded 2-core machine starts a fork slowly
            assertTrue(logFile != null, "the run never created its log file; output: "
                    + Files.readString(work.resolve("output.txt")));
            String signal = "INT";
            if (sigintIgnored()) {
                signal = "TERM";
                String why = "SIGINT is ignored in this process and its children (inherited, e.g. from a shell's"
                        + " background job), so Ctrl-C cannot reach them; testing the same shutdown hooks with SIGTERM";
                System.err.println("InterruptTest: " + why);
                reporter.publishEntry("signal", why);
            }
            // setsid made the child a process group leader: signal the group, as a terminal does
            new ProcessBuilder("kill", "-" + signal, "--", "-" + p.pid()).start().waitFor();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "bench logio did not stop on SIG" + signal);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (System.nanoTime() < deadline && (!scratchDirs(dir).isEmpty() || forkAlive(dir))) {
                Thread.sleep(200);
            }
            assertTrue(scratchDirs(dir).isEmpty(), "scratch left behind: " + scratchDirs(dir));
            assertTrue(!forkAlive(dir), "a JMH fork still runs after Ctrl-C");
        } finally {
            p.destroyForcibly();
            ProcessHandle.allProcesses().filter(h -> h.info().commandLine().orElse("").contains(dir.toString()))
                    .forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** True when SIGINT is ignored here (and so in every child started from here). */
    static boolean sigintIgnored() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & SIGINT_BIT) != 0;
            }
        }
        return false;
    }

    private static Path waitForLogFile(Path dir, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            for (Path scratch : scratchDirs(dir)) {
                try (Stream<Path> s = Files.list(scratch)) {
                    var log = s.filter(f -> f.getFileName().toString().endsWith(".log")).findFirst();
                    if (log.isPresent()) {
                        return log.get();
                    }
                } catch (IOException e) {
                    // created or deleted while we looked; look again
                }
            }
            Thread.sleep(100);
        }
        return null;
    }

    private static List<Path> scratchDirs(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.getFileName().toString().startsWith(ScratchDir.PREFIX)).toList();
        }
    }

    private static boolean forkAlive(Path dir) {
        return ProcessHandle.allProcesses().anyMatch(h -> h.info().commandLine().orElse("").contains(dir.toString()));
    }

    private static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }
}
