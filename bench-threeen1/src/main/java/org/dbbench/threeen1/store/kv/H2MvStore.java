package org.dbbench.threeen1.store.kv;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.GroupSync;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreDescriptor.Access;
import org.dbbench.threeen1.store.StoreDescriptor.Engine;
import org.dbbench.threeen1.store.StoreDescriptor.Expected;
import org.dbbench.threeen1.store.StoreDescriptor.Proof;
import org.dbbench.threeen1.store.StoreDescriptor.Role;
import org.dbbench.threeen1.store.StoreDescriptor.Rung;
import org.dbbench.threeen1.store.StoreFiles;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreSettings;
import org.dbbench.threeen1.store.StoreType;
import org.h2.engine.Constants;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.h2.mvstore.type.StringDataType;

/**
 * H2's storage engine, MVStore, through its own key-value API: no SQL, no JDBC, no transaction layer.
 * Beside {@code h2} (the same engine under H2's SQL layer) it shows what that layer costs. The store
 * is one file, {@value #FILE}, holding one map of String keys and values: the step entries under their
 * digit-word keys, and the singletons under two reserved keys ({@value #RESULT_KEY}, {@value #TOTALS_KEY};
 * no digit-word key starts with '#').
 *
 * <p>One map, not a map per kind of entry, keeps the SPEC's write order across a crash: MVStore stores a
 * version by capturing each map's root one after the other, so a step written after {@code result} was
 * raised could be captured in another map's root without the raise. Within one map a stored version is
 * a single snapshot, holding every write that completed before it. Every operation is atomic on its
 * own: a put; the raise of {@code result}, a compare-and-set loop on its entry ({@link MVMap#replace});
 * and the worker totals, kept together in one entry ("reads updates highest") updated the same way.
 *
 * <p>MVStore has no log: it is log-structured, and a commit appends the changed pages as a new chunk
 * to the file. What reaches stable storage, per mode:
 * <ul>
 *   <li>DURABLE: after every write, {@code commit()} (a chunk with everything written so far) and
 *       {@code sync()} (fsync) before the call returns. Writers that wait at the same moment share one
 *       commit and sync (group commit). No background writer.</li>
 *   <li>RELAXED: MVStore's background auto-commit: a chunk every {@code autoCommitDelay} (1000 ms), or
 *       sooner when the unsaved changes reach {@code autoCommitBufferSize}; never synced before close.
 *       A killed process loses at most the last second of writes and reopens at the last chunk, a
 *       consistent state; an OS crash may lose more.</li>
 *   <li>NONE: no auto-commit at all: nothing is written to the file until close. A killed process
 *       loses every write since the store was opened (it reopens at its last clean close).</li>
 * </ul>
 */
public final class H2MvStore extends KvStore {
    public static final String NAME = "h2-mvstore";
    static final String FILE = "mvstore.mv";
    static final String RESULT_KEY = "#result";
    static final String TOTALS_KEY = "#totals";
    private static final String MAP_NAME = "threeen1";

    /**
     * The tuned profile. The page cache holds deserialized pages: with MVStore's 16 MiB most of the
     * 1..1,000,000 tree (about 2.2 million entries) is read back from the file and decoded again and
     * again. Measured on 1..1,000,000, 4 workers, relaxed (a heavily loaded 2-core VM, one run each):
     * cache 16 MiB 160 s, 64 MiB 121 s, 1024 MiB 84 s, memory 19-23 s in the same runs. So the tuned
     * cache is 1 GiB. It lives in the heap but never holds more than the store's pages, so on a small
     * range it stays about as small as the in-heap floor's map (forks size their heap to the range). A writer
     * thread stores a chunk itself only after 256 MiB of unsaved changes (the background auto-commit still
     * stores one every second, so relaxed loses no more): against 64 MiB, alternated 5 times on the idle VM
     * (JDK 17, 1..1,000,000), 5.21-5.57 s against 5.67-6.20 s, faster in every pair, since each chunk
     * rewrites every page a commit touched. Chunks that newer ones replaced are reused after 1 s instead
     * of 45 s, which keeps the file small (the retention protects only against an OS crash reordering
     * unsynced writes, which relaxed MVStore does not survive anyway).
     */
    private static final int TUNED_CACHE_MB = 1024;
    private static final int TUNED_AUTO_COMMIT_BUFFER_KB = 256 * 1024;
    private static final int TUNED_RETENTION_MS = 1000;

