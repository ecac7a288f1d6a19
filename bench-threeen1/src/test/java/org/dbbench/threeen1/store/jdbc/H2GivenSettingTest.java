package org.dbbench.threeen1.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A URL setting an A/B gives (bench compare --a-set h2.url.X=V, a -D of the candidate's JVMs) replaces
 * the tuned profile's own value of X, so a profile's choice can be A/B'd against H2's default: H2
 * refuses a URL that names a setting twice, which is how such an A/B was first refused.
 */
class H2GivenSettingTest {
    @TempDir
    Path tmp;

    @Test
    void aGivenUrlSettingReplacesTheTunedProfilesValue() {
        String key = "h2.url.auto_compact_fill_rate"; // H2's setting names ignore case; so does the store
        String before = System.getProperty(key);
        System.setProperty(key, "90"); // the tuned profile sets 0, H2's default is 90
        try (Store store = H2Store.TYPE.open(new StoreOptions(tmp.resolve("db"), Durability.RELAXED, true, 0, 1000))) {
            assertEquals("90", store.settings().get("AUTO_COMPACT_FILL_RATE"), store.settings().toString());
            assertEquals("90", store.settings().get(key), "the given setting as the store reports it for compare's check");
            assertEquals("1000", store.settings().get("RETENTION_TIME"), "the rest of the profile stays");
        } finally {
            if (before == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, before);
            }
        }
    }
}
