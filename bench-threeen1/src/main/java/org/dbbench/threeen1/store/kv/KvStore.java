package org.dbbench.threeen1.store.kv;

import java.util.Map;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;

/**
 * What every key-value store states the same way: its name, its level, the settings it opened with,
 * and a close that shuts its engine once, however often it is called.
 */
abstract class KvStore implements Store {
    private final String name;
    final Durability durability;
    final Map<String, String> settings;
    private final boolean readOnly;
    private volatile boolean closed;

    KvStore(String name, Durability durability, Map<String, String> settings) {
        this(name, durability, settings, false);
    }

    /** {@code readOnly}: the engine was opened in its read-only mode (verify). */
    KvStore(String name, Durability durability, Map<String, String> settings, boolean readOnly) {
        this.name = name;
        this.durability = durability;
        this.settings = settings;
        this.readOnly = readOnly;
    }

    @Override
    public final boolean readOnly() {
        return readOnly;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Durability durability() {
        return durability;
    }

    @Override
    public final Map<String, String> settings() {
        return settings;
    }

    @Override
    public final void close() {
        if (closed) {
            return;
        }
        closed = true;
        closeEngine();
    }

    /** Shuts the engine down cleanly (a crash is the absence of this call); called once. */
    abstract void closeEngine();

    final boolean closed() {
        return closed;
    }
}
