package org.dbbench.threeen1.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.kv.LmdbStore;
import org.dbbench.threeen1.workload.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LMDB, given a damaged file, can stop at an assertion in C that aborts its process (a reordered crash
 * state did: "mdb.c:6010: Assertion 'IS_LEAF(mp)' failed in mdb_cursor_next()", exit 134, the end of a
 * campaign). The checker reopens a native engine's files in a child JVM, so such a state is one failed
 * open: a sound store checks the same there as here, a damaged one is refused in the engine's words,
 * and a child stopped under the engine is named by its status. (A file damaged so that LMDB's cursor
 * asserts, not its search, was not found in reasonable time; the status path is tested on its own.)
 */
class NativeAbortTest {
    @TempDir
    Path dir;

    private final KillCycle.Spec spec = new KillCycle.Spec(LmdbStore.TYPE, Durability.RELAXED, true, 0,
            Workload.of(1, 10, 1), 0);

    private List<String> fill(Path store, int entries) throws Exception {
        List<String> acks = new ArrayList<>();
        try (Store s = LmdbStore.TYPE.open(spec.options(store)); Store.Session session = s.openSession()) {
            for (int i = 0; i < entries; i++) {
                String key = Integer.toString(100_000 + i);
                session.putStep(key, "1");
                acks.add(CrashChild.ACK + key + "\t1");
            }
        }
        return acks;
    }

    @Test
    void aSoundNativeStoreIsCheckedInItsChildAsInProcess() throws Exception {
        Path store = dir.resolve("store");
        List<String> acks = fill(store, 50);
        acks.add(CrashChild.ACK + "7\t16"); // acknowledged, never written: lost
        // 50 entries of value 1 fail step(n) = 1 + step(next(n)): the verifier's count comes back too
        long[] r = ReopenCheck.check(spec, store, acks);
        assertEquals(1, r[0], "the acknowledged commit never written is lost");
        assertTrue(r[2] >= 50 && r[1] > 0, "entries checked and wrong, from the child: " + r[1] + " of " + r[2]);
    }

    @Test
    void aDamagedNativeStoreIsAFailedOpenWithTheEnginesReason() throws Exception {
        Path store = dir.resolve("store");
        fill(store, 5_000);
        try (RandomAccessFile data = new RandomAccessFile(store.resolve("data.mdb").toFile(), "rw")) {
            // past the two meta pages, every page loses its type (neither branch nor leaf)
            for (long at = 2L * PAGE; at + PAGE <= data.length(); at += PAGE) {
                data.seek(at + 10);
                data.writeShort(0);
            }
        }
        IOException e = assertThrows(IOException.class, () -> ReopenCheck.check(spec, store, List.of()));
        assertTrue(e.getMessage().startsWith("PageCorruptedException: "), "LMDB's own words, from the child: " + e.getMessage());
    }

    /** The campaign's abort, as its stderr read: the status and the engine's last line name it. */
    @Test
    void aChildStoppedUnderTheEngineIsNamedByItsStatusAndTheEnginesLastLine() {
        String why = ReopenCheck.failure(134, List.of("", "mdb.c:6010: Assertion 'IS_LEAF(mp)' failed in mdb_cursor_next()", ""));
        assertEquals("the reopening JVM ended with exit status 134 (signal 6): mdb.c:6010: Assertion 'IS_LEAF(mp)'"
                + " failed in mdb_cursor_next()", why);
        assertEquals("IOException: no such file", ReopenCheck.failure(1, List.of("IOException: no such file", "  at x")));
        assertEquals("the reopening JVM ended with exit status 137 (signal 9): (nothing on stderr)",
                ReopenCheck.failure(137, List.of()));
    }

    private static final int PAGE = 4096;
}
