package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.ForwardingStore;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A kept store (--db): a run resumes on it, reuses its steps, and never deletes it. */
class ResumeTest {
    /** aStoppedRunIsCompletedByTheNext stops its run after this many step writes. */
    static final int STOP_AFTER_WRITES = 250;

    @TempDir
    Path tmp;

    /** Every store: what it stored is read back after a close, so a larger range resumes on it. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyPersistentStore")
    void aLargerRangeReusesTheStoredSteps(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        RunResult first = Runs.kept(type, Workload.of(1, 100, 2), db);
        assertTrue(first.valid(), first.problems()::toString);
        assertFalse(first.resumed());

        RunResult second = Runs.kept(type, Workload.of(1, 200, 2), db);
        assertTrue(second.resumed());
        assertTrue(second.valid(), second.problems()::toString);
        Oracle.Answer whole = Oracle.compute(1, 200);
        // the 250 entries of 1..100 are stored: a run that reused none updates every one of the 430
        // again; reusing them, it updates about 180 (a little more where two workers race). Small
        // ranges: DuckDB commits in milliseconds, so its run time follows the number of entries
        long stored = Oracle.compute(1, 100).updates();
        assertEquals(whole.result(), second.result());
        assertTrue(second.updates() < whole.updates() - stored / 2, "stored steps were reused: "
                + second.updates() + " updates of " + whole.updates());

        RunResult again = Runs.kept(type, Workload.of(1, 200, 2), db);
        assertEquals(200, again.reads(), "every number found stored: one read each");
        assertEquals(0, again.updates());
        assertTrue(again.valid(), again.problems()::toString);
        assertTrue(Files.isDirectory(db), "a --db directory is kept");
        assertEquals(0, Verifier.verify(type, db).bad());
    }

    /**
     * A smaller range on a store holding a larger range's result is flagged, not passed. The check is
     * the suite's (Validation), on the result the store read back, which every store's
     * aLargerRangeReusesTheStoredSteps already proves; so one store per way a store is reached: SQL
     * over JDBC, a Java key-value engine, a native one through JNI, a memory-mapped map.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"h2", "h2-mvstore", "lmdb", "chronicle"})
    void aSmallerRangeOnALargerStoreIsInvalid(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        Runs.kept(type, Workload.of(1, 1_000, 2), db);
        RunResult small = Runs.kept(type, Workload.of(1, 100, 2), db);
        assertFalse(small.valid());
        assertTrue(small.problems().toString().contains("larger range's result"), small.problems()::toString);
    }

    /**
     * A run stopped part way (as Ctrl-C stops it) leaves a store the next run completes correctly. The
     * stop comes after {@value #STOP_AFTER_WRITES} step writes of the 521, not after a time, so it
     * lands mid-run on a fast store and a slow machine alike.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyPersistentStore")
    void aStoppedRunIsCompletedByTheNext(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        Workload w = Workload.of(1, 250, 4, 10);
        Oracle.Answer expected = Oracle.compute(1, 250);
        ExecutorService runner = Executors.newSingleThreadExecutor();
        Coordinator.Counts stopped;
        try (StopAfterWrites s = new StopAfterWrites(type.open(new StoreOptions(db, Durability.RELAXED, true, 0,
                expected.updates())))) {
            Coordinator c = new Coordinator(s, w, Progress.NONE);
            s.coordinator = c;
            Future<Coordinator.Counts> f = runner.submit(c::run);
            stopped = f.get();
        } finally {
            runner.shutdown();
        }
        assertTrue(stopped.stopped());
        assertTrue(stopped.numbersDone() < w.count(), "stopped part way: " + stopped.numbersDone() + " numbers done");
        assertEquals(stopped.numbersDone(), stopped.reads() - stopped.updates(), "totals of finished numbers only");
        assertEquals(0, Verifier.verify(type, db).bad(), "a clean stop leaves a correct store");

        RunResult resumed = Runs.kept(type, w, db);
        assertTrue(resumed.valid(), resumed.problems()::toString);
        assertTrue(resumed.resumed());
        assertEquals(expected.result(), resumed.result());
        Verifier.Report v = Verifier.verify(type, db);
        assertEquals(0, v.bad(), v.examples()::toString);
        assertEquals(expected.updates(), v.checked());
    }

    /** Asks the coordinator to stop once its workers have written {@value #STOP_AFTER_WRITES} step entries. */
    private static final class StopAfterWrites extends ForwardingStore {
        private final AtomicLong writes = new AtomicLong();
        volatile Coordinator coordinator;

        StopAfterWrites(Store inner) {
            super(inner);
        }

        @Override
        protected Session wrap(Session session) {
            return new ForwardingSession(session) {
                @Override
                public void putStep(String key, String value) {
                    super.putStep(key, value);
                    if (writes.incrementAndGet() == STOP_AFTER_WRITES) {
                        coordinator.stop();
                    }
                }
            };
        }
    }
}
