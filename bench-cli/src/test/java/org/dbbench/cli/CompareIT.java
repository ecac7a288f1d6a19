package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench compare} from the shaded jar, on real stores with tiny ranges and few rounds: the
 * jar swap (the forks really run the given H2 release), candidate flags winning in every fork, an
 * A/A calibration on the memory store, a baseline with --fail-slower, a crashing candidate, and logio
 * on two directories.
 */
// several JMH rounds per test, about 2 minutes in all: mvn verify -Plong (bad input is CompareBadInputIT's)
@Tag("long")
class CompareIT {
    @TempDir
    Path tmp;

    private final Jdk jdk = Jdk.current();

    private Jar.Result compare(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of("compare", "--results-dir", tmp.resolve("results").toString()));
        all.addAll(List.of(args));
        return JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, all.toArray(new String[0]));
    }

    /** A session's turn order ("ABBA..."): this many turns, each pair one of each side. */
    private static void assertTurnsInPairs(int count, String turns) {
        assertEquals(count, turns.length(), turns);
        for (int i = 0; i < turns.length(); i += 2) {
            assertNotEquals(turns.charAt(i), turns.charAt(i + 1), "pair " + (i / 2 + 1) + " of " + turns);
        }
    }

    private Path onlyBundle() throws Exception {
        try (Stream<Path> s = Files.list(tmp.resolve("results"))) {
            List<Path> b = s.filter(p -> !p.getFileName().toString().startsWith(".")).toList();
            assertEquals(1, b.size(), "bundles: " + b);
            return b.get(0);
        }
    }

    /**
     * B runs another H2 release than the bundled one and a larger heap than the study gives its
     * forks: the forks print B's engine version (its classes, not the bundled ones, were loaded), and
     * B's -Xmx is the one in force in every fork, while A keeps the bundled H2 and the study's heap.
     */
    @Test
    void engineJarAndJvmFlagsReachEveryForkOfB() throws Exception {
        Path other = Path.of(System.getProperty("compare.otherH2", "target/other-engines/missing.jar"));
        assertTrue(Files.isRegularFile(other), "the other H2 release is copied by the build: " + other);
        String otherVersion = other.getFileName().toString().replaceAll("^h2-|\\.jar$", "");
        Jar.Result r = compare("threeen1", "--store", "h2", "--tuned", "--to", "2000", "--rounds", "2",
                "--b-jar", "h2=" + other, "--b-jvm-args=-Xmx700m");
        assertEquals(0, r.exit(), r.all());
        Path bundle = onlyBundle();
        JsonNode c = Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        assertEquals("ABBA", c.get("order").asText());
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(other)));
        assertTrue(c.get("differences").toString().contains(otherVersion), c.get("differences").toString());
        assertTrue(c.get("b").get("jars").get(0).asText().contains("sha256 " + sha), c.get("b").toString());
        for (JsonNode round : c.get("roundLog")) {
            String side = round.get("side").asText();
            String engines = round.get("engines").toString();
            assertEquals(0, round.get("problems").size(), round.toString());
            assertTrue(engines.contains("H2 "), engines);
            assertEquals(side.equals("B"), engines.contains(otherVersion), side + " ran " + engines);
            JsonNode jmh = Json.MAPPER.readTree(bundle.resolve(round.get("bundle").asText()).resolve("jmh.json").toFile());
            String lastXmx = null;
            for (JsonNode a : jmh.get(0).get("jvmArgs")) {
                if (a.asText().startsWith("-Xmx")) {
                    lastXmx = a.asText();
                }
            }
            assertEquals(side.equals("B"), "-Xmx700m".equals(lastXmx), side + "'s fork heap: " + lastXmx);
        }
        JsonNode only = c.get("cases").get(0);
        assertEquals("h2 tuned k=4", only.get("label").asText().replaceAll("k=\\d+", "k=4"));
        assertEquals("NO_INTERVAL", only.get("verdict").asText(), "2 rounds give no 95% interval, and say so");
        assertEquals(2.0, only.get("marginPercent").asDouble(), "the margin is threeen1's target");

        Jar.Result text = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, "report", bundle.toString());
        assertEquals(0, text.exit(), text.all());
        assertTrue(text.out().contains("B against A: threeen1"), text.out());
        // over 72 columns only where a token wrapping cannot split (a jar's path, and its column's rule) makes it
        text.out().lines().forEach(l -> assertTrue(l.length() <= 72
                || java.util.Arrays.stream(l.strip().split(" +")).anyMatch(w -> w.length() > 36), l));
        Jar.Result html = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, "report", "--format", "html",
                bundle.toString());
        assertTrue(html.out().contains("id=\"chart-compare-compare-rounds\""), "the chart of both sides' rounds");
    }

    /** No difference given: an A/A calibration, said in the header; then a baseline that trips --fail-slower. */
    @Test
    void calibrationOnMemoryThenBaselineWithFailSlower() throws Exception {
        Jar.Result r = compare("threeen1", "--store", "memory", "--tuned", "--to", "20000", "--rounds", "2");
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("A/A calibration"), r.out());
        Path bundle = onlyBundle();
        ObjectNode c = (ObjectNode) Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        assertEquals("A/A calibration", c.get("kind").asText());
        assertEquals(4, c.get("roundLog").size());

        // a baseline of this machine whose runs took a microsecond: any real run is slower beyond doubt
        Path saved = Files.createDirectories(tmp.resolve("saved").resolve("baseline"));
        Files.copy(bundle.resolve("env.json"), saved.resolve("env.json"));
        Files.copy(bundle.resolve("config.json"), saved.resolve("config.json"));
        ObjectNode only = (ObjectNode) c.get("cases").get(0);
        ArrayNode fast = Json.MAPPER.createArrayNode().add(1e-6).add(1.1e-6).add(0.9e-6).add(1e-6);
        only.set("a", fast);
        only.set("b", fast.deepCopy());
        Files.writeString(saved.resolve("comparison.json"), Json.write(c));
        Jar.Result slow = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, "compare", "--results-dir",
                tmp.resolve("results2").toString(), "--baseline", saved.toString(), "--rounds", "4",
                "--fail-slower", "5%");
        assertEquals(3, slow.exit(), slow.all());
        assertTrue(slow.out().contains("B is slower by"), slow.out());
        assertTrue(slow.out().contains("--fail-slower 5.0%: FAILED"), slow.out());

        // the same baseline from another machine is refused, and nothing is written
        String env = Files.readString(saved.resolve("env.json"));
        String host = Json.MAPPER.readTree(env).get("os").get("host").asText();
        Files.writeString(saved.resolve("env.json"), env.replace("\"" + host + "\"", "\"elsewhere\""));
        Jar.Result refused = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, "compare", "--results-dir",
                tmp.resolve("results3").toString(), "--baseline", saved.toString());
        assertEquals(2, refused.exit(), refused.all());
        assertTrue(refused.err().contains("another machine") && refused.err().contains("elsewhere"), refused.err());
        assertFalse(Files.exists(tmp.resolve("results3")));
    }

    /**
     * --lockstep: each pair's rounds run at once and their runs take turns, one of each side per pair
     * of turns, the warm-up run first; a round's number is the mean of its fork's seven measured runs, and
     * the bundle says the design.
     */
    @Test
    void lockstepRoundsTakeTurnsAndReportTheirMeans() throws Exception {
        Jar.Result r = compare("threeen1", "--store", "memory", "--tuned", "--to", "20000", "--rounds", "3",
                "--lockstep");
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("in lockstep"), r.out());
        Path bundle = onlyBundle();
        JsonNode c = Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        assertEquals(7, c.get("lockstepTurns").asInt());
        assertEquals(1, c.get("lockstepWarmUpTurns").asInt());
        assertEquals(6, c.get("roundLog").size());
        for (JsonNode round : c.get("roundLog")) {
            assertEquals(0, round.get("problems").size(), round.toString());
            Path dir = bundle.resolve(round.get("bundle").asText());
            List<String> lines = Files.readAllLines(dir.resolve("turns.txt"));
            String turns = lines.get(0);
            // the warm-up run waits for its turn too: eight pairs
            assertTurnsInPairs(16, turns);
            JsonNode raw = Json.MAPPER.readTree(dir.resolve("jmh.json").toFile()).get(0).get("primaryMetric")
                    .get("rawData").get(0);
            assertEquals(7, raw.size(), raw.toString());
            // each turn's run as its fork timed it, the warm-up run too: the side's later turns are
            // JMH's measured runs, timed around them
            String[] seconds = lines.get(1).split(" ");
            assertEquals(16, seconds.length, lines.get(1));
            char side = round.get("side").asText().charAt(0);
            int measured = -1;
            for (int i = 0; i < turns.length(); i++) {
                if (turns.charAt(i) == side && measured++ >= 0) {
                    double jmh = raw.get(measured - 1).asDouble();
                    double turn = Double.parseDouble(seconds[i]);
                    assertTrue(turn >= jmh - 1e-3 && turn < jmh + 0.5, "turn " + (i + 1) + ": " + turn + " s, JMH " + jmh);
                }
            }
            double sum = 0;
            for (JsonNode x : raw) {
                sum += x.asDouble();
            }
            double value = round.get("measured").elements().next().get("value").asDouble();
            assertEquals(sum / 7, value, 1e-9 * value, "a round's number is the mean of its measured runs");
        }
        Jar.Result text = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, "report", bundle.toString());
        assertTrue(text.out().replaceAll("\\s+", " ").contains("in lockstep: each pair's rounds ran at once, their 1 warm-up and 7 measured runs per case"),
                text.out());
    }

    /**
     * A candidate that starts (java -version passes with its flags) but crashes in its round: its
     * cases are INVALID, no difference is computed, exit 1 with INVALID said, never 0. A flag the JVM
     * refuses outright is bad input, refused before the first round (bad-input.rows).
     */
    @Test
    void aCrashingCandidateIsInvalidNotSlower() throws Exception {
        Jar.Result r = compare("threeen1", "--store", "memory", "--tuned", "--to", "5000", "--rounds", "3",
                "--b-jvm-args=-XX:MaxMetaspaceSize=12m");
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.out().contains("stopping: candidate B produced no result"), r.out());
        assertTrue(r.out().contains("INVALID: candidate B produced no result"), r.out());
        JsonNode c = Json.MAPPER.readTree(onlyBundle().resolve("comparison.json").toFile());
        JsonNode only = c.get("cases").get(0);
        assertEquals("INVALID", only.get("verdict").asText());
        assertTrue(only.get("deltaPercent").isNull());
        assertFalse(only.get("words").asText().isBlank(), "the reason is kept");
        assertNotEquals(0, c.get("roundLog").get(1).get("exit").asInt());
    }
    /**
     * logio with A and B in different directories: every round measures in its own side's directory
     * and removes its scratch files there, the cases are logio's, and two rounds for three cases are
     * said to be too few for any verdict as soon as the first round is in.
     */
    @Test
    void logioRoundsMeasureInTheirOwnDirectory() throws Exception {
        Path dirA = Files.createDirectories(tmp.resolve("disk-a"));
        Path dirB = Files.createDirectories(tmp.resolve("disk-b"));
        Jar.Result r = compare("logio", "--modes", "nosync", "--sizes", "4", "--parts", "write", "--forks", "1",
                "--writes", "8", "--iterations", "1", "--iteration-ms", "100", "--warmup-ms", "0", "--rounds", "2",
                "--a-dir", dirA.toString(), "--b-dir", dirB.toString());
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("compare: note: 2 rounds per candidate give no interval and no verdict: give"
                + " --rounds 3 or more, or a --budget."), r.out());
        Path bundle = onlyBundle();
        JsonNode c = Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        assertTrue(c.get("differences").toString().contains(dirB.toString()), c.get("differences").toString());
        List<String> labels = new ArrayList<>();
        c.get("cases").forEach(x -> labels.add(x.get("label").asText()));
        // a case is named by what varies among its records: here only where the write starts
        assertEquals(List.of("LogWrite aligned", "LogWrite header", "RecordingCost.timeAndRecord"), labels);
        for (JsonNode round : c.get("roundLog")) {
            assertEquals(0, round.get("problems").size(), round.toString());
            JsonNode config = Json.MAPPER.readTree(bundle.resolve(round.get("bundle").asText()).resolve("config.json")
                    .toFile());
            Path expected = round.get("side").asText().equals("A") ? dirA : dirB;
            assertEquals(expected.toString(), config.get("dir").asText(), round.toString());
        }
        for (Path d : List.of(dirA, dirB)) {
            try (Stream<Path> left = Files.list(d)) {
                assertEquals(0, left.count(), "scratch files removed from " + d);
            }
        }
    }

    /**
     * logio in lockstep: each case's fork makes its warm-up iteration and seven measured ones, each
     * waiting for its turn, so a session holds two cases' eight pairs of turns; a write turn lasts at
     * least its iteration; a round's number is its fork's score over the seven.
     */
    @Test
    void logioInLockstepTakesTurnsByIteration() throws Exception {
        Path disk = Files.createDirectories(tmp.resolve("disk"));
        Jar.Result r = compare("logio", "--modes", "nosync", "--sizes", "4", "--parts", "write", "--starts", "aligned",
                "--writes", "8", "--iteration-ms", "100", "--warmup-ms", "50", "--rounds", "3", "--lockstep",
                "--dir", disk.toString());
        assertEquals(0, r.exit(), r.all());
        Path bundle = onlyBundle();
        JsonNode c = Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        assertEquals(7, c.get("lockstepTurns").asInt());
        List<String> labels = new ArrayList<>();
        c.get("cases").forEach(x -> labels.add(x.get("label").asText()));
        assertEquals(List.of("LogWrite", "RecordingCost.timeAndRecord"), labels);
        for (JsonNode round : c.get("roundLog")) {
            assertEquals(0, round.get("problems").size(), round.toString());
            Path dir = bundle.resolve(round.get("bundle").asText());
            List<String> lines = Files.readAllLines(dir.resolve("turns.txt"));
            String turns = lines.get(0);
            assertTurnsInPairs(32, turns);
            String[] seconds = lines.get(1).split(" ");
            // the write case's turns come first; after the warm-up pair each is a 100-ms iteration
            for (int i = 2; i < 16; i++) {
                double turn = Double.parseDouble(seconds[i]);
                assertTrue(turn >= 0.1 && turn < 0.6, "turn " + (i + 1) + ": " + turn + " s");
            }
            JsonNode records = Json.MAPPER.readTree(dir.resolve("jmh.json").toFile());
            for (JsonNode record : records) {
                assertEquals(7, record.get("measurementIterations").asInt(), record.get("benchmark").asText());
                assertEquals(1, record.get("forks").asInt(), record.get("benchmark").asText());
            }
            double score = records.get(0).get("primaryMetric").get("score").asDouble();
            assertEquals(score, round.get("measured").get("LogWrite").get("value").asDouble(), 1e-9 * score,
                    "a round's number is its write fork's score over its seven measured iterations");
        }
        try (Stream<Path> left = Files.list(disk)) {
            assertEquals(0, left.count(), "scratch files removed from " + disk);
        }
    }
}
