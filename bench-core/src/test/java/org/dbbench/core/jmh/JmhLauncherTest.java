package org.dbbench.core.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JvmFlags;
import org.dbbench.core.machine.ClockBenchmark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

class JmhLauncherTest {

    @TempDir
    Path tmp;

    @Test
    void realForkedRunIsParsedBackFromJmhsOwnJson() throws Exception {
        JmhLauncher.Run run = JmhLauncher.run(new OptionsBuilder()
                .include(ClockBenchmark.class.getName())
                .forks(1).warmupIterations(0).measurementIterations(2)
                .measurementTime(TimeValue.milliseconds(100)).timeUnit(TimeUnit.NANOSECONDS)
                .verbosity(VerboseMode.SILENT).build());
        try {
            assertEquals(1, run.records().size());
            JmhRecord r = run.records().get(0);
            assertEquals("nanoTime", r.method());
            assertEquals("ClockBenchmark", r.className());
            assertEquals("avgt", r.mode());
            assertTrue(r.primary().score() > 0 && r.primary().score() < 1_000_000, "ns per nanoTime: " + r.primary().score());
            assertEquals("ns/op", r.primary().unit());
            // the fork received the suite's flags
            String json = Files.readString(run.json());
            for (String flag : JvmFlags.forkArgs()) {
                assertTrue(json.contains(flag), "fork lacks " + flag);
            }
        } finally {
            run.discard();
        }
        assertFalse(Files.exists(run.json()));
    }

    @Test
    void truncatedJsonIsRefusedNamingTheFile() throws Exception {
        Path bad = Files.writeString(tmp.resolve("cut.json"), "[{\"benchmark\": \"x.y\", \"mode\": ");
        BadInputException e = assertThrows(BadInputException.class, () -> JmhJson.read(bad));
        assertTrue(e.getMessage().contains("cut.json"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    }

    @Test
    void jsonThatIsNotJmhsIsRefused() throws Exception {
        Path other = Files.writeString(tmp.resolve("other.json"), "{\"hello\": 1}");
        BadInputException e = assertThrows(BadInputException.class, () -> JmhJson.read(other));
        assertTrue(e.getMessage().contains("other.json") && e.getMessage().contains("not JMH JSON"), e.getMessage());
    }
}
