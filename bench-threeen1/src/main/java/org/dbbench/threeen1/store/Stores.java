package org.dbbench.threeen1.store;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.store.jdbc.DerbyStore;
import org.dbbench.threeen1.store.jdbc.H2Store;
import org.dbbench.threeen1.store.jdbc.HsqldbStore;
import org.dbbench.threeen1.store.jdbc.SqliteStore;
import org.dbbench.threeen1.store.kv.ChronicleStore;
import org.dbbench.threeen1.store.kv.H2MvStore;

/**
 * Every store the study knows, by the name users type. Adding a store is one class and one line
 * here; the command, the benchmark, the report and the registry-wide tests pick it up. Stores are
 * grouped by how they are reached: {@code jdbc} (through SQL and a JDBC driver), {@code kv} (through
 * the engine's own key-value API); the in-memory floor stays here.
 */
public final class Stores {
    /** In the order tables list them: on-disk databases first, the in-memory floor last. */
    private static final List<StoreType> ALL = List.of(
            DerbyStore.TYPE,
            H2Store.TYPE,
            H2MvStore.TYPE,
            SqliteStore.TYPE,
            HsqldbStore.TYPE,
            ChronicleStore.TYPE,
            MemoryStore.TYPE);

    private Stores() {
    }

    public static List<StoreType> all() {
        return ALL;
    }

    public static List<String> names() {
        return ALL.stream().map(StoreType::name).toList();
    }

    /** @throws BadInputException naming the unknown store and the registered ones */
    public static StoreType byName(String name) {
        for (StoreType t : ALL) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        throw new BadInputException("unknown store '" + name + "'; allowed: " + String.join(", ", names()));
    }

    /** A comma-separated list of names, in the order given, without duplicates. */
    public static List<StoreType> parseList(String list) {
        List<StoreType> out = new ArrayList<>();
        for (String name : list.split(",", -1)) {
            StoreType t = byName(name.trim());
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Names joined by commas. */
    public static String join(List<StoreType> types) {
        return types.stream().map(StoreType::name).collect(Collectors.joining(","));
    }
}
