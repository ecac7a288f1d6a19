package org.dbbench.threeen1.store.kv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.threeen1.workload.DigitWords;
import org.dbbench.threeen1.store.AtOnce;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Store contract on H2's MVStore key-value API, on real files. */
class H2MvStoreTest {
    static final int THREADS = 64;
    static final int RAISES_PER_THREAD = 200;

    @TempDir
    Path tmp;

    private Store open(Path dir, Durability durability, boolean tuned) {
        return H2MvStore.TYPE.open(new StoreOptions(dir, durability, tuned, 0, 1_000));
    }

    @Test
    void everyDigitWordRoundTripsExactlyAndVerifySeesOnlySteps() {
        Path dir = tmp.resolve("db");
        String longest = DigitWords.words(4_444_444_444_444_444_444L);
        String widestInBytes = DigitWords.words(999_999_999_999_999_999L);
        String everyWord = DigitWords.words(9_876_543_210L);
        try (Store store = open(dir, Durability.NONE, false); Store.Session s = store.openSession()) {
            assertNull(s.getStep(longest));
            s.putStep(longest, DigitWords.words(9999));
            s.putStep(widestInBytes, DigitWords.words(5678));
            s.putStep(everyWord, DigitWords.words(1234));
            s.putStep(everyWord, DigitWords.words(4321)); // a put replaces
            s.raiseResult(12);
            s.addTotals(3, 2, 40);
        }
        try (Store store = open(dir, Durability.RELAXED, true); Store.Session s = store.openSession()) {
            assertEquals(DigitWords.words(9999), s.getStep(longest));
            assertEquals(DigitWords.words(5678), s.getStep(widestInBytes));
            Map<String, String> all = new HashMap<>();
            store.forEachStep(all::put);
            assertEquals(Map.of(longest, DigitWords.words(9999), widestInBytes, DigitWords.words(5678),
                    everyWord, DigitWords.words(4321)), all, "the singletons' entries are not steps");
            assertEquals(new Store.Totals(12, 40, 3, 2), s.totals());
        }
    }

    /** 64 threads raise result and add totals at once: the max and the sums are exact. */
    @Test
    void raiseResultIsAnAtomicMaxAndTotalsAddUpUnder64Threads() throws Exception {
        try (Store store = open(tmp.resolve("db"), Durability.RELAXED, false)) {
            AtOnce.run(store, THREADS, (s, thread) -> {
                for (int i = 0; i < RAISES_PER_THREAD; i++) {
                    // every thread's values interleave with every other's; the top one is unique
                    s.raiseResult((long) i * THREADS + thread);
                }
                s.addTotals(thread + 1, 1, thread * 10L);
            });
            try (Store.Session s = store.openSession()) {
                long sum = (long) THREADS * (THREADS + 1) / 2;
                assertEquals(new Store.Totals((long) (RAISES_PER_THREAD - 1) * THREADS + THREADS - 1,
                        (THREADS - 1) * 10L, sum, THREADS), s.totals());
            }
        }
    }

    @Test
    void closeRefusesNewSessionsAndTheDirectoryIsOnlyItsOwn() throws Exception {
        Path dir = tmp.resolve("db");
        Store store = open(dir, Durability.DURABLE, false);
        Store.Session left = store.openSession();
        left.putStep("eins", "zero");
        store.close();
        store.close();
        assertThrows(IllegalStateException.class, store::openSession);
        assertThrows(IllegalStateException.class, () -> left.getStep("eins"));
        assertTrue(H2MvStore.TYPE.canUse(dir));
        assertEquals(List.of(H2MvStore.FILE), Files.list(dir).map(p -> p.getFileName().toString()).toList());
        Path foreign = Files.createDirectories(tmp.resolve("foreign"));
        Files.writeString(foreign.resolve("notes.txt"), "mine");
        assertFalse(H2MvStore.TYPE.canUse(foreign));
        assertFalse(H2MvStore.TYPE.canUse(Files.writeString(tmp.resolve("plain-file"), "x")));
        Store again = open(dir, Durability.RELAXED, false);
        try (Store.Session s = again.openSession()) {
            assertEquals("zero", s.getStep("eins"));
        }
        again.close();
        // the statement is printed after the run has closed the store, and must still name the delay
        assertTrue(again.durabilityStatement().contains("autoCommitDelay (1000 ms)"), again.durabilityStatement());
    }
}
