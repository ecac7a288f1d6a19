package org.dbbench.threeen1.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;

/**
 * What each store and profile of a run does: its durability statement and settings, for the results
 * bundle and the summary. JMH's results carry only numbers, so each store is opened once here, in a
 * scratch directory created and removed for it, with the options the benchmark will use.
 */
final class StoreDescriptions {
    private StoreDescriptions() {
    }

    /** One plain map per store and profile (plain, so config.json reads back the same). */
    static List<Map<String, Object>> describe(RunRequest req, long expectedEntries) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (StoreType type : req.stores()) {
            for (boolean tuned : req.profiles()) {
                out.add(describe(type, tuned, req.durability(), req.cacheMb(), expectedEntries, req.dataDir()));
            }
        }
        return out;
    }

    private static Map<String, Object> describe(StoreType type, boolean tuned, Durability durability, int cacheMb,
            long expectedEntries, Path dataDir) {
        Path scratch = null;
        try {
            if (type.persistent()) {
                scratch = Files.createTempDirectory(dataDir, "threeen1-describe-" + type.name() + "-");
            }
            try (Store store = type.open(new StoreOptions(scratch, durability, tuned, cacheMb, expectedEntries))) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("store", type.name());
                StoreDescriptor d = Stores.descriptor(type);
                if (d.engine() != null) {
                    m.put("engineVersion", d.engine().title() + " " + d.engine().version());
                }
                m.put("profile", tuned ? "tuned" : "defaults");
                m.put("durabilityAsked", durability.cliName());
                m.put("durability", store.durability().cliName());
                m.put("statement", store.durabilityStatement());
                Map<String, String> settings = new LinkedHashMap<>(store.settings());
                settings.remove("opened");
                m.put("settings", settings);
                return m;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory in " + dataDir + ": " + e.getMessage(), e);
        } finally {
            if (scratch != null) {
                StoreRun.deleteTree(scratch);
            }
        }
    }
}
