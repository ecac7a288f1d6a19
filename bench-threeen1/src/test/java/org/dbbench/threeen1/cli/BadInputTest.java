package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.dbbench.core.testing.TinyFileSystem;

/** Bad input: one line naming the value and what is allowed, exit code 2, nothing created or deleted. */
class BadInputTest {
    @TempDir
    Path tmp;
    Path results;
    Path data;

    @BeforeEach
    void dirs() throws IOException {
        results = tmp.resolve("results");
        data = Files.createDirectory(tmp.resolve("data"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--from 5 --to 5                 | --from 5 must be below --to 5; allowed: 1 <= from < to <= 10,000,000,000",
        "--from 9 --to 3                 | --from 9 must be below --to 3",
        "--from 0 --to 10                | --from 0 is too small; allowed: 1 <= from < to",
        "--from -3 --to 10               | --from -3 is too small",
        "--to 10000000001                | --to 10000000001 is too large; allowed",
        "--to 10,000,000,001             | --to '10,000,000,001' is one number, and a comma separates list items",
        "--workers 2,4x                  | --workers '2,4x': '4x' is not a whole number",
        "--store MEMORY --to 1_000 --runs 0 | --runs 0 is not allowed",
        "--from abc                      | --from 'abc' is not a whole number; allowed: 1 <= i < j",
        "--to 1e6                        | --to '1e6' is not a whole number",
        "--to 99999999999999999999       | --to '99999999999999999999' is too large",
        "--from 1 --to 20000001          | is 20,000,001 numbers; at most 10,000,000 per run",
        "--workers 0                     | --workers 0 is not allowed; give 1 to 1024 workers",
        "--workers 4,-1                  | --workers -1 is not allowed",
        "--workers 4,x                   | --workers '4,x': 'x' is not a whole number",
        "--workers 5000                  | --workers 5000 is not allowed",
        "--block 0                       | --block 0 is not allowed; give a block size of 1 or more",
        "--block -5                      | --block -5 is not allowed",
        "--store nosuch                  | unknown store 'nosuch'; allowed: ",
        "--store memory,                 | --store 'memory,' has an empty item",
        "--durability fast               | unknown durability 'fast'; allowed: durable, relaxed, none",
        "--store xodus --durability none | xodus cannot run with --durability none: it is log-structured",
        "--cache 0                       | --cache '0' is out of range; allowed: a size from 1M to 1024G",
        "--cache 1536K                   | --cache '1536K' is not a whole number of MiB",
        "--cache 1048576                 | is a bare number, which here counts MiB (1024G), though one this large reads like bytes",
        "--runs 0                        | --runs 0 is not allowed; give 1 or more",
        "--warmups -1                    | --warmups -1 is not allowed; give 0 or more",
        "--store memory --db DB          | --db needs a store that keeps its data on disk; memory keeps nothing",
        "--store chronicle,memory --db DB | --db keeps one store; give one --store",
        "--store chronicle --db DB --workers 1,2 | --db runs once on the kept store",
        "--data-dir NOWHERE              | --data-dir NOWHERE is not an existing directory",
        "--store memory --data-dir /proc | --data-dir /proc is where stores keep their files, and memory keeps nothing",
        "--bogus                         | Unknown option: '--bogus'"})
    void refused(String args, String message) throws IOException {
        String[] argv = (args.trim().replace("NOWHERE", tmp.resolve("nowhere").toString())
                .replace("DB", tmp.resolve("db").toString()) + " --to-placeholder").split("\\s+");
        List<String> all = new ArrayList<>(List.of(argv));
        all.remove("--to-placeholder");
        if (!all.contains("--data-dir")) {
            all.addAll(List.of("--data-dir", data.toString()));
        }
        all.addAll(List.of("--results-dir", results.toString()));
        String expected = message.trim().replace("NOWHERE", tmp.resolve("nowhere").toString());
        assertRefused(Cli.run(all.toArray(new String[0])), expected);
        assertFalse(Files.exists(tmp.resolve("db")), "no --db directory created");
    }

    @Test
    void aDbHoldingOtherFilesIsNeitherUsedNorTouched() throws IOException {
        Path db = Files.createDirectory(tmp.resolve("mine"));
        Files.writeString(db.resolve("thesis.tex"), "precious");
        assertRefused(Cli.run("--store", "chronicle", "--db", db.toString(), "--results-dir", results.toString()),
                "--db " + db + " holds files that are not a chronicle store's; refusing to touch it");
        assertEquals(List.of(db.resolve("thesis.tex")), list(db));
        assertEquals("precious", Files.readString(db.resolve("thesis.tex")));
        assertRefused(Cli.run("verify", "--store", "chronicle", "--db", db.toString()),
                "holds files that are not a chronicle store's; refusing to open it");
        assertEquals(List.of(db.resolve("thesis.tex")), list(db));
    }

    @Test
    void aDbThatIsAFileIsRefused() throws IOException {
        Path file = Files.writeString(tmp.resolve("file"), "x");
        assertRefused(Cli.run("--store", "chronicle", "--db", file.toString(), "--results-dir", results.toString()),
                "is a file, not a directory");
        assertEquals("x", Files.readString(file));
    }

    @Test
    void verifyRefusesWhatItCannotCheck() throws IOException {
        assertRefused(Cli.run("verify", "--store", "memory", "--db", data.toString()),
                "store memory keeps nothing on disk, so there is nothing to verify");
        assertRefused(Cli.run("verify", "--store", "chronicle", "--db", tmp.resolve("absent").toString()),
                "absent does not exist");
        assertRefused(Cli.run("verify", "--store", "chronicle", "--db", data.toString()),
                "is empty, it holds no store");
        assertRefused(Cli.run("verify", "--store", "nosuch", "--db", data.toString()), "unknown store 'nosuch'");
        // verify takes one kept store: its refusal lists neither 'all' nor 'memory', which it refuses
        String all = Cli.run("verify", "--store", "all", "--db", data.toString()).err();
        assertTrue(all.contains("unknown store 'all'; allowed: one of ") && !all.contains("memory")
                && !all.contains(" or all"), all);
        assertRefused(Cli.run("verify", "--store", "chronicle"), "Missing required option: '--db=DIR'");
        assertFalse(Files.exists(tmp.resolve("absent")));
    }

    @Test
    void aReadOnlyDiskIsRefused() throws Exception {
        try (TinyFileSystem ro = TinyFileSystem.mount(tmp.resolve("ro"), "2m", true)) {
            assertRefused(Cli.run("--store", "chronicle", "--db", ro.root().resolve("db").toString(), "--results-dir",
                    results.toString()), "is not writable");
            assertRefused(Cli.run("--store", "chronicle", "--data-dir", ro.root().toString(), "--results-dir",
                    results.toString()), "--data-dir " + ro.root() + " is not writable");
            assertRefused(Cli.run("--store", "memory", "--results-dir", ro.root().resolve("r").toString()),
                    "is not writable");
            assertEquals(List.of(), list(ro.root()));
        }
    }

    @Test
    void aFullDiskIsRefused() throws Exception {
        try (TinyFileSystem full = TinyFileSystem.mount(tmp.resolve("full"), "2m", false)) {
            full.fillLeaving(32 * 1024);
            assertRefused(Cli.run("--store", "chronicle", "--to", "1000", "--data-dir", full.root().toString(),
                    "--results-dir", results.toString()), "a run of 1..1,000 needs at least 64 MiB");
            assertRefused(Cli.run("--store", "chronicle", "--to", "1000", "--db", full.root().resolve("db").toString(),
                    "--results-dir", results.toString()), "a run of 1..1,000 needs at least");
            assertEquals(List.of(full.root().resolve("filler")), list(full.root()));
        }
    }

    /** The known effect's value is checked by the run itself too, before any work: -D can be given without compare. */
    @Test
    void aKnownEffectThatIsNotAWholeNumberOfNanosecondsIsRefused() throws IOException {
        try {
            System.setProperty(org.dbbench.threeen1.workload.ExtraCpu.PROPERTY, "-200");
            assertRefused(Cli.run("--store", "memory", "--to", "1000",
                    "--results-dir", results.toString()), "workload.extra-cpu-ns=-200 is not allowed; give 0 to");
        } finally {
            System.clearProperty(org.dbbench.threeen1.workload.ExtraCpu.PROPERTY);
        }
    }

    private void assertRefused(Cli.Result r, String expected) throws IOException {
        assertEquals(2, r.exit(), () -> "exit code; stderr: " + r.err() + " stdout: " + r.out());
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), () -> "one line: " + err);
        assertTrue(err.startsWith("bench threeen1"), err);
        assertTrue(err.contains(expected), () -> "'" + err + "' should contain '" + expected + "'");
        assertEquals("", r.out(), "nothing printed to stdout");
        assertFalse(Files.exists(results), "no results directory created");
        assertEquals(List.of(), list(data), "nothing created in the data directory");
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
