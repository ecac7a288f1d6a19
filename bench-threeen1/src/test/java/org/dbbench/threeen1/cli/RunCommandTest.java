package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.jmh.RecordedConditions;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.stats.RunConditions;
import org.dbbench.threeen1.workload.OriginalLine;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bench threeen1 end to end: real JMH forks, a results bundle, --db, verify, and INVALID made visible. */
class RunCommandTest {
    @TempDir
    Path tmp;

    /**
     * JMH refuses to start while another JMH holds its lock (a colleague's benchmark on a shared
     * machine); these runs check answers and plumbing, not speed, so they may share the machine.
     */
    @BeforeAll
    static void shareTheMachine() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void runsEveryStoreThroughJmhAndWritesABundle() throws Exception {
        Path results = tmp.resolve("results");
        Path data = Files.createDirectory(tmp.resolve("data"));
        Cli.Result r = Cli.run("--store", "h2-mvstore,memory", "--to", "2500", "--workers", "2", "--tuned",
                "--results-dir", results.toString(), "--data-dir", data.toString());
        assertEquals(0, r.exit(), r::toString);
        String summary = summary(results);
        for (String store : List.of("h2-mvstore", "memory")) {
            // the original's line: its eleven numbers on one line, however long
            assertTrue(summary.lines().anyMatch(l -> l.startsWith("  " + store + " tuned: 1 2,500 2 1,250 208 1,276,936 ")
                    && OriginalLine.carries(l)), summary);
        }
        assertTrue(summary.contains("3n+1 1..2,500, durability relaxed"), summary);
        assertTrue(summary.lines().allMatch(l -> l.length() <= 72 || OriginalLine.carries(l) || !l.strip().contains(" ")),
                "72 columns at most, but for the original's lines");
        assertTrue(!summary.contains("INVALID"), summary);
        String prose = summary.replace('\n', ' ');
        assertTrue(prose.contains("Each value is the median of the case's 3 runs."), summary);
        assertTrue(prose.contains("runs in a fresh JVM each, as JMH forks"), summary);
        // three forks per case, each with one run and the conditions it recorded
        for (JmhRecord rec : records(results)) {
            assertEquals(3, rec.secondary().get("seconds").perFork().size(), rec::toString);
            assertEquals(List.of(1, 1, 1), rec.secondary().get("seconds").perFork().stream().map(List::size).toList());
            List<List<RunConditions>> facts = RecordedConditions.perFork(rec);
            assertEquals(3, facts.size(), "facts of every run recorded: " + rec.secondary().keySet());
            for (List<RunConditions> fork : facts) {
                RunConditions c = fork.get(0);
                assertEquals(Runtime.getRuntime().availableProcessors(), c.cpus());
                assertTrue(c.otherCpus() >= 0 && c.loadAverage() >= 0 && c.gcShare() >= 0, c::toString);
            }
        }
        try (Stream<Path> left = Files.list(data)) {
            assertEquals(0, left.count(), "fresh stores and descriptions removed");
        }
    }

    @Test
    void sameJvmRunsAreIterationsOfOneFork() throws Exception {
        Path results = tmp.resolve("results");
        Path data = Files.createDirectory(tmp.resolve("data"));
        Cli.Result r = Cli.run("--store", "memory", "--tuned", "--to", "1000", "--workers", "2", "--runs", "2", "--same-jvm",
                "--results-dir", results.toString());
        assertEquals(0, r.exit(), r::toString);
        JmhRecord rec = records(results).get(0);
        assertEquals(List.of(2), rec.secondary().get("seconds").perFork().stream().map(List::size).toList());
        assertEquals(2, RecordedConditions.perFork(rec).get(0).size());
        assertTrue(summary(results).replace('\n', ' ').contains("runs in one JVM per case, as JMH iterations"),
                summary(results));
    }

