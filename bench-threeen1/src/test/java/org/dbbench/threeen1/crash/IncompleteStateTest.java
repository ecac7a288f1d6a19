package org.dbbench.threeen1.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.jdbc.DerbyStore;
import org.dbbench.threeen1.workload.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A crash state may hold a store whose files are incomplete: under the posix model Derby's
 * service.properties, created without an fsync of its directory, can be lost while its segment and log
 * files stay. The suite's guard refuses such a directory as "not a Derby store" for a user's --db; in
 * the crash checker it would turn the engine's outcome into the suite's refusal, so the checker opens
 * its own copies past the guard and reports what Derby makes of them.
 */
class IncompleteStateTest {
    @TempDir
    Path dir;

    @Test
    void aStateWithoutDerbysServicePropertiesIsJudgedByDerbyNotByTheGuard() throws Exception {
        KillCycle.Spec spec = new KillCycle.Spec(DerbyStore.TYPE, Durability.DURABLE, true, 0, Workload.of(1, 10, 1), 0);
        Path store = dir.resolve("store");
        try (Store s = DerbyStore.TYPE.open(spec.options(store)); Store.Session session = s.openSession()) {
            session.putStep("7", "16");
        }
        Files.delete(store.resolve("derby").resolve("service.properties"));
        assertFalse(DerbyStore.TYPE.canUse(store), "a user's --db like this is refused");
        List<String> acks = List.of(CrashChild.ACK + "7\t16");
        try {
            long[] r = ReopenCheck.check(spec, store, acks);
            assertEquals(1, r[0], "a Derby that starts afresh has lost the acknowledged commit");
        } catch (BadInputException e) {
            throw new AssertionError("the suite's guard answered instead of the engine: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // Derby refusing to boot the directory is its own outcome: a failed open, as the series counts it
            assertTrue(String.valueOf(e.getMessage()).contains("SQLState"), "Derby's own answer: " + e);
        }
    }
}
