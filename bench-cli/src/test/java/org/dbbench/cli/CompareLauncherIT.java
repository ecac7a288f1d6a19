package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench compare whose B is a launcher script, as a version manager's shim or a taskset wrapper is:
 * the script records every start (its pid, its parent's pid, its arguments) and then runs this JDK's
 * java. B's round JVMs and every JMH fork of them start through it, A's never do, each round passes
 * its checks, and the difference is computed. Three rounds (the fewest that give an interval) of the
 * memory store over 1..2,000: seconds.
 */
class CompareLauncherIT {
    @TempDir
    Path tmp;

    @Test
    void bsRoundsAndTheirForksStartThroughTheLauncherAndAreCompared() throws Exception {
        Jdk jdk = Jdk.current();
        Path record = tmp.resolve("starts.txt");
        Path launcher = Files.writeString(tmp.resolve("launcher"), "#!/bin/sh\necho \"$$ $PPID $*\" >> " + record
                + "\nexec " + jdk.java() + " \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Jar.Result r = JarProcess.run(jdk, tmp.resolve("jvm-tmp"), tmp, "compare", "--results-dir",
                tmp.resolve("results").toString(), "threeen1", "--store", "memory", "--tuned", "--to", "2000",
                "--rounds", "2", "--b-java", launcher.toString());
        assertEquals(0, r.exit(), r.all());
        assertFalse(r.out().contains("A/A calibration"), r.out());
        assertTrue(r.out().contains("  differs: java: A JDK "), r.out());
        assertTrue(r.out().contains("; B " + launcher + " -> JDK " + jdk.feature()), r.out());

        List<String[]> starts = Files.readAllLines(record).stream().map(l -> l.split(" ", 3)).toList();
        Set<String> rounds = starts.stream().filter(s -> s[2].contains(" org.dbbench.cli.Main threeen1 "))
                .map(s -> s[0]).collect(Collectors.toSet());
        assertEquals(2, rounds.size(), "B's two rounds, and no A round, started through the launcher: " + starts);
        Map<String, Long> forksPerRound = starts.stream().filter(s -> s[2].contains("org.openjdk.jmh.runner.ForkedMain"))
                .collect(Collectors.groupingBy(s -> s[1], Collectors.counting()));
        assertEquals(rounds, forksPerRound.keySet(), "every B round's JVM forked through the launcher, and nothing"
                + " else did: " + starts);

        Path bundle;
        try (Stream<Path> s = Files.list(tmp.resolve("results"))) {
            bundle = s.filter(p -> !p.getFileName().toString().startsWith(".")).findFirst().orElseThrow();
        }
        JsonNode c = Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        assertEquals("A/B", c.get("kind").asText());
        assertEquals(launcher.toString(), c.get("b").get("launcher").asText());
        assertTrue(c.get("a").get("launcher").isNull());
        for (JsonNode round : c.get("roundLog")) {
            assertEquals(0, round.get("problems").size(), round.toString());
            JsonNode jmh = Json.MAPPER.readTree(bundle.resolve(round.get("bundle").asText()).resolve("jmh.json")
                    .toFile());
            boolean b = round.get("side").asText().equals("B");
            assertEquals(b, jmh.get(0).get("jvm").asText().equals(launcher.toString()), round.toString());
        }
        JsonNode only = c.get("cases").get(0);
        // two rounds a side: both measured, and no interval claimed from them
        assertEquals("NO_INTERVAL", only.get("verdict").asText(), only.toString());
        assertEquals(2, only.get("a").size(), only.toString());
        assertEquals(2, only.get("b").size(), only.toString());
    }
}
