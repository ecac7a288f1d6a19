package org.dbbench.threeen1.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.dbbench.core.cli.Study;
import org.dbbench.core.env.Environment;
import org.dbbench.core.machine.ClockBenchmark;
import org.dbbench.threeen1.jmh.Threeen1Benchmark;
import org.dbbench.threeen1.store.NativeStoreType;
import org.dbbench.threeen1.store.StoreType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The threeen1Stores section, found through the service list as every command finds it: in the
 * environment of bench env, of a threeen1 run and of a JMH run of threeen1's benchmarks, with every
 * registered store; not in another study's or a study-less run's.
 */
class StoreAvailabilityTest {
    @TempDir
    Path dir;

    @Test
    void threeen1RunsAndBenchEnvRecordEveryStoreOtherRunsLeaveTheSectionOut() {
        List<String> jmhOfThreeen1 = Study.owning(List.of(ClockBenchmark.class.getName(), Threeen1Benchmark.class.getName()));
        assertEquals(List.of("threeen1"), jmhOfThreeen1, "the study that owns a benchmark, once");
        for (Environment env : new Environment[] {Environment.capture(dir), Environment.capture(dir, "threeen1"),
            Environment.captureFor(dir, jmhOfThreeen1)}) {
            Map<String, Object> section = env.sections().get("threeen1Stores");
            assertEquals(Stores.names(), section.keySet().stream().toList());
            assertEquals("available", section.get("memory"));
        }
        for (String other : new String[] {"logio", null}) {
            Environment env = Environment.capture(dir, other);
            assertFalse(env.sections().containsKey("threeen1Stores"), String.valueOf(other));
            assertTrue(env.sections().containsKey("storage"), "the machine's own sections stay");
        }
        List<String> jmhOfCore = Study.owning(List.of(ClockBenchmark.class.getName()));
        assertEquals(List.of(), jmhOfCore, "a benchmark of the machine belongs to no study");
        assertFalse(Environment.captureFor(dir, jmhOfCore).sections().containsKey("threeen1Stores"));
    }

    /** A run's section loads nothing: a native store it did not load is "not checked"; bench env's loads them all. */
    @Test
    void aRunRecordsOnlyTheNativeStoresItLoaded() {
        List<Boolean> knownBefore = Stores.all().stream().map(StoreType::availabilityKnown).toList();
        Map<String, Object> ofRun = new StoreAvailability().factsOfRun();
        assertEquals(knownBefore, Stores.all().stream().map(StoreType::availabilityKnown).toList(), "a run's facts load nothing");
        for (StoreType t : Stores.all()) {
            Object expected = t.availabilityKnown() ? StoreAvailability.describe(t) : StoreAvailability.NOT_CHECKED;
            assertEquals(expected, ofRun.get(t.name()), t.name());
        }
        assertEquals("available", ofRun.get("memory"), "an engine in Java is always known");
        new StoreAvailability().facts();
        assertTrue(Stores.all().stream().allMatch(StoreType::availabilityKnown), "bench env's facts try every store");

        AtomicInteger loads = new AtomicInteger();
        NativeStoreType fresh = new NativeStoreType("fresh", o -> null, d -> true, loads::incrementAndGet);
        assertFalse(fresh.availabilityKnown());
        assertEquals(0, loads.get(), "asking whether it is known loads nothing");
        assertNull(fresh.unavailableReason());
        assertTrue(fresh.availabilityKnown());
        assertEquals(1, loads.get());
    }
}
