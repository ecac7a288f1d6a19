package org.dbbench.threeen1.registry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JvmFlags;
import org.dbbench.threeen1.store.jdbc.DerbyStore;
import org.dbbench.threeen1.store.jdbc.DuckDbStore;
import org.dbbench.threeen1.store.jdbc.H2Store;
import org.dbbench.threeen1.store.jdbc.HsqldbStore;
import org.dbbench.threeen1.store.jdbc.SqliteStore;
import org.dbbench.threeen1.store.kv.BdbJeStore;
import org.dbbench.threeen1.store.kv.ChronicleStore;
import org.dbbench.threeen1.store.kv.H2MvStore;
import org.dbbench.threeen1.store.kv.LmdbStore;
import org.dbbench.threeen1.store.kv.RocksDbStore;
import org.dbbench.threeen1.store.kv.XodusStore;
import org.dbbench.threeen1.store.MemoryStore;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreType;

/**
 * Every store the study knows, by the name users type. Adding a store is one class (with its
 * {@link StoreDescriptor}) and one line here; the command, the benchmark, compare, crash, the
 * profile, the report and the registry-wide tests pick it up. Stores are
 * grouped by how they are reached: {@code jdbc} (through SQL and a JDBC driver), {@code kv} (through
 * the engine's own key-value API); the in-memory floor stays here.
 */
public final class Stores {
    /** In the order tables list them: on-disk databases first, the in-memory floor last. */
    private static final List<StoreDescriptor> DESCRIPTORS = List.of(
            DerbyStore.DESCRIPTOR,
            H2Store.DESCRIPTOR,
            H2MvStore.DESCRIPTOR,
            SqliteStore.DESCRIPTOR,
            HsqldbStore.DESCRIPTOR,
            DuckDbStore.DESCRIPTOR,
            BdbJeStore.DESCRIPTOR,
            LmdbStore.DESCRIPTOR,
            RocksDbStore.DESCRIPTOR,
            XodusStore.DESCRIPTOR,
            ChronicleStore.DESCRIPTOR,
            MemoryStore.DESCRIPTOR);

    private static final List<StoreType> ALL = DESCRIPTORS.stream().map(StoreDescriptor::type).toList();

    /** What {@code --store} takes for every store this platform can run. */
    public static final String EVERY = "all";

    private Stores() {
    }

    public static List<StoreType> all() {
        return ALL;
    }

    /** Every registered store's descriptor, in the registry's order. */
    public static List<StoreDescriptor> descriptors() {
        return DESCRIPTORS;
    }

    /** The descriptor of a registered store. */
    public static StoreDescriptor descriptor(StoreType type) {
        return descriptor(type.name());
    }

    /** @throws BadInputException naming the unknown store and the registered ones */
    public static StoreDescriptor descriptor(String name) {
        StoreType type = byName(name);
        return DESCRIPTORS.stream().filter(d -> d.type() == type).findFirst().orElseThrow();
    }

    /**
     * The stores whose engine can be swapped with {@code --a-jar/--b-jar}: name to the package (as a
     * jar path, e.g. org/h2/) that a jar given for it must hold.
     */
    public static Map<String, String> enginePackages() {
        Map<String, String> m = new LinkedHashMap<>();
        for (StoreDescriptor d : DESCRIPTORS) {
            if (d.engine() != null) {
                m.put(d.name(), d.engine().jarPackage());
            }
        }
        return m;
    }

    /**
     * Refuses a store that cannot run on this Java runtime (an engine that compiles classes at run
     * time needs a full JDK).
     *
     * @throws BadInputException naming the store and what it needs
     */
    public static void checkRuntime(List<StoreType> types) {
        for (StoreType t : types) {
            StoreDescriptor d = descriptor(t);
            if (d.engine() != null && d.engine().needsJdkCompiler() && !JvmFlags.hasJdkCompiler()) {
                throw new BadInputException("store " + t.name() + " needs a full JDK (its jdk.compiler module compiles"
                        + " classes at run time) and this Java runtime has none; use a JDK or leave " + t.name()
                        + " out");
            }
        }
    }

    public static List<String> names() {
        return ALL.stream().map(StoreType::name).toList();
    }

    /** @throws BadInputException naming the unknown store and the registered ones */
    public static StoreType byName(String name) {
        return byName(name, ALL);
    }

    private static StoreType byName(String name, List<StoreType> registry) {
        for (StoreType t : registry) {
            if (org.dbbench.core.cli.Values.sameName(name, t.name())) {
                return t;
            }
        }
        throw new BadInputException("unknown store '" + name + "'; allowed: "
                + String.join(", ", registry.stream().map(StoreType::name).toList()) + " or " + EVERY);
    }

    /** Every registered store whose engine runs here, in the registry's order. */
    public static List<StoreType> available() {
        return available(ALL);
    }

    /** The registered stores whose engine cannot run here (each says why in unavailableReason). */
    public static List<StoreType> unavailable() {
        return ALL.stream().filter(t -> t.unavailableReason() != null).toList();
    }

    /**
     * A comma-separated list of names, in the order given, without duplicates; {@value #EVERY} means
     * every store that can run here.
     *
     * @throws BadInputException for an unknown store, or one that cannot run here (with the reason)
     */
    public static List<StoreType> parseList(String list) {
        return parseList(list, ALL);
    }

    /** As {@link #parseList(String)} over the given stores (a test registers an unavailable one). */
    public static List<StoreType> parseList(String list, List<StoreType> registry) {
        if (org.dbbench.core.cli.Values.sameName(list, EVERY)) {
            return available(registry);
        }
        List<StoreType> out = new ArrayList<>();
        for (String name : org.dbbench.core.cli.Values.items("--store", list, "store names or " + EVERY)) {
            StoreType t = byName(name, registry);
            String why = t.unavailableReason();
            if (why != null) {
                throw new BadInputException("store " + t.name() + " cannot run here: " + why);
            }
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static List<StoreType> available(List<StoreType> registry) {
        return registry.stream().filter(t -> t.unavailableReason() == null).toList();
    }

    /** Names joined by commas. */
    public static String join(List<StoreType> types) {
        return types.stream().map(StoreType::name).collect(Collectors.joining(","));
    }
}
