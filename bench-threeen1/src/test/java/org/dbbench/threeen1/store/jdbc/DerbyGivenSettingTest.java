package org.dbbench.threeen1.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Derby storage setting the JVM is started with (bench compare --b-set gives it as -D) wins over
 * the tuned profile's: Derby really creates the tables with that page size, and the store reports it.
 */
class DerbyGivenSettingTest {
    @TempDir
    Path tmp;

    @Test
    void pageSizeGivenAsSystemPropertyWinsOverTheTunedProfile() throws SQLException {
        String key = "derby.storage.pageSize";
        String before = System.getProperty(key);
        System.setProperty(key, "8192"); // the tuned profile would use 16384
        Path dir = tmp.resolve("db");
        try {
            try (Store store = DerbyStore.TYPE.open(new StoreOptions(dir, Durability.RELAXED, true, 0, 1000))) {
                assertTrue(store.settings().get(key).startsWith("8192"), store.settings().toString());
            }
        } finally {
            if (before == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, before);
            }
        }
        String url = "jdbc:derby:" + dir.resolve("derby");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT PAGESIZE FROM TABLE (SYSCS_DIAG.SPACE_TABLE('APP', 'STEP')) T")) {
            int rows = 0;
            while (rs.next()) {
                assertEquals(8192, rs.getInt(1), "page size of the step table and its index");
                rows++;
            }
            assertTrue(rows > 0);
        } finally {
            try {
                DriverManager.getConnection(url + ";shutdown=true").close();
            } catch (SQLException expected) {
                // Derby reports a clean shutdown as an exception (08006)
            }
        }
    }
}
