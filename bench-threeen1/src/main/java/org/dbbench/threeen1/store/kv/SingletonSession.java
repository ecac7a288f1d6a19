package org.dbbench.threeen1.store.kv;

import java.util.function.UnaryOperator;
import org.dbbench.threeen1.store.Store;

/**
 * A key-value store's session in the terms every such engine has: read a singleton, and change one
 * atomically (read and write with nothing between, however the engine makes that so). Raising the
 * result, adding the totals and reading them are then the same for every engine ({@link Singletons}).
 */
interface SingletonSession extends Store.Utf8Session {
    /** The stored bytes of the singleton {@code key}, or null when absent. */
    byte[] singleton(byte[] key);

    /** Replaces the singleton {@code key} (null when absent) with {@code change} of it, atomically. */
    void update(byte[] key, UnaryOperator<byte[]> change);

    @Override
    default void raiseResult(long steps) {
        update(Singletons.RESULT_KEY, old -> Singletons.raised(old, steps));
    }

    @Override
    default void addTotals(long reads, long updates, long highest) {
        update(Singletons.TOTALS_KEY, old -> Singletons.added(old, reads, updates, highest));
    }

    @Override
    default Store.Totals totals() {
        return Singletons.totals(singleton(Singletons.RESULT_KEY), singleton(Singletons.TOTALS_KEY));
    }

    /** Sessions of most engines share the store's handle and hold nothing of their own. */
    @Override
    default void close() {
    }
}
