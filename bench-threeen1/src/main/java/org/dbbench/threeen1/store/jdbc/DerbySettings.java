package org.dbbench.threeen1.store.jdbc;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreSettings;

/**
 * The storage settings a {@link DerbyStore} boots with: the JVM system properties Derby reads at boot
 * (durability, page size, page cache, log buffer, checkpoint interval), chosen from the store's
 * options, its tuned profile and what the JVM was started with, and their description with Derby's
 * defaults spelled out. Setting them around the boot is the store's.
 */
final class DerbySettings {
    static final String DURABILITY_PROPERTY = "derby.system.durability";

    /** Derby's defaults (Derby 10.16 Tuning Guide), printed when the engine's defaults are in force. */
    private static final int DEFAULT_PAGE_SIZE = 4096;
    private static final int DEFAULT_PAGE_CACHE_PAGES = 1000;
    private static final List<List<String>> DEFAULT_LOG_SETTINGS = List.of(
            List.of("derby.storage.logBufferSize", Integer.toString(32 * 1024)),
            List.of("derby.storage.checkpointInterval", Integer.toString(10 * 1024 * 1024)),
            List.of("derby.storage.logSwitchInterval", Integer.toString(1024 * 1024)));

    private static final int TUNED_PAGE_SIZE = 16384;
    private static final int TUNED_CACHE_MB = 256;
    /**
     * The tuned profile, measured on 1..1,000,000 with 4 workers (relaxed, ParallelGC, 3 GiB heap; CPU
     * seconds of the whole JVM, this 2-core VM). Page size: 4 KiB (Derby's default) 73, 8 KiB 67,
     * 16 KiB 60-63, 32 KiB 59-65: a larger page means fewer B-tree levels and page splits per insert;
     * 16 KiB is kept. The page cache: 256 MiB holds the hot part of the ~470 MB database, 512 MiB was
     * no faster. The log buffer lets concurrent commits share one log write; the longest checkpoint
     * interval and log file keep checkpoints (which write every dirty page) rare.
     */
    private static final Map<String, String> TUNED_SETTINGS = Map.of(
            "derby.storage.pageSize", Integer.toString(TUNED_PAGE_SIZE),
            "derby.storage.logBufferSize", Integer.toString(1024 * 1024),
            "derby.storage.checkpointInterval", Integer.toString(128 * 1024 * 1024),
            "derby.storage.logSwitchInterval", Integer.toString(128 * 1024 * 1024));

    private DerbySettings() {
    }

    /**
     * The JVM system properties Derby must see while this database boots. A storage setting the JVM
     * was started with ({@code -Dderby.storage.pageSize=8192}, as {@code bench compare --b-set} gives
     * it) wins over the profile's, so that comparing one setting measures that setting; durability
     * stays this store's to decide, because it is what the store states.
     */
    static Map<String, String> bootProperties(StoreOptions options) {
        Map<String, String> p = new LinkedHashMap<>();
        if (options.durability() != Durability.DURABLE) {
            p.put(DURABILITY_PROPERTY, "test");
        }
        String given = System.getProperty("derby.storage.pageSize");
        int pageSize = given != null && given.matches("[0-9]{1,9}") ? Integer.parseInt(given)
                : options.tuned() ? TUNED_PAGE_SIZE : DEFAULT_PAGE_SIZE;
        int cacheMb = StoreSettings.cacheMb(options, TUNED_CACHE_MB);
        if (cacheMb > 0) {
            long pages = Math.max(40, (long) cacheMb * 1024 * 1024 / pageSize);
            p.put("derby.storage.pageCacheSize", Long.toString(pages));
        }
        if (options.tuned()) {
            p.putAll(TUNED_SETTINGS);
        }
        p.keySet().removeIf(k -> !k.equals(DURABILITY_PROPERTY) && System.getProperty(k) != null);
        return p;
    }

    /** The settings in force, with Derby's defaults spelled out where this store sets nothing. */
    static Map<String, String> describe(StoreOptions options, Map<String, String> bootOnly) {
        // what Derby boots with: this store's settings, and those the JVM was started with
        Map<String, String> boot = new LinkedHashMap<>(bootOnly);
        for (String key : List.of("derby.storage.pageSize", "derby.storage.pageCacheSize",
                "derby.storage.logBufferSize", "derby.storage.checkpointInterval", "derby.storage.logSwitchInterval")) {
            if (!boot.containsKey(key) && System.getProperty(key) != null) {
                boot.put(key, System.getProperty(key));
            }
        }
        Map<String, String> s = StoreSettings.begin("Apache Derby, embedded, JDBC", options); // version: at boot
        s.put("derby.system.durability", boot.getOrDefault("derby.system.durability",
                "(unset: log write-synced at every commit)"));
        String size = boot.getOrDefault("derby.storage.pageSize", Integer.toString(DEFAULT_PAGE_SIZE));
        int pageSize = size.matches("[0-9]{1,9}") ? Integer.parseInt(size) : DEFAULT_PAGE_SIZE;
        long pages = Long.parseLong(boot.getOrDefault("derby.storage.pageCacheSize",
                Integer.toString(DEFAULT_PAGE_CACHE_PAGES)));
        s.put("derby.storage.pageSize", pageSize + (boot.containsKey("derby.storage.pageSize") ? "" : " (default)"));
        s.put("derby.storage.pageCacheSize", pages + " pages = "
                + String.format(java.util.Locale.ROOT, "%.1f MiB", pages * pageSize / (1024.0 * 1024.0))
                + (boot.containsKey("derby.storage.pageCacheSize") ? "" : " (default)"));
        for (List<String> d : DEFAULT_LOG_SETTINGS) {
            s.put(d.get(0), boot.getOrDefault(d.get(0), d.get(1) + " (default)"));
        }
        s.put("isolation", "READ COMMITTED, autocommit per statement");
        s.put("putStep", JdbcStore.INSERT_THEN_UPDATE);
        return s;
    }
}