    @Test
    @Tag("long") // a JMH run on a kept store, twice; VerifierTest checks the verify itself in every build
    void keptStoreIsVerifiedAndAMismatchIsInvalid() throws Exception {
        Path db = tmp.resolve("db");
        Path results = tmp.resolve("results");
        Cli.Result first = Cli.run("--store", "chronicle", "--to", "2500", "--workers", "3", "--db", db.toString(),
                "--results-dir", results.toString());
        assertEquals(0, first.exit(), first::toString);

        Cli.Result verified = Cli.run("verify", "--store", "chronicle", "--db", db.toString());
        assertEquals(0, verified.exit(), verified::toString);
        assertTrue(verified.out().contains("5,427 entries checked, 0 bad; stored result 208"), verified.out());

        // the store holds 1..2,500's result (208); 1..1,000's is 178: the run must say INVALID and fail
        Cli.Result smaller = Cli.run("--store", "chronicle", "--to", "1000", "--workers", "3", "--db",
                db.toString(), "--results-dir", results.toString());
        assertEquals(1, smaller.exit(), smaller::toString);
        assertTrue(smaller.out().contains("INVALID: result 208, expected 178 (the store already held a larger"
                + " range's result; use a fresh --db)"), smaller.out());
        assertTrue(smaller.out().lines().anyMatch(l -> l.startsWith("INVALID: chronicle tuned k=3")), smaller.out());
        assertTrue(Files.isDirectory(db), "a --db directory is never deleted");
    }

    @Test
    @Tag("long") // a JFR-recorded JMH run; CpuProfileTest checks the attribution in every build
    void aProfiledRunKeepsItsRecordingAndSaysWhereTheTimeWent() throws Exception {
        Path results = tmp.resolve("results");
        Path data = Files.createDirectory(tmp.resolve("data"));
        Cli.Result r = Cli.run("--store", "memory", "--to", "20000", "--workers", "2", "--tuned", "--profile",
                "--results-dir", results.toString());
        assertEquals(0, r.exit(), r::toString);
        String summary = summary(results);
        assertTrue(summary.contains("Where the time goes: share of CPU, 1..20,000, relaxed"), summary);
        String shares = summary.substring(summary.indexOf("Where the time goes: share of CPU"));
        String row = shares.lines().filter(l -> l.startsWith("memory  tuned") && l.contains("%")).findFirst()
                .orElseThrow(() -> new AssertionError(summary));
        int sum = 0;
        for (String cell : row.split("\\s+")) {
            if (cell.endsWith("%")) {
                sum += Integer.parseInt(cell.substring(0, cell.length() - 1));
            }
        }
        assertTrue(Math.abs(sum - 100) <= 3, "six rounded shares add up to 100: " + row);
        // what dominates, read back from the three recordings: the floor's map or the workload leads
        List<String> hot = summary.substring(summary.indexOf("Where the time goes: hottest methods")).lines().toList();
        int memory = hot.indexOf(hot.stream().filter(l -> l.strip().equals("memory tuned k=2")).findFirst()
                .orElseThrow(() -> new AssertionError(summary)));
        assertTrue(hot.get(memory + 1).matches("\\d+% +\\S.*"), "its most sampled method: " + hot.get(memory + 1));
        Path bundle = bundle(results);
        for (int run = 1; run <= 3; run++) { // the default 3 runs, each in its own fork: one recording each
            Path jfr = bundle.resolve("profiles").resolve("memory-tuned-relaxed-k2-run" + run + ".jfr");
            assertTrue(Files.size(jfr) > 0, "recording " + run + " of 3 is in the bundle");
        }
        try (Stream<Path> files = Files.list(bundle.resolve("profiles"))) {
            assertEquals(3, files.count(), "one recording per run, none left empty");
        }
        assertTrue(Files.readString(bundle.resolve(ResultBundle.JMH_JSON)).contains("cpuWorkloadMs"));
    }

    /** The one bundle a run wrote under {@code results}. */
    private static Path bundle(Path results) throws Exception {
        try (Stream<Path> bundles = Files.list(results)) {
            return bundles.filter(p -> !p.getFileName().toString().startsWith(".")).findFirst().orElseThrow();
        }
    }

    private static List<JmhRecord> records(Path results) throws Exception {
        return JmhJson.read(bundle(results).resolve(ResultBundle.JMH_JSON));
    }

    private static String summary(Path results) throws Exception {
        Path bundle = bundle(results);
        assertTrue(Files.exists(bundle.resolve(ResultBundle.JMH_JSON)));
        assertTrue(Files.readString(bundle.resolve(ResultBundle.CONFIG_JSON)).contains("\"storeSettings\""));
        return Files.readString(bundle.resolve(ResultBundle.SUMMARY_TXT));
    }
}
