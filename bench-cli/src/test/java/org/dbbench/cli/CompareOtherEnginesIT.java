package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --a-jar} beyond Derby and H2: A runs other SQLite and HSQLDB releases than the bundled ones
 * (copied by the build), B the bundled ones; every round's bundle records the engine versions its
 * JVM loaded, read from the jars at run time, so A's rounds name the swapped releases and B's the
 * bundled ones. The in-process check of the class-loader swap is bench-threeen1's EngineSwapTest.
 */
// two stores, four rounds of JMH forks: several minutes, so mvn verify -Plong
@Tag("long")
class CompareOtherEnginesIT {
    @TempDir
    Path tmp;

    @Test
    @Timeout(900)
    void everyRoundRecordsTheEngineVersionsItsJvmLoaded() throws Exception {
        Path sqlite = Path.of(System.getProperty("compare.otherSqlite", "target/other-engines/missing.jar"));
        Path hsqldb = Path.of(System.getProperty("compare.otherHsqldb", "target/other-engines/missing.jar"));
        assertTrue(Files.isRegularFile(sqlite) && Files.isRegularFile(hsqldb), "copied by the build: " + sqlite
                + ", " + hsqldb);
        String sqliteVersion = sqlite.getFileName().toString().replaceAll("^sqlite-jdbc-|\\.jar$", "");
        String hsqldbVersion = hsqldb.getFileName().toString().replaceAll("^hsqldb-|\\.jar$", "");
        Jar.Result r = JarProcess.run(Jdk.current(), tmp.resolve("jvm-tmp"), tmp, "compare", "--results-dir",
                tmp.resolve("results").toString(), "threeen1", "--store", "sqlite,hsqldb", "--tuned", "--to", "2000",
                "--workers", "2", "--rounds", "2", "--a-jar", "sqlite=" + sqlite, "--a-jar", "hsqldb=" + hsqldb);
        assertEquals(0, r.exit(), r.all());
        Path bundle;
        try (Stream<Path> s = Files.list(tmp.resolve("results"))) {
            List<Path> b = s.filter(p -> !p.getFileName().toString().startsWith(".")).toList();
            assertEquals(1, b.size(), "bundles: " + b);
            bundle = b.get(0);
        }
        JsonNode c = Json.MAPPER.readTree(bundle.resolve("comparison.json").toFile());
        String aJars = c.get("a").get("jars").toString();
        assertTrue(aJars.contains("sqlite " + sqliteVersion) && aJars.contains("hsqldb " + hsqldbVersion), aJars);
        int rounds = 0;
        for (JsonNode round : c.get("roundLog")) {
            boolean a = round.get("side").asText().equals("A");
            JsonNode suite = Json.MAPPER.readTree(bundle.resolve(round.get("bundle").asText()).resolve("env.json")
                    .toFile()).get("suite");
            assertEquals(a, sqliteVersion.equals(suite.get("SQLite JDBC").asText()), round + ": " + suite);
            assertEquals(a, hsqldbVersion.equals(suite.get("HSQLDB").asText()), round + ": " + suite);
            assertNotEquals("unknown", suite.get("SQLite JDBC").asText(), suite.toString());
            rounds++;
        }
        assertEquals(4, rounds);
    }
}
