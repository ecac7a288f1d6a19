package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.dbbench.threeen1.registry.Stores;

/**
 * 64 threads released at once on a fresh store, every one adding its totals first: the singletons'
 * entries do not exist yet, so this is the race between workers that each find no entry and create
 * it (bdb-je lost a worker's totals to it: JE locks no absent key). Then they raise result and add
 * again; the sums and the max must be exact on every store.
 */
class SingletonsContentionTest {
    static final int THREADS = 64;
    static final int RAISES = 5;
    /** Fresh stores per engine: the race is won or lost by timing, so it gets several chances. */
    static final int ROUNDS = 3;

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyStore")
    void totalsAndResultAreExactWhenEveryWorkerCreatesThemAtOnce(String name) throws Exception {
        for (int round = 1; round <= ROUNDS; round++) {
            createAtOnce(name, tmp.resolve(name + "-" + round));
        }
    }

    private static void createAtOnce(String name, Path dir) throws Exception {
        try (Store store = Stores.byName(name).open(new StoreOptions(dir, Durability.RELAXED, false, 0, 1_000))) {
            AtOnce.run(store, THREADS, (s, thread) -> {
                s.addTotals(thread + 1, 1, thread);
                for (int i = 0; i < RAISES; i++) {
                    s.raiseResult((long) i * THREADS + thread);
                }
                s.addTotals(1, 1, 0);
            });
            try (Store.Session s = store.openSession()) {
                long reads = (long) THREADS * (THREADS + 1) / 2 + THREADS;
                assertEquals(new Store.Totals((long) (RAISES - 1) * THREADS + THREADS - 1, THREADS - 1, reads,
                        2L * THREADS), s.totals(), name);
            }
        }
    }
}
