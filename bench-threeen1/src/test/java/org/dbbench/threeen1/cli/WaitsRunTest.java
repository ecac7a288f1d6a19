package org.dbbench.threeen1.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.core.bundle.ResultBundle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code --waits} end to end: a real JMH fork measures its workers, the summary says it in the seed's words. */
@Tag("long")
class WaitsRunTest {
    @TempDir
    Path tmp;

    @BeforeAll
    static void shareTheMachine() {
        System.setProperty("jmh.ignoreLock", "true"); // plumbing, not speed (as RunCommandTest)
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void aRunWithWaitsSaysWhereItsWorkersWaited() throws Exception {
        Path results = tmp.resolve("results");
        Path data = Files.createDirectory(tmp.resolve("data"));
        Cli.Result r = Cli.run("--store", "derby", "--to", "2500", "--workers", "1..4", "--tuned", "--runs", "1",
                "--same-jvm", "--waits", "--results-dir", results.toString(), "--data-dir", data.toString());
        assertEquals(0, r.exit(), r::toString);
        assertTrue(r.out().contains("3 points x 1 run, estimated"), r.out());
        Path bundle;
        try (Stream<Path> bundles = Files.list(results)) {
            bundle = bundles.filter(p -> !p.getFileName().toString().startsWith(".")).findFirst().orElseThrow();
        }
        String summary = Files.readString(bundle.resolve("summary.txt"));
        String prose = summary.replace("\n", " ").replaceAll(" +", " ");
        assertTrue(prose.contains("Where the workers wait"), summary);
        assertTrue(prose.matches(".*derby tuned, 4 workers .*% waiting for a CPU, \\d+% running.*"), summary);
        for (int k : new int[] {1, 2, 4}) {
            Path json = bundle.resolve("waits").resolve("derby-tuned-relaxed-k" + k + "-run1.json");
            String text = Files.readString(json);
            assertTrue(text.contains("\"running\"") && text.contains("\"waiting for a CPU\""), text);
        }
        assertTrue(Files.readString(bundle.resolve(ResultBundle.JMH_JSON)).contains("waitCpuQueueMs"));
    }
}
