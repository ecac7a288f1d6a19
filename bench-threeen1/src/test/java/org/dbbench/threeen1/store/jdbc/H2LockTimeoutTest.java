package org.dbbench.threeen1.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A write whose row another transaction holds for longer than H2's LOCK_TIMEOUT is slowness, not a
 * failure: the store tries it again and counts it (a loaded machine made a durable crash-test run
 * fail with "Timeout trying to lock table" while another session's commit waited behind a sync).
 */
class H2LockTimeoutTest {
    /** Well below how long the row is held, so H2 gives up on the write at least once. */
    private static final int LOCK_TIMEOUT_MS = 100;
    private static final long HELD_MS = 600;

    @TempDir
    Path tmp;

    @Test
    @Timeout(60)
    void aWriteThatTimesOutOnAHeldRowIsTriedAgainAndCounted() throws Exception {
        ExecutorService writer = Executors.newSingleThreadExecutor();
        try (H2Store store = H2Store.open(new StoreOptions(tmp.resolve("db"), Durability.DURABLE, true, 0, 100));
             Connection other = DriverManager.getConnection(store.url)) {
            try (Statement s = other.createStatement()) {
                s.execute("SET DEFAULT_LOCK_TIMEOUT " + LOCK_TIMEOUT_MS); // for sessions opened from now on
            }
            assertFalse(store.settings().containsKey("retried"), store.settings()::toString);
            // another transaction inserts the same step and holds it uncommitted
            other.setAutoCommit(false);
            try (PreparedStatement p = other.prepareStatement(store.sql.get("insert.step"))) {
                p.setString(1, "eins zwei");
                p.setString(2, "tres");
                p.executeUpdate();
            }
            Future<?> write;
            try (Store.Session session = store.openSession()) {
                write = writer.submit(() -> session.putStep("eins zwei", "tres"));
                Thread.sleep(HELD_MS);
                assertFalse(write.isDone(), "the write waits while the row is held");
                other.commit();
                write.get(30, TimeUnit.SECONDS); // rethrows the write's failure, if it failed
                assertEquals("tres", session.getStep("eins zwei"));
            }
            String retried = store.settings().get("retried");
            assertTrue(retried != null && retried.matches("[1-9][0-9]* writes .*"), store.settings()::toString);
        } finally {
            writer.shutdownNow();
        }
    }
}
