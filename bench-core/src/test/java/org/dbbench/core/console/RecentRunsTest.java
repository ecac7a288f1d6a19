package org.dbbench.core.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ETA of a command from this machine's own newest run of it, quick and full apart. */
class RecentRunsTest {
    @TempDir
    Path tmp;

    private void bundle(String name, String config) throws Exception {
        Path d = Files.createDirectories(tmp.resolve(name));
        Files.writeString(d.resolve("config.json"), config);
        Files.writeString(d.resolve("env.json"), "{}");
    }

    @Test
    void newestRunOfTheCommandAndKindWins() throws Exception {
        bundle("20261120-100000-vm-logio", "{\"command\":\"logio\",\"quick\":true,\"runSeconds\":80}");
        bundle("20261121-100000-vm-logio", "{\"command\":\"logio\",\"quick\":true,\"runSeconds\":41}");
        bundle("20261122-100000-vm-logio", "{\"command\":\"logio\",\"quick\":false,\"runSeconds\":1500}");
        bundle("20261123-100000-vm-threeen1", "{\"command\":\"threeen1\",\"quick\":true,\"runSeconds\":20}");
        bundle("20261124-100000-vm-logio", "{\"command\":\"logio\",\"quick\":true}"); // older suite: no time
        assertEquals(OptionalLong.of(41), RecentRuns.seconds(tmp, "logio", true));
        assertEquals(OptionalLong.of(1500), RecentRuns.seconds(tmp, "logio", false));
        assertEquals(OptionalLong.of(20), RecentRuns.seconds(tmp, "threeen1", true));
        assertTrue(RecentRuns.seconds(tmp, "threeen1", false).isEmpty());
        assertTrue(RecentRuns.seconds(tmp.resolve("none"), "logio", true).isEmpty());
    }

    @Test
    void secondsAreSaidAsAPersonWould() {
        assertEquals("45 s", RecentRuns.say(45));
        assertEquals("25 min", RecentRuns.say(1500));
    }
}
