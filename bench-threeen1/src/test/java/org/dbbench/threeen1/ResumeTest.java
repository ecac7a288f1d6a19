package org.dbbench.threeen1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A kept store (--db): a run resumes on it, reuses its steps, and never deletes it. */
class ResumeTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.Runs#everyPersistentStore")
    void aLargerRangeReusesTheStoredSteps(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        RunResult first = Runs.kept(type, Workload.of(1, 3_000, 2), db);
        assertTrue(first.valid(), first.problems()::toString);
        assertFalse(first.resumed());

        RunResult second = Runs.kept(type, Workload.of(1, 6_000, 2), db);
        assertTrue(second.resumed());
        assertTrue(second.valid(), second.problems()::toString);
        Oracle.Answer whole = Oracle.compute(1, 6_000);
        assertEquals(whole.result(), second.result());
        // numbers 1..3,000 are stored: each costs one read and no update
        assertTrue(second.updates() < whole.updates() - 6_000, "stored steps were reused");

        RunResult again = Runs.kept(type, Workload.of(1, 6_000, 2), db);
        assertEquals(6_000, again.reads(), "every number found stored: one read each");
        assertEquals(0, again.updates());
        assertTrue(again.valid(), again.problems()::toString);
        assertTrue(Files.isDirectory(db), "a --db directory is kept");
        assertEquals(0, Verifier.verify(type, db).bad());
    }

    /** A smaller range on a store holding a larger range's result is flagged, not passed. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.Runs#everyPersistentStore")
    void aSmallerRangeOnALargerStoreIsInvalid(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        Runs.kept(type, Workload.of(1, 3_000, 2), db);
        RunResult small = Runs.kept(type, Workload.of(1, 1_000, 2), db);
        assertFalse(small.valid());
        assertTrue(small.problems().toString().contains("larger range's result"), small.problems()::toString);
    }

    /** A run stopped part way (as Ctrl-C stops it) leaves a store the next run completes correctly. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.Runs#everyPersistentStore")
    void aStoppedRunIsCompletedByTheNext(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        // long enough that every store is still running after 50 ms, short for the slow ones to finish
        Workload w = Workload.of(1, 15_000, 4, 250);
        Oracle.Answer expected = Oracle.compute(1, 15_000);
        ExecutorService runner = Executors.newSingleThreadExecutor();
        Coordinator.Counts stopped;
        try (Store s = type.open(new StoreOptions(db, Durability.RELAXED, true, 0, expected.updates()))) {
            Coordinator c = new Coordinator(s, w, Progress.NONE);
            Future<Coordinator.Counts> f = runner.submit(c::run);
            Thread.sleep(50);
            c.stop();
            stopped = f.get();
        } finally {
            runner.shutdown();
        }
        assertTrue(stopped.stopped());
        assertEquals(stopped.numbersDone(), stopped.reads() - stopped.updates(), "totals of finished numbers only");
        assertEquals(0, Verifier.verify(type, db).bad(), "a clean stop leaves a correct store");

        RunResult resumed = Runs.kept(type, w, db);
        assertTrue(resumed.valid(), resumed.problems()::toString);
        assertEquals(expected.result(), resumed.result());
        Verifier.Report v = Verifier.verify(type, db);
        assertEquals(0, v.bad(), v.examples()::toString);
        assertEquals(expected.updates(), v.checked());
    }
}
