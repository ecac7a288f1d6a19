package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * bench logio stopped in the middle of a run leaves nothing behind: not in {@code --dir} (its scratch
 * files, the latency logs its forks write for the bundle) and not in the temporary directory (the
 * console log of the run), and no fork is left writing. Three ways a run is stopped: Ctrl-C, which a
 * terminal sends to the whole process group (bench logio and its JMH fork); SIGINT to bench logio
 * alone, whose fork then finishes its trial after the parent's shutdown hooks ran; and SIGTERM
 * ({@code kill PID}) to bench logio alone.
 *
 * <p>A shell starts its background jobs ({@code mvn verify &}) with SIGINT ignored, and an ignored
 * signal stays ignored in every child: the JVMs then never see SIGINT at all. The test looks for that
 * ({@code SigIgn} in /proc/self/status) and then sends SIGTERM instead, which runs the same shutdown
 * hooks, saying so on the test's output.
 */
class InterruptTest {
    /** SIGINT is signal 2: bit 1 of the SigIgn mask. */
    static final long SIGINT_BIT = 1L << (2 - 1);

    @ParameterizedTest(name = "SIG{0} to the {1}")
    @CsvSource({"INT, group", "INT, parent", "TERM, parent"})
    void aStoppedRunLeavesNothingBehind(String asked, String target, TestReporter reporter) throws Exception {
        assumeTrue(onPath("setsid") && onPath("kill"), "setsid/kill not available; skipping");
        Path work = TestDirs.fresh("interrupt");
        Path dir = Files.createDirectories(work.resolve("disk"));
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        List<String> cmd = new ArrayList<>(List.of("setsid", ProcessHandle.current().info().command().orElse("java")));
        cmd.addAll(JvmFlags.forkArgs());
        cmd.add("-Djava.io.tmpdir=" + tmp);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), LogioMain.class.getName(),
                "--dir", dir.toString(), "--results-dir", work.resolve("results").toString(), "--parts", "write",
                "--modes", "force-false", "--sizes", "8", "--forks", "1", "--warmup-ms", "500",
                "--iterations", "1", "--iteration-ms", "4000"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(work.resolve("output.txt").toFile()).start();
        try {
            Path logFile = waitForLogFile(dir, 180); // a loaded 2-core machine starts a fork slowly
            assertTrue(logFile != null, "the run never created its log file; output: "
                    + Files.readString(work.resolve("output.txt")));
            // into the one measured iteration, where the fork's latency log has started: a fork that outlives
            // its parent still ends that iteration and its trial, and writes the log then
            Thread.sleep(1500);
            String signal = asked;
            if (signal.equals("INT") && sigintIgnored()) {
                signal = "TERM";
                String why = "SIGINT is ignored in this process and its children (inherited, e.g. from a shell's"
                        + " background job), so Ctrl-C cannot reach them; testing the same shutdown hooks with SIGTERM";
                System.err.println("InterruptTest: " + why);
                reporter.publishEntry("signal", why);
            }
            // setsid made the child a process group leader: "-pid" signals the group, as a terminal does
            String whom = target.equals("group") ? "-" + p.pid() : String.valueOf(p.pid());
            new ProcessBuilder("kill", "-" + signal, "--", whom).start().waitFor();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "bench logio did not stop on SIG" + signal);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
            while (System.nanoTime() < deadline && forkAlive(dir)) {
                Thread.sleep(200);
            }
            assertTrue(!forkAlive(dir), "a JMH fork still runs after SIG" + signal);
            assertEquals(List.of(), everything(dir), "left in --dir");
            assertEquals(List.of(), ours(tmp), "left in the temporary directory");
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

    /** Every file and directory under {@code dir}, itself excepted. */
    private static List<Path> everything(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(f -> !f.equals(dir)).map(dir::relativize).sorted().toList();
        }
    }

    /**
     * The suite's files in the temporary directory (all named dbbench-*); JMH's own lock file stays
     * there after every run, finished or not, and native libraries unpack there.
     */
    private static List<Path> ours(Path tmp) throws IOException {
        try (Stream<Path> s = Files.list(tmp)) {
            return s.filter(f -> f.getFileName().toString().startsWith("dbbench-")).map(Path::getFileName).sorted()
                    .toList();
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
