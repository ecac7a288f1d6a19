package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --results-dir .}, as a user types it in a fresh directory: the run's bundle is there, whole,
 * with the run's own files (console.log is one of them: it once made the bundle writer refuse the
 * bundle as "outside the bundle" after the whole run, keeping only a .partial directory).
 */
class ResultsDirDotIT {
    @TempDir
    Path fresh;

    @Test
    @Timeout(value = 3, unit = java.util.concurrent.TimeUnit.MINUTES)
    void aRunInTheWorkingDirectoryKeepsItsBundle() throws Exception {
        Jar.Result r = Jar.run(Jdk.current(), fresh, "threeen1", "--store", "memory", "--to", "2000", "--runs", "1",
                "--warmups", "0", "--results-dir", ".");
        assertEquals(0, r.exit(), r.all());
        List<Path> entries;
        try (Stream<Path> s = Files.list(fresh)) {
            entries = s.toList();
        }
        assertEquals(1, entries.size(), "one bundle and no .partial beside it: " + entries);
        Path bundle = entries.get(0);
        assertTrue(bundle.getFileName().toString().endsWith("-threeen1"), bundle.toString());
        assertTrue(Files.size(bundle.resolve("summary.txt")) > 0 && Files.exists(bundle.resolve("console.log")),
                "the bundle is whole, with the run's console.log");
        assertTrue(r.out().contains("results: " + bundle), r.out());
        // a run of the memory store loads no native engine to say whether it could run here
        JsonNode stores = Json.MAPPER.readTree(bundle.resolve("env.json").toFile()).get("threeen1Stores");
        assertEquals("available", stores.get("memory").asText());
        assertTrue(stores.get("duckdb").asText().startsWith("not checked"), stores.toString());
    }
}
