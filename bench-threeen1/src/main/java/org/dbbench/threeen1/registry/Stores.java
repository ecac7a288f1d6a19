package org.dbbench.threeen1.registry;

import java.util.List;
import org.dbbench.core.BadInputException;
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
 * Every store the study knows, by the name users type, and nothing else: reading {@code --store} and
 * checking a store against the Java runtime belong to the commands (cli), the engine map to compare.
 * Adding a store is one class (with its
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

    public static List<String> names() {
        return ALL.stream().map(StoreType::name).toList();
    }

    /**
     * The registered store of that name (in any case).
     *
     * @throws BadInputException naming the unknown store and the registered ones
     */
    public static StoreType byName(String name) {
        for (StoreType t : ALL) {
            if (org.dbbench.core.cli.Values.sameName(name, t.name())) {
                return t;
            }
        }
        throw new BadInputException("unknown store '" + name + "'; allowed: " + String.join(", ", names()));
    }

    /** Every registered store whose engine runs here, in the registry's order. */
    public static List<StoreType> available() {
        return ALL.stream().filter(t -> t.unavailableReason() == null).toList();
    }

    /** The registered stores whose engine cannot run here (each says why in unavailableReason). */
    public static List<StoreType> unavailable() {
        return ALL.stream().filter(t -> t.unavailableReason() != null).toList();
    }
}
