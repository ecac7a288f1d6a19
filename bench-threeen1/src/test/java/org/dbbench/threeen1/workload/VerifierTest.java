package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** verify finds what is wrong in a stored database without an oracle. */
class VerifierTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyPersistentStore")
    void findsEveryKindOfCorruptEntry(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        RunResult r = Runs.kept(type, Workload.of(1, 500, 2), db);
        assertTrue(r.valid(), r.problems()::toString);
        Verifier.Report clean = Verifier.verify(type, db);
        assertEquals(0, clean.bad(), clean.examples()::toString);
        assertEquals(1_065, clean.checked());

        try (Store s = type.open(new StoreOptions(db, Durability.RELAXED, true, 0, 0));
                Store.Session session = s.openSession()) {
            // step(10) is 6 (10 5 16 8 4 2 1); 7 breaks step(n) = 1 + step(next(n))
            session.putStep(DigitWords.words(10), DigitWords.words(7));
            // 2,000,001 was never stored, and its next (6,000,004) is not either
            session.putStep(DigitWords.words(2_000_001), DigitWords.words(3));
            // not digit words at all
            session.putStep("eins  deux", "tres");
        }
        Verifier.Report bad = Verifier.verify(type, db);
        assertEquals(1_067, bad.checked(), "two new entries, one rewritten");
        String found = String.join("\n", bad.examples());
        assertTrue(found.contains("step(10) = 7 but step(5) = 5"), found);
        // 20 and 3 both lead to 10, so their correct entries no longer fit it
        assertTrue(found.contains("step(20) = 7 but step(10) = 7"), found);
        assertTrue(found.contains("step(3) = 7 but step(10) = 7"), found);
        assertTrue(found.contains("next(n) = 6000004 is not stored"), found);
        assertTrue(found.contains("unreadable entry 'eins  deux'"), found);
        assertEquals(5, bad.bad(), found);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyPersistentStore")
    void findsAStepTheResultDoesNotCover(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        Runs.kept(type, Workload.of(1, 100, 2), db);
        try (Store s = type.open(new StoreOptions(db, Durability.RELAXED, true, 0, 0));
                Store.Session session = s.openSession()) {
            // 837,799's whole trajectory with its correct steps (524 down to 1): consistent, but
            // written without raising result, which is 118 for 1..100
            long[] path = new long[524];
            long n = 837_799;
            for (int i = 0; i < path.length; i++, n = Collatz.next(n)) {
                path[i] = n;
            }
            for (int i = 0; i < path.length; i++) {
                session.putStep(DigitWords.words(path[i]), DigitWords.words(524 - i));
            }
        }
        Verifier.Report v = Verifier.verify(type, db);
        assertEquals(1, v.bad(), v.examples()::toString);
        assertTrue(v.examples().get(0).contains("exceeds the stored result"), v.examples()::toString);
    }
}
