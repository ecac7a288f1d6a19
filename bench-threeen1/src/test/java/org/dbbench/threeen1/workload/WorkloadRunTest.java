package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The whole workload on real stores: the SPEC's answers, its invariants, and a clean scratch area. */
class WorkloadRunTest {
    @TempDir
    Path scratch;

    /**
     * SPEC "Expected results", one worker on an empty store: every figure exact. Every row on the
     * in-memory floor; on chronicle (sized to the range at open) a small, a mid and the 30,000 row
     * (65,144 entries): 1..2,500 is everyStoreMatchesTheTable's, and 1..100,000 sizes the map the
     * same way at three times the cost.
     */
    @ParameterizedTest(name = "{0} 1..{1}")
    @CsvSource({
        "memory, 10, 19, 52, 21, 31",
        "memory, 1000, 178, 250504, 2227, 3227",
        "memory, 2500, 208, 1276936, 5427, 7927",
        "memory, 30000, 307, 106358020, 65144, 95144",
        "memory, 100000, 350, 1570824736, 217211, 317211",
        "chronicle, 10, 19, 52, 21, 31",
        "chronicle, 1000, 178, 250504, 2227, 3227",
        "chronicle, 30000, 307, 106358020, 65144, 95144"})
    void specTableWithOneWorker(String store, long to, long result, long highest, long updates, long reads)
            throws Exception {
        RunResult r = Runs.fresh(Stores.byName(store), Workload.of(1, to, 1), scratch);
        assertEquals(result, r.result());
        assertEquals(highest, r.highest());
        assertEquals(updates, r.updates());
        assertEquals(reads, r.reads());
        assertTrue(r.valid(), r.problems()::toString);
        assertFalse(r.resumed());
        assertScratchRemoved();
    }

    /** Every registered store, one worker: exact against the SPEC table (1..1,000). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void everyStoreMatchesTheTable(String store) throws Exception {
        RunResult r = Runs.fresh(Stores.byName(store), Workload.of(1, 1_000, 1), scratch);
        assertEquals(178, r.result());
        assertEquals(250_504, r.highest());
        assertEquals(2_227, r.updates());
        assertEquals(3_227, r.reads());
        assertTrue(r.valid(), r.problems()::toString);
    }

    /**
     * Several workers in small blocks: reads - updates exact, answer equal to the oracle's, store
     * correct. 1..1,000 (2,227 entries) in 50 blocks of 20: each worker claims about 12 blocks, and
     * the trajectories of neighbouring blocks meet, so workers write the same keys. (Inputs are small
     * for every store: a store committing in milliseconds, as DuckDB does, runs each test in seconds.)
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void severalWorkersKeepTheInvariants(String store) throws Exception {
        assertInvariants(Stores.byName(store), Workload.of(1, 400, 4, 20));
    }

    /**
     * A range far from 1 has no table: the oracle computes its answer. 9 numbers near 10^10, keys
     * of 10 digit words and more (623 entries; 21 numbers wrote 1,106, 201 wrote 7,201 and 2,001 wrote
     * 51,430, and checked nothing more), in blocks of 3 so the 3 workers interleave.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void rangeNotStartingAtOneMatchesTheOracle(String store) throws Exception {
        assertInvariants(Stores.byName(store), Workload.of(9_999_000_000L, 9_999_000_008L, 3, 3));
    }

    /**
     * 64 workers on 2 cores, blocks of 1: contention must not break an invariant on any store.
     * 1..64 is 64 blocks, one per worker, all running at once (a worker claiming again is
     * severalWorkersKeepTheInvariants's). 64 workers racing up the same trajectories repeat each
     * other's reads and writes (on DuckDB 1..64 made 3,300 statements at k=64, 840 at k=4); when
     * DuckDB's upserts took about 1.4 ms a statement, 1..128 cost 18 s of a verify run.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void sixtyFourWorkersKeepTheInvariants(String store) throws Exception {
        assertInvariants(Stores.byName(store), Workload.of(1, 64, 64, 1));
    }

    private void assertInvariants(StoreType type, Workload w) throws Exception {
        Path db = scratch.resolve("db-" + type.name());
        RunResult r = type.persistent() ? Runs.kept(type, w, db) : Runs.fresh(type, w, scratch);
        Oracle.Answer expected = Oracle.compute(w.from(), w.to());
        assertEquals(w.count(), r.reads() - r.updates(), "reads - updates");
        assertEquals(expected.result(), r.result(), "result");
        assertEquals(expected.highest(), r.highest(), "highest");
        assertTrue(r.updates() >= expected.updates(), "updates cover every distinct value");
        assertTrue(r.valid(), r.problems()::toString);
        if (type.persistent()) {
            Verifier.Report v = Verifier.verify(type, db);
            assertEquals(0, v.bad(), v.examples()::toString);
            assertEquals(expected.updates(), v.checked(), "one entry per distinct value");
            assertEquals(expected.result(), v.result());
        }
    }

    private void assertScratchRemoved() throws IOException {
        try (Stream<Path> left = Files.list(scratch)) {
            assertEquals(0, left.count(), "the run removes the scratch directory it created");
        }
    }

}
