package org.dbbench.threeen1.store;

import java.nio.charset.StandardCharsets;
import java.util.function.BiConsumer;

/**
 * A key-value store under the 3n+1 workload. Keys and values are digit-word strings
 * (SPEC-threeen1 "Stored data") and must round-trip multi-byte UTF-8 exactly.
 *
 * <p>Durability: every write operation of a {@link Session} is committed when it returns, with the
 * guarantee of {@link #durability()}: DURABLE means on stable storage, RELAXED means recoverable to a
 * consistent state after a process crash without a sync per commit, NONE means no log at all.
 * {@link #durabilityStatement()} says in one sentence what this engine really does, and is printed
 * with every result: the rung of the store's durability ladder ({@link StoreDescriptor#ladder()}), so
 * that what a level does is written once.
 *
 * <p>Thread safety: a Store is shared; a Session belongs to one worker thread.
 */
public interface Store extends AutoCloseable {
    /** Registered name, e.g. "derby", "h2", "chronicle", "memory". */
    String name();

    Durability durability();

    /** What the suite says about this store: its durability ladder among the rest. */
    StoreDescriptor descriptor();

    /**
     * One sentence: what reaches stable storage at commit, mapped to the engine's settings: the ladder's
     * rung at {@link #durability()}, the settings it names filled in from {@link #settings()}.
     */
    default String durabilityStatement() {
        return descriptor().ladder().get(durability()).statement(settings());
    }

    /** The engine settings in force (cache sizes, log settings), printed with every result. */
    java.util.Map<String, String> settings();

    /** A session for one worker thread (its own connection and prepared statements). */
    Session openSession();

    /**
     * True when the store was opened read-only ({@link StoreOptions#readOnly()}) and its engine has such
     * a mode: nothing in its directory changes while it is open. False where opening changes a file all
     * the same, or the engine can only open a store to write it (verify's page says what each changes).
     */
    default boolean readOnly() {
        return false;
    }

    /** Visits every stored step entry (key words, value words), for verify. */
    void forEachStep(BiConsumer<String, String> visitor);

    /** Closes the store cleanly (a crash is the absence of this call). */
    @Override
    void close();

    /** One worker's view of the store. All writes are committed when the call returns. */
    interface Session extends AutoCloseable {
        /** The stored value words for the key words, or null when absent. */
        String getStep(String key);

        /** Writes one step entry (a plain write, its own commit). */
        void putStep(String key, String value);

        /** In its own transaction: result = max(result, steps). */
        void raiseResult(long steps);

        /** In one transaction: reads += reads, updates += updates, highest = max(highest, highest). */
        void addTotals(long reads, long updates, long highest);

        /** The committed singletons (0 where never written). */
        Totals totals();

        @Override
        void close();
    }

    /**
     * A session of a store that keeps keys and values as UTF-8 bytes. The worker hands it the words'
     * bytes as {@link org.dbbench.threeen1.workload.DigitWords#utf8} builds them and parses the bytes it gets
     * back, so no String is encoded or decoded between the workload and the engine (with Chronicle
     * Map that conversion was 7% of a run's CPU samples). The String methods reach the same entries
     * through the byte methods; a wrapping session that intercepts them gets the String path.
     */
    interface Utf8Session extends Session {
        /** The stored value's bytes for the key's bytes, or null when absent. */
        byte[] getStepUtf8(byte[] key);

        /** Writes one step entry (a plain write, its own commit). */
        void putStepUtf8(byte[] key, byte[] value);

        @Override
        default String getStep(String key) {
            byte[] value = getStepUtf8(key.getBytes(StandardCharsets.UTF_8));
            return value == null ? null : new String(value, StandardCharsets.UTF_8);
        }

        @Override
        default void putStep(String key, String value) {
            putStepUtf8(key.getBytes(StandardCharsets.UTF_8), value.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The singletons of the workload. */
    record Totals(long result, long highest, long reads, long updates) {
    }
}
