package org.dbbench.threeen1.store;

import java.nio.file.Path;

/**
 * How to open a store.
 *
 * @param dir the store's directory (created by the store if absent; never deleted by it)
 * @param durability the commit guarantee asked for
 * @param tuned false: the engine's defaults; true: the settings this suite found best (printed)
 * @param cacheMb cache size in MiB (Derby page cache, H2 cache, Chronicle sizing); 0 = the default of
 *     the chosen profile (engine default when untuned)
 * @param expectedEntries how many step entries the run may store (Chronicle Map sizes its file by it)
 * @param readOnly open an existing store to read it only (verify), in the engine's read-only mode where
 *     it has one ({@link Store#readOnly()} says whether it did): nothing in the directory changes
 * @param crashCopy the directory is a crash state the crash checker wrote itself: it is opened whatever
 *     it holds ({@link StoreFiles#claim} does not ask {@code canUse}), so that the engine, not the suite's
 *     guard, says what it makes of a state whose files are incomplete (a Derby directory without its
 *     service.properties, say)
 */
public record StoreOptions(Path dir, Durability durability, boolean tuned, int cacheMb, long expectedEntries,
        boolean readOnly, boolean crashCopy) {
    /** Options to open a store for writing. */
    public StoreOptions(Path dir, Durability durability, boolean tuned, int cacheMb, long expectedEntries) {
        this(dir, durability, tuned, cacheMb, expectedEntries, false, false);
    }

    /** Options to open a store for writing, or read only. */
    public StoreOptions(Path dir, Durability durability, boolean tuned, int cacheMb, long expectedEntries,
            boolean readOnly) {
        this(dir, durability, tuned, cacheMb, expectedEntries, readOnly, false);
    }

    /** The same options for a crash state the checker wrote. */
    public StoreOptions asCrashCopy() {
        return new StoreOptions(dir, durability, tuned, cacheMb, expectedEntries, readOnly, true);
    }
}
