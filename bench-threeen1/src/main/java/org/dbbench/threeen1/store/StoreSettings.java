package org.dbbench.threeen1.store;

import java.util.LinkedHashMap;
import java.util.Map;

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

    /** The cache size in MiB a store uses: --cache when given, else the tuned size, else 0 (the engine's). */
    public static int cacheMb(StoreOptions options, int tunedMb) {
        return options.cacheMb() > 0 ? options.cacheMb() : options.tuned() ? tunedMb : 0;
    }
}
