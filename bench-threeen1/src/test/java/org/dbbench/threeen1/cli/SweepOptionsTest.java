package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.threeen1.workload.CpuPinning;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** --workers ranges and the sweep preset, --cpus: what they expand to, and what they refuse (exit 2, nothing written). */
class SweepOptionsTest {
    @TempDir
    Path tmp;

    @Test
    void rangesArePowersOfTwoAndSweepIsOneTo256() {
        assertEquals(List.of(1, 2, 4, 8, 16, 32, 64, 128, 256), WorkerCounts.parse("sweep"));
        assertEquals(List.of(1, 2, 4, 8, 16, 32, 64, 128, 256), WorkerCounts.parse("1..256"));
        assertEquals(List.of(4, 8, 16, 3), WorkerCounts.parse("4..16,3,8"));
        assertEquals(List.of(2, 6, 4), WorkerCounts.parse("2,6,4"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--workers 1..100000 | range 1..100000 is not allowed; give powers of two from 1 to 1024",
        "--workers 3..16     | range 3..16 is not allowed",
        "--workers 16..4     | range 16..4 is not allowed",
        "--workers 0..4      | range 0..4 is not allowed",
        "--workers 1..x      | --workers 'x' is not a whole number",
        "--cpus 0            | --cpus 0 is not allowed; this machine lets the run use",
        "--cpus 4096         | --cpus 4096 is not allowed",
        "--cpus 1,x          | --cpus '1,x': 'x' is not a whole number"})
    void refused(String args, String message) throws Exception {
        Path results = tmp.resolve("results");
        List<String> all = new java.util.ArrayList<>(List.of(args.trim().split("\\s+")));
        all.addAll(List.of("--store", "memory", "--results-dir", results.toString()));
        Cli.Result r = Cli.run(all.toArray(new String[0]));
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(message.trim()), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertFalse(Files.exists(results), "nothing written");
    }

    @Test
    void allowedCpusAreReadFromTheKernelsList() {
        assertEquals(List.of(0, 1, 2, 3, 6), CpuPinning.allowedCpusForTest("0-3,6"));
        assertTrue(CpuPinning.allowedCpus().size() >= 1);
    }

    /** A real taskset on a child process: afterwards the kernel reports exactly one allowed CPU for it. */
    @Test
    @org.junit.jupiter.api.Timeout(30)
    void pinningAProcessLeavesItOneCpu() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(CpuPinning.unavailableReason() == null, "no taskset");
        Process sleeper = new ProcessBuilder("sleep", "20").start();
        try {
            String list = CpuPinning.pin(sleeper.pid(), 1);
            String status = Files.readString(Path.of("/proc/" + sleeper.pid() + "/status"));
            String allowed = status.lines().filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow();
            assertEquals(list, allowed.substring(allowed.indexOf(':') + 1).trim());
            assertEquals(String.valueOf(CpuPinning.allowedCpus().get(0)), list);
        } finally {
            sleeper.destroyForcibly();
            sleeper.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
        }
    }
}
