package org.dbbench.threeen1.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.dbbench.core.env.Environment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The threeen1Stores section, found through the service list as every command finds it: in the
 * environment of bench env and of a threeen1 run, with every registered store; not in another
 * study's or a study-less run's.
 */
class StoreAvailabilityTest {
    @TempDir
    Path dir;

    @Test
    void threeen1RunsAndBenchEnvRecordEveryStoreOtherRunsLeaveTheSectionOut() {
        for (Environment env : new Environment[] {Environment.capture(dir), Environment.capture(dir, "threeen1")}) {
            Map<String, Object> section = env.sections().get("threeen1Stores");
            assertEquals(Stores.names(), section.keySet().stream().toList());
            assertEquals("available", section.get("memory"));
        }
        for (String other : new String[] {"logio", null}) {
            Environment env = Environment.capture(dir, other);
            assertFalse(env.sections().containsKey("threeen1Stores"), String.valueOf(other));
            assertTrue(env.sections().containsKey("storage"), "the machine's own sections stay");
        }
    }
}
