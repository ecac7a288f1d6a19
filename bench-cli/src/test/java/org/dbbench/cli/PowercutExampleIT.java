package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.dbbench.core.fault.FuseSupport;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worked example of docs/examples/powercut through the jar: the buggy log (its header written
 * before its records are synced) passes every "all unsynced lost" state and fails reordered ones;
 * the correct log passes every state under both models. The examples are compiled once here, so a
 * cut does not wait for a source launch to compile them. Needs FUSE: skipped without it, except in
 * CI (which installs it), where its absence fails.
 */
class PowercutExampleIT {
    @TempDir
    static Path work;

    static Path classes;
    static Path examples;
    /** Where the runs make their scratch directories (--dir): their mounts are looked for only here. */
    static Path scratch;

    @BeforeAll
    static void compileExamples() throws Exception {
        if (System.getenv("CI") == null) {
            Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here: " + FuseSupport.missing().orElse(""));
        } else {
            assertEquals("", FuseSupport.missing().orElse(""), "FUSE must be usable in CI");
        }
        Path p = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(p.resolve("docs/examples/powercut"))) p = p.getParent();
        examples = p.resolve("docs/examples/powercut");
        classes = Files.createDirectory(work.resolve("classes"));
        scratch = Files.createDirectory(work.resolve("scratch")).toRealPath();
        Path javac = Jdk.current().java().resolveSibling("javac");
        Process c = new ProcessBuilder(javac.toString(), "-d", classes.toString(),
                examples.resolve("LogCorrect.java").toString(), examples.resolve("LogBuggy.java").toString())
                .inheritIO().start();
        assertTrue(c.waitFor(2, TimeUnit.MINUTES) && c.exitValue() == 0, "the examples compile");
    }

    /** A few cuts; many states per cut, as they cost a check each, not a run of PROGRAM. */
    private static Jar.Result powercut(String program, int cuts, int states, Path results) throws Exception {
        return Jar.run(Jdk.current(), examples, "powercut", "--check", "sh check.sh", "--cuts", Integer.toString(cuts),
                "--states", Integer.toString(states),
                "--model", "posix,ext4", "--run-for", "2s", "--seed", "31", "--dir", scratch.toString(), "--results-dir", results.toString(), "--",
                Jdk.current().java().toString(), "-cp", classes.toString(), program);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> bundleJson(Path results) throws Exception {
        try (Stream<Path> s = Files.list(results)) {
            Path bundle = s.filter(Files::isDirectory).findFirst().orElseThrow();
            return Json.MAPPER.readValue(bundle.resolve("powercut.json").toFile(), Map.class);
        }
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    @SuppressWarnings("unchecked")
    void theBuggyLogPassesAllUnsyncedLostAndFailsReorderedStates() throws Exception {
        Path results = work.resolve("buggy");
        // a reordered state fails when the cut found a commit's writes pending (during the 500 ms commit
        // delay: about nine moments in ten) and the state kept the header without all four records (15
        // of the 32 subsets): each cut finds it in 4 reordered states (every third state) with a chance
        // of 0.9 x (1 - (17/32)^4) = 0.83, and 4 cuts all miss it about once in 1,000 runs
        Jar.Result r = powercut("LogBuggy", 4, 12, results);
        assertEquals(3, r.exit(), r.all());
        Map<String, Object> json = bundleJson(results);
        assertEquals(4, json.get("cutsMade"), r.all());
        List<Map<String, Object>> failures = (List<Map<String, Object>>) json.get("failures");
        assertFalse(failures.isEmpty(), r.all());
        for (Map<String, Object> f : failures) {
            assertEquals("reordered", f.get("kind"), "only a reordered state can put the header before its records: " + f);
        }
        List<Map<String, Object>> states = (List<Map<String, Object>>) json.get("states");
        for (Map<String, Object> s : states) {
            if (s.get("kind").equals("base")) assertEquals(0, s.get("failed"), "all unsynced lost: " + s);
            assertTrue((Integer) s.get("tried") > 0, s.toString());
        }
        assertEquals(8, states.size(), "four kinds under two models: " + states);
        // the replay rebuilds the failed state without PROGRAM, and the check fails on it again
        String replay = r.out().lines().filter(l -> l.strip().startsWith("replay: ")).findFirst().orElseThrow()
                .strip().substring("replay: ".length());
        Process p = new ProcessBuilder("/bin/sh", "-c", replay).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        assertEquals(1, p.exitValue(), said);
        assertTrue(said.contains("does not hold them all"), said);
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    @SuppressWarnings("unchecked")
    void theCorrectLogPassesEveryStateUnderBothModels() throws Exception {
        Path results = work.resolve("correct");
        Jar.Result r = powercut("LogCorrect", 2, 9, results);
        assertEquals(0, r.exit(), r.all());
        Map<String, Object> json = bundleJson(results);
        assertEquals("passed", json.get("verdict"));
        int tried = ((List<Map<String, Object>>) json.get("states")).stream().mapToInt(s -> (Integer) s.get("tried")).sum();
        assertEquals(2 * 10 * 2, tried, "every state of every cut under both models");
        assertFalse(Files.readString(Path.of("/proc/self/mountinfo")).contains(" " + scratch + "/"), "no mount is left");
    }
}
