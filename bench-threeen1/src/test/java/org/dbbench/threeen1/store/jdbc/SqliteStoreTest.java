package org.dbbench.threeen1.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SQLite's one writer at a time: a lock held elsewhere is waited for up to busy_timeout, then named. */
class SqliteStoreTest {
    @TempDir
    Path tmp;

    @Test
    void aWriteLockHeldElsewhereFailsAfterTheBusyTimeoutWithAClearErrorAndNothingIsLost() throws Exception {
        Path dir = tmp.resolve("db");
        try (Store store = SqliteStore.open(new StoreOptions(dir, Durability.RELAXED, false, 0, 10), 200);
             Store.Session session = store.openSession();
             Connection other = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(SqliteStore.DATABASE_FILE))) {
            session.putStep("eins", "zero");
            try (Statement s = other.createStatement()) {
                s.execute("BEGIN IMMEDIATE"); // another connection takes SQLite's write lock and keeps it
                IllegalStateException busy = assertThrows(IllegalStateException.class,
                        () -> session.putStep("deux", "eins"));
                assertTrue(busy.getMessage().startsWith("sqlite: the database stayed locked for the whole"
                        + " busy_timeout of 200 ms (SQLITE_BUSY"), busy.getMessage());
                assertEquals("zero", session.getStep("eins"), "reads go on in WAL mode while a writer waits");
                s.execute("ROLLBACK");
            }
            assertNull(session.getStep("deux"));
            session.putStep("deux", "eins"); // the lock is free again: the next write goes through
            assertEquals("eins", session.getStep("deux"));
        }
    }
}
