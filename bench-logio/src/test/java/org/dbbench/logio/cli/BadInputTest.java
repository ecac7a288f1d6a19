package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.dbbench.core.testing.TinyFileSystem;
import org.dbbench.logio.write.SyncMethod;

/**
 * Bad input is refused with one line that names the option and the value, before anything is
 * written: the results directory is not created and --dir is exactly as it was. (The CLI turns the
 * BadInputException into "bench logio: message" and exit code 2.)
 */
class BadInputTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "--sizes|0|--sizes '0' is out of range",
        "--sizes|-8|--sizes '-8' is not a size",
        "--sizes|abc|--sizes 'abc' is not a size",
        "--sizes|8,,4|has an empty item",
        "--sizes|65537|--sizes '65537' is out of range",
        "--sizes|65M|--sizes '65M' is out of range",
        "--sizes|8192|--sizes '8192' is a bare number, which here counts KiB (8M), though one this large reads like bytes (8K)",
        "--sizes|8T|--sizes '8T': unknown unit 't'",
        "--modes|fsync-please|unknown 'fsync-please'",
        "--alignment|3000|--alignment 3000 is not a power of two",
        "--alignment|256|--alignment 256 is out of range",
        "--alignment|four|--alignment 'four' is not a size",
        "--alignment|2M|--alignment 2M is out of range",
        "--offset|-1|--offset '-1' is not a size",
        "--offset|x24|--offset 'x24' is not a size",
        "--offset|1.5K|--offset '1.5K' is not a size; allowed: a size from 0 bytes to 2147483647 bytes (K, M or G, any case; a bare number is bytes)",
        "--writes|0|--writes '0' is out of range",
        "--file-state|sparse|unknown 'sparse'",
        "--cache|hot|unknown 'hot'",
        "--starts|diagonal|--starts diagonal: unknown 'diagonal'; allowed: aligned, header",
        "--starts|aligned,,header|has an empty item",
        "--threads|3|3 committing threads is not measured",
        "--parts|everything|unknown 'everything'",
        "--group-mode|rwd,rws|give one sync method",
        "--file-size|1X|--file-size '1X': unknown unit 'x'",
        "--file-size|64|--file-size '64' is out of range; allowed: a size from 4K to 64G (K, M or G, any case; a bare number is bytes); did you mean 64K?",
        "--rates|0|rate 0 is not positive",
        "--rates|500,-2000|rate -2000 is not positive",
        "--rates|500,abc|'abc' is not a whole number",
        "--rates|500.5|'500.5' is not a whole number",
        "--rates|500,,2000|has an empty item",
        "--rates|2000000|rate 2000000 is out of range",
        "--duration|500ms|--duration '500ms' is out of range; allowed: from 1s to 24h",
        "--duration|0s|--duration '0s' is out of range",
        "--duration|25h|--duration '25h' is out of range",
        "--duration|60|--duration '60' has no unit; a duration needs one",
        "--duration|sixty|--duration 'sixty' is not a duration",
        "--duration|60x|--duration '60x': unknown unit 'x'",
        "--duration|-5s|--duration '-5s' is not a duration",
        "--producers|0|--producers '0' is out of range",
        "--p99-limit-ms|0|--p99-limit-ms 0 is out of range",
        "--p99-limit-ms|ten|--p99-limit-ms ten is not a number",
        "--forks|0|--forks '0' is out of range",
        "--forks|many|--forks 'many' is not a whole number",
        "--writes|1,000|--writes '1,000' is one number, and a comma separates list items",
        "--modes|all,bogus|--modes all,bogus: unknown 'bogus'",
        "--rates|500|--rates 500 applies to --parts rate only, and this run measures write,pg; add rate to --parts",
        "--producers|4|--producers 4 applies to --parts rate only",
        "--p99-limit-ms|5|--p99-limit-ms 5 applies to --parts rate only",
        "--threads|4|--threads 4 applies to --parts group only",
        "--group-mode|rws|--group-mode rws applies to --parts group only",
        "--record-bytes|512|--record-bytes 512 applies to --parts group or rate only"})
    void refusedWithOneLineAndNothingWritten(String option, String value, String expected) throws Exception {
        assertRefused(expected, option, value);
    }

    @Test
    void durationAndIterationsTogether() throws Exception {
        assertRefused("give it or --iterations/--iteration-ms, not both", "--duration", "60s", "--iterations", "2");
    }

    @Test
    void unknownModeListsEveryModeAndWhatIsAvailableHere() throws Exception {
        BadInputException e = assertRefused("unknown 'fsync-please'", "--modes", "fsync-please");
        for (SyncMethod m : SyncMethod.values()) {
            assertTrue(e.getMessage().contains(m.cliName()), m.cliName() + " missing: " + e.getMessage());
        }
        assertTrue(e.getMessage().contains("native binding: ") && (e.getMessage().contains("all available here")
                || e.getMessage().contains("unavailable here")), e.getMessage());
    }

    @Test
    void offsetBeyondTheFile() throws Exception {
        BadInputException e = assertRefused("--offset 2000000 is beyond the log file", "--file-size", "1M",
                "--offset", "2000000");
        assertTrue(e.getMessage().contains("--file-size 1048576"), e.getMessage());
    }

    @Test
    void dirThatDoesNotExist() throws Exception {
        Path work = TestDirs.fresh("bad");
        Path missing = work.resolve("no-such-dir");
        Path results = work.resolve("results");
        BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run("--quick", "--dir",
                missing.toString(), "--results-dir", results.toString()));
        assertTrue(e.getMessage().contains("--dir " + missing + " does not exist"), e.getMessage());
        assertFalse(Files.exists(missing));
        assertFalse(Files.exists(results));
    }

    @Test
    void dirThatIsAFile() throws Exception {
        Path work = TestDirs.fresh("bad");
        Path file = Files.writeString(work.resolve("a-file"), "x");
        Map<String, String> before = DirSnapshot.of(work);
        BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run("--quick", "--dir",
                file.toString(), "--results-dir", work.resolve("results").toString()));
        assertTrue(e.getMessage().contains("is not a directory"), e.getMessage());
        assertEquals(before, DirSnapshot.of(work));
    }

    @Test
    void dirThatIsNotWritable() throws Exception {
        Path work = TestDirs.fresh("bad");
        try (TinyFileSystem ro = TinyFileSystem.mount(work.resolve("ro"), "1m", true)) {
            Map<String, String> before = DirSnapshot.of(work);
            BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run("--quick", "--dir",
                    ro.root().toString(), "--results-dir", work.resolve("results").toString()));
            assertTrue(e.getMessage().contains("--dir " + ro.root() + " is not writable"), e.getMessage());
            assertEquals(before, DirSnapshot.of(work));
        }
    }

    @Test
    void dirWithoutTheSpaceTheRunNeeds() throws Exception {
        Path work = TestDirs.fresh("bad");
        try (TinyFileSystem small = TinyFileSystem.mount(work.resolve("small"), "8m", false)) {
            Map<String, String> before = DirSnapshot.of(work);
            BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run("--quick", "--dir",
                    small.root().toString(), "--results-dir", work.resolve("results").toString()));
            assertTrue(e.getMessage().matches("--dir .* has \\d+ bytes free, the run needs \\d+ .*"), e.getMessage());
            // bench quick runs this and takes neither --writes nor --sizes: the remedy is the disk's
            assertTrue(e.getMessage().endsWith("free space or choose another --dir"), e.getMessage());
            BadInputException full = assertThrows(BadInputException.class, () -> LogioCli.run("--parts", "write",
                    "--dir", small.root().toString(), "--results-dir", work.resolve("results").toString()));
            assertTrue(full.getMessage().endsWith(", or give fewer --writes or smaller --sizes"), full.getMessage());
            assertEquals(before, DirSnapshot.of(work));
        }
    }

    /** Runs with the bad option on an otherwise good, quick command line and checks what was written. */
    /** The known effect's value is checked by the run itself too, before any work: -D can be given without compare. */
    @Test
    void aKnownEffectThatIsNotAWholeNumberIsRefusedBeforeAnyWork() throws Exception {
        Path work = TestDirs.fresh("bad-effect");
        Path dir = Files.createDirectories(work.resolve("disk"));
        Path results = work.resolve("results");
        Map<String, String> before = DirSnapshot.of(work);
        System.setProperty(org.dbbench.logio.jmh.LogWriteBenchmark.EXTRA_CPU, "lots");
        try {
            BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run("--quick", "--dir",
                    dir.toString(), "--results-dir", results.toString()));
            assertTrue(e.getMessage().startsWith("write.extra-cpu-ns=lots is not a number"), e.getMessage());
        } finally {
            System.clearProperty(org.dbbench.logio.jmh.LogWriteBenchmark.EXTRA_CPU);
        }
        assertEquals(before, DirSnapshot.of(work), "bad input must write nothing");
        assertFalse(Files.exists(results));
    }

    private static BadInputException assertRefused(String expected, String... bad) throws Exception {
        Path work = TestDirs.fresh("bad");
        Path dir = Files.createDirectories(work.resolve("disk"));
        Files.writeString(dir.resolve("existing.txt"), "someone else's file");
        Path results = work.resolve("results");
        List<String> args = new ArrayList<>(List.of("--quick", "--dir", dir.toString(), "--results-dir",
                results.toString()));
        args.addAll(List.of(bad));
        Map<String, String> before = DirSnapshot.of(work);
        BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run(args.toArray(new String[0])));
        String message = e.getMessage();
        assertTrue(message.contains(expected), "message '" + message + "' lacks '" + expected + "'");
        assertTrue(message.contains(bad[bad.length - 2]), "message must name the option: " + message);
        assertFalse(message.contains("\n"), "one line: " + message);
        assertEquals(before, DirSnapshot.of(work), "bad input must write nothing");
        assertFalse(Files.exists(results));
        return e;
    }
}
