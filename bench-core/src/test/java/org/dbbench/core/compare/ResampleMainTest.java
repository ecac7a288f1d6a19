package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** scripts/compare-resample's main: bad input is one line and exit 2 with nothing written; a good run writes its bundle. */
class ResampleMainTest {
    @TempDir
    Path tmp;

    private record Ran(int exit, String out, String err) {
    }

    private Ran run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ResampleMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Ran(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A recorded A/A comparison of one case: 10 pairs, 2% noise per round, each round 20 s. */
    private Path bundle(String name) throws IOException {
        return bundle(name, "case k=4");
    }

    private Path bundle(String name, String label) throws IOException {
        Random r = new Random(11);
        List<Double> a = new ArrayList<>();
        List<Double> b = new ArrayList<>();
        List<Round> log = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            a.add(Math.exp(0.02 * r.nextGaussian()));
            b.add(Math.exp(0.02 * r.nextGaussian()));
            for (String side : List.of("A", "B")) {
                log.add(new Round(log.size() + 1, side, i, 0, 20, null, Map.of(), List.of(), List.of(), List.of()));
            }
        }
        CaseResult c = new CaseResult(label, "s/op", a, b, null, 0.0, -1.0, 1.0, 0.95, true, 0.9, false,
                CaseResult.UNRESOLVED, "unresolved", 3.0, 2.0, false);
        Comparison comparison = new Comparison(Comparison.FORMAT, "study", List.of(), 10, Comparison.CALIBRATION,
                "ABBA", List.of(), Map.of(), Map.of(), 0.95, 0.05, null, List.of(c), log, List.of(), 600.0, 2.0, 2.0,
                400.0, null, null);
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.writeString(dir.resolve(Comparison.FILE), Json.write(comparison));
        return dir;
    }

    private void refused(String startsWith, String... args) {
        Path results = tmp.resolve("results");
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--results-dir");
        all.add(results.toString());
        Ran r = run(all.toArray(String[]::new));
        assertEquals(2, r.exit(), r.err());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
        assertTrue(r.err().startsWith("compare-resample: " + startsWith), r.err());
        assertEquals("", r.out());
        assertFalse(Files.exists(results), "nothing written");
    }

    @Test
    void badInputIsOneLineAndExit2BeforeAnyWork() throws IOException {
        String good = bundle("good").toString();
        refused(tmp.resolve("nosuch") + " is not a comparison bundle (no comparison.json)", tmp.resolve("nosuch")
                .toString());
        refused("--effects '1,x': 'x' is not allowed; give percentages from 0 to 100", good, "--effects", "1,x");
        refused("--effects '5,101%': '101%' is not allowed", good, "--effects", "5,101%");
        refused("--effects '-1': '-1' is not allowed", good, "--effects=-1");
        refused("--effects '1,,2' has an empty item", good, "--effects", "1,,2");
        refused("--draws '0' is out of range; allowed: 1 to 100_000", good, "--draws", "0");
        refused("--draws 'many' is not a whole number", good, "--draws", "many");
        refused("--budget '10' has no unit", good, "--budget", "10");
        refused("--budget 0s is not allowed", good, "--budget", "0s");
        refused("--budget 5s is shorter than the shortest recorded pair (40 s) of " + good + "; give more",
                good, "--budget", "5s");
        refused("--old-rounds '1' is out of range; allowed: 2 to 50", good, "--old-rounds", "1");
        refused("--target 0 is not allowed; give a percentage above 0 and below 100", good, "--target", "0");
        refused("--target four is not a percentage", good, "--target", "four");
        refused("--seed needs a value", good, "--seed");
        refused("unknown option --rounds", good, "--rounds", "5");
        refused("no bundle given", "--draws", "10");
    }

    @Test
    void aRunPrintsItsTablesLabelledResampledAndWritesResampleJsonInABundle() throws IOException {
        Path good = bundle("good");
        Path results = tmp.resolve("results");
        Ran r = run(good.toString(), "--draws", "40", "--effects", "0,10", "--results-dir", results.toString());
        assertEquals(0, r.exit(), r.err() + r.out());
        String text = r.out().replaceAll("\\s+", " "); // the lines are wrapped at 72 columns
        assertTrue(text.contains("RESAMPLED, not measured: 40 simulated comparisons per effect"), r.out());
        assertTrue(text.contains("case k=4: B found slower, resampled from 10 recorded pairs of " + good), r.out());
        assertTrue(text.contains("A/A (effect 0): today's rule called a change"), r.out());
        Path bundle;
        try (Stream<Path> s = Files.list(results)) {
            List<Path> made = s.toList();
            assertEquals(1, made.size(), made.toString());
            bundle = made.get(0);
        }
        assertTrue(bundle.getFileName().toString().endsWith("-compare-resample"), bundle.toString());
        JsonNode json = Json.MAPPER.readTree(bundle.resolve(ResampleMain.FILE).toFile());
        assertEquals("resampled", json.path("label").asText());
        JsonNode group = json.path("groups").get(0);
        assertEquals(10, group.path("sources").get(0).path("pairs").asInt());
        JsonNode atTen = group.path("cases").get(0).path("effects").get(1);
        assertEquals(10.0, atTen.path("effectPercent").asDouble());
        // 10% against 2% noise per round: found in every draw, by both rules
        assertEquals(40, atTen.path("todaySlower").path("count").asInt());
        assertEquals(40, atTen.path("oldSlower").path("count").asInt());
        assertTrue(atTen.path("todaySlower").path("low95").asDouble() > 0.9);
        assertTrue(group.path("cases").get(0).path("effects").get(0).has("todayFalsePositive"));
        assertTrue(Files.readString(bundle.resolve("summary.txt")).contains("RESAMPLED"));
        // without --target, today's rule aims at the study's target; a study not on the class path gets 5%
        assertEquals(ResampleMain.DEFAULT_TARGET, group.path("today").path("targetPercent").asDouble(), 1e-9);
    }

    @Test
    void aTargetGivenIsTheOneTodaysRuleAimsAt() throws IOException {
        Path good = bundle("good");
        Path results = tmp.resolve("targeted");
        Ran r = run(good.toString(), "--draws", "20", "--effects", "0", "--target", "4.3%", "--results-dir",
                results.toString());
        assertEquals(0, r.exit(), r.err() + r.out());
        Path bundle;
        try (Stream<Path> s = Files.list(results)) {
            bundle = s.findFirst().orElseThrow();
        }
        JsonNode today = Json.MAPPER.readTree(bundle.resolve(ResampleMain.FILE).toFile()).path("groups").get(0)
                .path("today");
        assertEquals(4.3, today.path("targetPercent").asDouble(), 1e-9);
        assertEquals(4.3, today.path("marginPercent").asDouble(), 1e-9, "the margin follows the target, as in compare");
    }

    @Test
    void poolDrawsFromEveryBundleTogetherAndOnlyFromTheSameCases() throws IOException {
        Path one = bundle("one");
        Path two = bundle("two");
        Path results = tmp.resolve("pooled");
        Ran r = run(one.toString(), two.toString(), "--pool", "--draws", "10", "--effects", "0",
                "--results-dir", results.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().replaceAll("\\s+", " ").contains("20 recorded pairs of " + one + ", " + two
                + " (pooled)"), r.out());
        Path other = bundle("other", "case k=8");
        refused("--pool: " + other + " measured study [case k=8], " + one + " study [case k=4]; only recordings"
                + " of the same cases can be pooled", one.toString(), other.toString(), "--pool");
    }
}
