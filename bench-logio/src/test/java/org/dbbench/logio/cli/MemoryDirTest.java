package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.Json;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.Test;
import org.dbbench.core.testing.TinyFileSystem;

/** A --dir in memory (tmpfs) runs, but the warning is stamped into config.json and the summary. */
class MemoryDirTest {

    @Test
    void tmpfsRunIsStampedWithALoudWarning() throws Exception {
        Path work = TestDirs.fresh("memory");
        try (TinyFileSystem tmpfs = TinyFileSystem.mount(work.resolve("tmpfs"), "128m", false)) {
            Path results = work.resolve("results");
            int rc = LogioCli.run("--dir", tmpfs.root().toString(), "--results-dir", results.toString(),
                    "--parts", "pg", "--modes", "nosync", "--pg-cases", "1x8k",
                    "--warmup-ms", "0", "--iterations", "1", "--iteration-ms", "50",
                    "--forks", "1"); // the warning does not depend on how many forks ran: 5 JVMs, not 15
            assertEquals(0, rc);
            Path bundle;
            try (Stream<Path> s = Files.list(results)) {
                bundle = s.findFirst().orElseThrow();
            }
            Map<?, ?> config = Json.MAPPER.readValue(bundle.resolve("config.json").toFile(), Map.class);
            List<?> warnings = (List<?>) config.get("warnings");
            assertEquals(1, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).toString().contains("is on tmpfs (memory or an overlay, not a disk)"));
            // lines are wrapped at 72 columns: fold them back before looking for a sentence
            String summary = Files.readString(bundle.resolve("summary.txt")).replace('\n', ' ');
            assertTrue(summary.contains("!!! WARNING: --dir was on tmpfs (memory or an overlay, not a disk)"), summary);
            assertTrue(summary.contains("is on tmpfs (memory or an overlay, not a disk): these numbers say nothing"
                    + " about any disk."), summary);
            try (Stream<Path> s = Files.list(tmpfs.root())) {
                assertEquals(0, s.count(), "scratch files deleted");
            }
        }
    }
}
