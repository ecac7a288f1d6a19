package org.dbbench.threeen1.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tuned profile checkpoints SQLite's WAL every 10,000 pages (the A/B in docs/stores.md), read back
 * from SQLite itself on a connection of the store; the defaults profile keeps SQLite's 1,000.
 */
class SqliteTunedProfileTest {
    @TempDir
    Path tmp;

    @Test
    void theTunedProfileCheckpointsEvery10000PagesAndTheDefaultsKeepSqlites() {
        assertEquals("10000", walAutocheckpoint(true));
        assertEquals("1000", walAutocheckpoint(false));
    }

    private String walAutocheckpoint(boolean tuned) {
        Path dir = tmp.resolve(tuned ? "tuned" : "defaults");
        try (Store store = SqliteStore.TYPE.open(new StoreOptions(dir, Durability.RELAXED, tuned, 0, 1000))) {
            return store.settings().get("wal_autocheckpoint");
        }
    }
}
