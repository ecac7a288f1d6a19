package org.dbbench.threeen1.store;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** The first lines of every store's settings, in the same order: the engine, the profile, the level. */
public final class StoreSettings {
    private StoreSettings() {
    }

    /** A new, ordered settings map starting with {@code engine}, the profile and the durability asked for. */
    public static Map<String, String> begin(String engine, StoreOptions options) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("engine", engine);
        s.put("profile", options.tuned() ? "tuned" : "engine defaults");
        s.put("durability", options.durability().cliName());
        return s;
    }

    /**
     * The engine's own settings given to this JVM as system properties under its prefix: {@code bench
     * compare --b-set je.log.bufferSize=1048576} starts B's forks with {@code -Dje.log.bufferSize=1048576}.
     * A store applies them over its profile and reports the value then in force under the same name,
     * which is how compare checks that a setting took effect. (Derby and Xodus read theirs themselves.)
     */
    public static Map<String, String> given(String prefix) {
        Map<String, String> given = new TreeMap<>();
        System.getProperties().forEach((k, v) -> {
            if (k.toString().startsWith(prefix)) {
                given.put(k.toString(), v.toString());
            }
        });
        return given;
    }

    /** The cache size in MiB a store uses: --cache when given, else the tuned size, else 0 (the engine's). */
    public static int cacheMb(StoreOptions options, int tunedMb) {
        return options.cacheMb() > 0 ? options.cacheMb() : options.tuned() ? tunedMb : 0;
    }
}
