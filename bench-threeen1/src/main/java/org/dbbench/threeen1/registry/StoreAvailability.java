package org.dbbench.threeen1.registry;

import java.util.LinkedHashMap;
import java.util.Map;
import org.dbbench.core.env.EnvSection;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreType;

/**
 * The environment's "threeen1Stores" section: each registered store, "available" or why it cannot
 * run on this machine (a native library that does not load), as {@code bench env} and the env.json
 * of every threeen1 run, crash, compare and JMH run record it; and each engine's version, read from
 * the class path, for the suite section.
 */
public final class StoreAvailability implements EnvSection {
    @Override
    public String name() {
        return "threeen1Stores";
    }

    @Override
    public String study() {
        return "threeen1";
    }

    @Override
    public Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        for (StoreType t : Stores.all()) {
            m.put(t.name(), describe(t));
        }
        return m;
    }

    /**
     * Each engine's version as this JVM loads it (a jar given to --a-jar included), by the engine's
     * title; stores sharing an engine (h2, h2-mvstore) list it once.
     */
    @Override
    public Map<String, String> versions() {
        Map<String, String> m = new LinkedHashMap<>();
        for (StoreDescriptor d : Stores.descriptors()) {
            if (d.engine() != null) {
                m.putIfAbsent(d.engine().title(), d.engine().version());
            }
        }
        return m;
    }

    /** "available", or "unavailable: " and the reason. */
    public static String describe(StoreType t) {
        String why = t.unavailableReason();
        return why == null ? "available" : "unavailable: " + why;
    }
}
