package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.dbbench.core.fault.FuseSupport;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench threeen1 crash --fault}: an unknown fault is refused; a power cut on h2-mvstore is counted in crash.json. */
class CrashFaultTest {
    @TempDir
    Path tmp;
    Path results;
    Path data;

    @BeforeEach
    void dirs() throws IOException {
        results = tmp.resolve("results");
        data = Files.createDirectory(tmp.resolve("data"));
    }

    @Test
    void anUnknownFaultIsRefusedInOneLine() throws IOException {
        Cli.Result r = Cli.run("crash", "--store", "h2", "--fault", "kill,flood", "--data-dir", data.toString(),
                "--results-dir", results.toString());
        assertEquals(2, r.exit(), r::toString);
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("unknown fault 'flood'") && err.contains("power-meta"), err);
        assertFalse(Files.exists(results));
        try (Stream<Path> left = Files.list(data)) {
            assertEquals(0, left.count());
        }
    }

    @Test
    @Tag("long")
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void aPowerCutIsCountedInCrashJson() throws Exception {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        Cli.Result r = Cli.run("crash", "--store", "h2-mvstore", "--durability", "durable,relaxed", "--fault", "power",
                "--kills", "2", "--to", "3000", "--workers", "2", "--seed", "11", "--data-dir", data.toString(),
                "--results-dir", results.toString());
        assertEquals(0, r.exit(), r::toString);
        JsonNode claims;
        try (Stream<Path> bundles = Files.list(results)) {
            Path bundle = bundles.filter(p -> !p.getFileName().toString().startsWith(".")).findFirst().orElseThrow();
            claims = Json.MAPPER.readTree(bundle.resolve("crash.json").toFile());
        }
        assertEquals(2, claims.size(), claims::toString);
        for (JsonNode c : claims) {
            assertEquals("h2-mvstore", c.get("store").asText());
            assertEquals("power", c.get("fault").asText());
            assertEquals(2, c.get("cuts").asInt());
            for (String field : new String[] {"acknowledged_lost", "failed_opens", "wrong_values", "claim"}) {
                assertTrue(c.has(field), field + " missing: " + c);
            }
        }
        JsonNode durable = claims.get(0).get("level").asText().equals("durable") ? claims.get(0) : claims.get(1);
        assertTrue(durable.get("acknowledged").asLong() > 0, durable::toString);
        assertEquals(0, durable.get("acknowledged_lost").asLong(), "h2-mvstore durable syncs every commit: " + durable);
        assertEquals("held", durable.get("claim").asText());
        try (Stream<Path> left = Files.list(data)) {
            assertEquals(0, left.count(), "the stores and the layer's scratch are removed");
        }
    }
}
