package org.dbbench.threeen1.registry;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.dbbench.core.env.EnvSection;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreType;

/**
 * The environment's "threeen1Stores" section: each registered store, "available" or why it cannot
 * run on this machine (a native library that does not load), as {@code bench env} and a compare's
 * env.json record it, and the env.json of a threeen1 run, crash or JMH run for the stores it loaded;
 * and each engine's version, read from the class path, for the suite section.
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
        return byStore(StoreAvailability::describe);
    }

    /**
     * A run's: the stores whose availability this JVM knows (every engine in Java, and the native
     * ones the run chose and so loaded); the others "not checked". Loading every native engine costs
     * about 1.5 s of CPU (DuckDB's library alone is 70 MB, unpacked at each load) and says nothing
     * about a run of other stores; each compare round would pay it.
     */
    @Override
    public Map<String, Object> factsOfRun() {
        return byStore(t -> t.availabilityKnown() ? describe(t) : NOT_CHECKED);
    }

    /** A run's entry for a native store it did not load. */
    static final String NOT_CHECKED = "not checked: this run did not load its native library";

    /** Every registered store's entry, in the registry's order. */
    private static Map<String, Object> byStore(Function<StoreType, Object> entry) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (StoreType t : Stores.all()) {
            m.put(t.name(), entry.apply(t));
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
