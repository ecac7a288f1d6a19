package org.dbbench.threeen1.store.jdbc;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JVM system properties set only while an engine that reads its settings from them boots (Derby),
 * under one JVM-wide lock, and restored afterwards: stores opened one after the other in one JVM each
 * boot with their own settings, and nothing outlives the boot.
 */
final class ScopedSystemProperties {
    private static final Object LOCK = new Object();

    /** What runs with the properties in force. */
    @FunctionalInterface
    interface Boot {
        void run() throws SQLException;
    }

    private ScopedSystemProperties() {
    }

    /** Runs {@code boot} with {@code set} set and {@code cleared} removed, then restores every one. */
    static void during(Map<String, String> set, List<String> cleared, Boot boot) throws SQLException {
        synchronized (LOCK) {
            Map<String, String> saved = new LinkedHashMap<>();
            for (Map.Entry<String, String> e : set.entrySet()) {
                saved.put(e.getKey(), System.getProperty(e.getKey()));
                System.setProperty(e.getKey(), e.getValue());
            }
            for (String key : cleared) {
                saved.put(key, System.getProperty(key));
                System.clearProperty(key);
            }
            try {
                boot.run();
            } finally {
                for (Map.Entry<String, String> e : saved.entrySet()) {
                    if (e.getValue() == null) {
                        System.clearProperty(e.getKey());
                    } else {
                        System.setProperty(e.getKey(), e.getValue());
                    }
                }
            }
        }
    }
}
