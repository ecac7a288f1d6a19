package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.jmh.RecordedConditions;
import org.dbbench.core.Json;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.stats.RunConditions;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.file.DirtyCarryOver;
import org.dbbench.logio.time.CaseName;
import org.dbbench.logio.time.LatencyHistory;
import org.dbbench.logio.time.LatencyLog;
import org.junit.jupiter.api.Test;

/**
 * A real, small {@code bench logio} run through JMH: every planned case is in the bundle's jmh.json,
 * the summary has the three tables and group commit within mail width, and the scratch files are gone.
 */
class LogioRunTest {

    @Test
    void smallRunWritesACompleteBundleAndLeavesNoScratchFiles() throws Exception {
        Path work = TestDirs.fresh("run");  // also makes the private java.io.tmpdir JMH locks in
        Path dir = Files.createDirectories(work.resolve("disk"));
        Files.writeString(dir.resolve("existing.txt"), "someone else's file");
        Map<String, String> before = DirSnapshot.of(dir);
        Path results = work.resolve("results");

        int rc = LogioCli.run("--dir", dir.toString(), "--results-dir", results.toString(),
                "--modes", "force-false,nosync", "--sizes", "8", "--file-state", "preallocated,growing",
                "--cache", "cold", "--pg-cases", "1x8k", "--threads", "1,2", "--parts", "write,pg,group",
                "--warmup-ms", "0", "--iterations", "1", "--iteration-ms", "100", "--forks", "1");

        assertEquals(0, rc);
        assertEquals(before, DirSnapshot.of(dir), "scratch files must be deleted, nothing else touched");
        List<Path> bundles;
        try (Stream<Path> s = Files.list(results)) {
            bundles = s.toList();
        }
        assertEquals(1, bundles.size());
        Path bundle = bundles.get(0);
        for (String f : List.of("jmh.json", "env.json", "config.json", "summary.txt")) {
            assertTrue(Files.isRegularFile(bundle.resolve(f)), f);
        }
        List<JmhRecord> records = JmhJson.read(bundle.resolve("jmh.json"));
        Map<?, ?> config = Json.MAPPER.readValue(bundle.resolve("config.json").toFile(), Map.class);
        // one cache state (cold, the one the titles below name): the cross product is still checked on
        // modes x file states x alignments, with 8 fewer JMH forks than warm,cold took
        assertEquals(2 * 2 * 1 * 2 + 2 + 3 + 4 + 1, records.size(),
                "every case: writes 2x2x1x2, pg 2 and the 3 non-write descriptor orders, group 2x2, recording cost");
        assertEquals(records.size(), config.get("plannedCases"));
        assertTrue(records.stream().anyMatch(r -> "cold".equals(r.param("cache")) && "growing".equals(r.param("fileState"))));

        String summary = Files.readString(bundle.resolve("summary.txt"));
        // two sizes: the same two rows ordered by gain would repeat what the gain column says
        assertFalse(summary.contains("ordered by gain"), summary);
        assertTrue(Files.readString(bundle.resolve("console.log")).contains("# JMH version"), "JMH's output kept");
        for (String expected : List.of("Buffer-Size(K)  Aligned Write(msec)  NonAligned Write(msec)",
                "force-false (fdatasync), growing, cold cache", "ops/sec", "usecs/op",
                "p99.9", "Group commit: rwd, 256-byte records", "18 of 18 planned",
                "fsync on a non-write file descriptor", "write, close, fsync", "Carried over: ",
                "Stalls: operations over 10x their case's median", "ns per operation")) {
            assertTrue(summary.replace('\n', ' ').contains(expected), "summary lacks '" + expected + "'");
        }
        for (String line : summary.split("\n")) {
            // a word longer than a line (the test's deep scratch path) has a line of its own, never split
            assertTrue(line.length() <= 72 || !line.strip().contains(" "), "too wide: " + line);
        }
        assertTrue(Files.isRegularFile(bundle.resolve(DirtyCarryOver.BUNDLE_FILE)));
        assertEveryCaseHasItsLatencyLog(bundle, records);
    }

    /**
     * Every measured case but the recording cost left a readable hlog named after it, one per fork
     * ({@code <case>.hlog}, {@code <case>.2.hlog}, ...), with its operations.
     */
    static void assertEveryCaseHasItsLatencyLog(Path bundle, List<JmhRecord> records) throws Exception {
        int logs = 0;
        for (JmhRecord r : records) {
            if (r.benchmark().endsWith("RecordingCostBenchmark.timeAndRecord")) {
                continue;
            }
            Path hlog = bundle.resolve(LatencyLog.DIR).resolve(CaseName.of(r.benchmark(), r::param) + LatencyLog.SUFFIX);
            assertTrue(Files.isRegularFile(hlog), "no latency log for " + r.benchmark() + " " + r.params());
            int forks = r.primary().perFork().size();
            for (int run = 1; run <= forks; run++) {
                LatencyHistory h = LatencyHistory.read(LatencyLog.runFile(hlog, run));
                assertTrue(h.total().getTotalCount() > 0, hlog + " run " + run + " is empty");
            }
            logs += forks;
        }
        try (Stream<Path> s = Files.list(bundle.resolve(LatencyLog.DIR))) {
            assertEquals(logs, s.count(), "one hlog per case and fork, no more");
        }
    }

    @Test
    void everyCaseRunsInSeveralForksThatRecordTheirConditions() throws Exception {
        // two forks are "several": each must record its own conditions and count as one run
        Path work = TestDirs.fresh("forks");
        Path dir = Files.createDirectories(work.resolve("disk"));
        Path results = work.resolve("results");
        int rc = LogioCli.run("--dir", dir.toString(), "--results-dir", results.toString(), "--parts", "write",
                "--modes", "force-false", "--sizes", "8", "--warmup-ms", "20", "--iteration-ms", "100",
                "--forks", "2");
        assertEquals(0, rc);
        Path bundle;
        try (Stream<Path> s = Files.list(results)) {
            bundle = s.findFirst().orElseThrow();
        }
        List<JmhRecord> records = JmhJson.read(bundle.resolve("jmh.json")).stream()
                .filter(r -> r.benchmark().endsWith("LogWriteBenchmark.write")).toList();
        assertEquals(2, records.size(), "8K aligned and non-aligned");
        for (JmhRecord r : records) {
            assertEquals(2, r.primary().perFork().size(), "one run per fork");
            List<List<RunConditions>> facts = RecordedConditions.perFork(r);
            assertEquals(2, facts.size(), "conditions of every fork: " + r.secondary().keySet());
            for (List<RunConditions> fork : facts) {
                RunConditions c = fork.get(0);
                assertEquals(Runtime.getRuntime().availableProcessors(), c.cpus());
                assertTrue(c.otherCpus() >= 0 && c.gcShare() >= 0 && c.loadAverage() >= 0, c::toString);
            }
            Repeats runs = Repeats.perFork(r, r.primary(), v -> v);
            assertEquals(2, runs.count());
        }
        String prose = Files.readString(bundle.resolve("summary.txt")).replace('\n', ' ');
        assertTrue(prose.contains("spread: (slowest - fastest) / median over the case's runs (JMH forks"), prose);
    }
}
