package org.dbbench.threeen1.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.RunResult;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.MemoryStore;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Real recordings of real runs, attributed as {@code --profile} does: the JFR file is written, the
 * shares add up to the whole, the CPU times are measured, and the categories that must be there are.
 */
class CpuProfileTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0} 1..{1}")
    @CsvSource({"memory, 200000", "derby, 5000"})
    void aRealRunIsRecordedAndItsSharesAddUp(String store, long to) throws Exception {
        StoreType type = Stores.byName(store);
        Workload w = Workload.of(1, to, 4);
        Oracle.answer(1, to); // as the benchmark does before a recorded run: the check is not the run
        CpuProfile profile = CpuProfile.start();
        RunResult r = StoreRun.execute(new StoreRun.Plan(type, Durability.RELAXED, true, 0, w, null, tmp),
                Progress.NONE);
        Path file = tmp.resolve(store + ".jfr");
        Breakdown b = profile.stop(file);
        System.out.println(store + ": " + b.line());
        assertTrue(r.valid(), r.problems().toString());
        assertTrue(Files.size(file) > 0, "the recording is written");
        assertTrue(b.cpuMeasured(), "/proc gave the process's and the JVM threads' CPU");
        assertTrue(b.samples() > 10, b.samples() + " samples");
        double sum = 0;
        for (Category c : Category.values()) {
            assertTrue(b.share(c) >= 0, c + " " + b.share(c));
            sum += b.share(c);
        }
        assertEquals(1.0, sum, 1e-9);
        assertEquals(b.totalMillis(), b.millis().values().stream().mapToDouble(Double::doubleValue).sum(), 1e-6);
        assertTrue(b.share(Category.ENGINE) > 0, "the store's engine runs: " + b.line());
        assertTrue(b.millis().get(Category.JVM) >= b.gcMillis() + b.jitMillis() + b.vmMillis() - 1e-6,
                "the JVM's threads are in the JVM column: " + b.line());
        if (type.name().equals(MemoryStore.NAME)) {
            // only here is the workload a large share; beside Derby it is under 1% and ~100 samples
            // can miss it entirely
            assertTrue(b.share(Category.WORKLOAD) > 0, "digit words and the worker loop run: " + b.line());
        } else {
            assertTrue(b.share(Category.SQL_DRIVER) > 0, "Derby's SQL layer runs: " + b.line());
        }
    }
}