    /** The registration of this store: name "h2-mvstore". */
    public static final StoreType TYPE = StoreType.persistent(NAME, H2MvStore::open, H2MvStore::canUse);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.KEY_VALUE,
            new Engine("H2", "com.h2database:h2", "org.h2.mvstore.MVStore",
                    StoreDescriptor.packages("org.h2.mvstore.", Role.ENGINE,
                            "org.h2.", Role.DRIVER)),
            StoreDescriptor.ladder(
                    new Rung("after each write commit() stores a chunk with everything written so far and"
                            + " sync() fsyncs the file before the call returns (group commit)", "an fsync per commit",
                            Proof.SYNC_PER_COMMIT),
                    new Rung("MVStore's background auto-commit: a chunk every autoCommitDelay ({autoCommitDelay})"
                            + " or when unsaved changes reach autoCommitBufferSize, no fsync; a killed process loses"
                            + " at most the last second of writes and reopens consistent; an OS crash may lose more",
                            "no sync", Proof.NO_SYNC),
                    new Rung("auto-commit off: nothing is written to the file until close; a killed process"
                            + " loses every write since the store was opened", "no write, no sync", Proof.NO_SYNC)),
            "cache 1 GiB, autoCommitBufferSize 256 MiB, retention 1 s (not when durable)",
            Expected.perMillion(22, 10));

    private final MVStore store;
    private final MVMap<String, String> map;
    /** DURABLE: MVStore's commit() and sync(), shared by the writes waiting at once. */
    private final GroupSync groupSync;
    private final Path dir;

    private H2MvStore(MVStore store, Durability durability, Map<String, String> settings, Path dir) {
        super(NAME, durability, settings, store.isReadOnly());
        this.store = store;
        this.map = store.openMap(MAP_NAME, new MVMap.Builder<String, String>()
                .keyType(StringDataType.INSTANCE).valueType(StringDataType.INSTANCE));
        this.dir = dir;
        this.groupSync = new GroupSync(() -> {
            store.commit();
            store.sync();
        });
    }

    /** Opens (creating when absent) the MVStore in {@code options.dir()}. */
    public static H2MvStore open(StoreOptions options) {
        Path dir = StoreFiles.claim(TYPE, options);
        int cacheMb = StoreSettings.cacheMb(options, TUNED_CACHE_MB);
        MVStore.Builder builder = new MVStore.Builder().fileName(dir.resolve(FILE).toString());
        if (cacheMb > 0) {
            builder.cacheSize(cacheMb);
        }
        if (options.tuned() && options.durability() == Durability.RELAXED) {
            builder.autoCommitBufferSize(TUNED_AUTO_COMMIT_BUFFER_KB);
        }
        if (options.durability() != Durability.RELAXED) {
            // No background writer, and no writer thread storing a chunk when changes pile up: NONE
            // stores nothing before close, and DURABLE's own commit() must store every time. (MVStore's
            // commit() skips the store when another thread stored a version meanwhile, and that store
            // may still be writing in the background when the sync that should cover it runs.)
            builder.autoCommitDisabled().autoCommitBufferSize(0);
        }
        if (options.readOnly()) {
            builder.readOnly(); // the file opened for reading: no chunk stored, no compaction at close
        }
        MVStore store;
        try {
            store = builder.open();
        } catch (MVStoreException e) {
            throw new IllegalStateException(NAME + ": cannot open " + dir.resolve(FILE) + ": " + e.getMessage(), e);
        }
        if (options.tuned() && options.durability() != Durability.DURABLE && !options.readOnly()) {
            // DURABLE keeps MVStore's 45 s: with 1 s one crash test run lost 4 acknowledged entries
            // (H2 documents a short retention as dangerous: freed chunk space is overwritten sooner).
            store.setRetentionTime(TUNED_RETENTION_MS);
        }
        try {
            return new H2MvStore(store, options.durability(), describe(store, options), dir);
        } catch (RuntimeException e) {
            store.closeImmediately();
            throw e;
        }
    }

    /** True for an absent or empty directory, or one holding only this store's file. */
    static boolean canUse(Path dir) {
        // mvstore.mv, plus the temporary file MVStore may leave beside it while compacting.
        return StoreFiles.isAbsentEmptyOr(dir, names -> names.contains(FILE)
                && names.stream().allMatch(n -> n.startsWith(FILE) && Files.isRegularFile(dir.resolve(n))));
    }

    private static Map<String, String> describe(MVStore store, StoreOptions options) {
        Map<String, String> s = StoreSettings.begin("H2 MVStore " + Constants.VERSION
                + ", embedded, key-value API (no SQL)", options);
        s.put("cacheSize", store.getCacheSize() + " MiB" + (options.cacheMb() > 0 || options.tuned() ? "" : " (default)"));
        s.put("autoCommitDelay", store.getAutoCommitDelay() + " ms" + (store.getAutoCommitDelay() == 0 ? " (off)" : ""));
        s.put("autoCommitBufferSize", String.format(Locale.ROOT, "%d KiB%s", store.getAutoCommitMemory() / 1024,
                store.getAutoCommitMemory() == 0 ? " (off)" : ""));
        s.put("retentionTime", store.getFileStore().getRetentionTime() + " ms");
        s.put("map", "one MVMap<String, String> (StringDataType keys and values)");
        s.put("sync", switch (options.durability()) {
            case DURABLE -> "commit() and sync() after every write (group commit)";
            case RELAXED -> "none until close";
            case NONE -> "nothing written until close";
        });
        return Collections.unmodifiableMap(s);
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Session openSession() {
        ensureOpen();
        return new MvSession();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        ensureOpen();
        for (Iterator<Map.Entry<String, String>> it = map.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, String> e = it.next();
            if (!e.getKey().startsWith("#")) {
                visitor.accept(e.getKey(), e.getValue());
            }
        }
    }

    @Override
    void closeEngine() {
        store.close(); // stores what is unsaved, compacts briefly, syncs and closes the file
    }

    private void ensureOpen() {
        if (closed()) {
            throw new IllegalStateException("the " + NAME + " store in " + dir + " is closed");
        }
    }

    /** DURABLE: returns once a commit and sync that started after this write have finished. */
    private void written() {
        if (durability != Durability.DURABLE) {
            return;
        }
        groupSync.afterWrite();
    }

    /** The singletons' entries hold decimal numbers; the totals are "reads updates highest". */
    private final class MvSession implements Session {
        @Override
        public String getStep(String key) {
            ensureOpen();
            return map.get(key);
        }

        @Override
        public void putStep(String key, String value) {
            ensureOpen();
            map.put(key, value);
            written();
        }

        @Override
        public void raiseResult(long steps) {
            update(RESULT_KEY, old -> Singletons.raised(old, steps));
        }

        @Override
        public void addTotals(long reads, long updates, long highest) {
            update(TOTALS_KEY, old -> Singletons.added(old, reads, updates, highest));
        }

        /** Compare and set until no other session changed the entry in between. */
        private void update(String key, UnaryOperator<String> change) {
            ensureOpen();
            while (true) {
                String current = map.get(key);
                String next = change.apply(current);
                if (next.equals(current) || (current == null ? map.putIfAbsent(key, next) == null : map.replace(key, current, next))) {
                    break;
                }
            }
            written();
        }

        @Override
        public Totals totals() {
            ensureOpen();
            return Singletons.totals(map.get(RESULT_KEY), map.get(TOTALS_KEY));
        }

        @Override
        public void close() {
            // A session holds nothing of its own: every write is already in the shared map.
        }
    }
}
