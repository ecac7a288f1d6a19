package org.dbbench.threeen1.store.kv;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import org.dbbench.core.JvmFlags;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.NativeStoreType;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreDescriptor.Access;
import org.dbbench.threeen1.store.StoreDescriptor.Engine;
import org.dbbench.threeen1.store.StoreDescriptor.Expected;
import org.dbbench.threeen1.store.StoreDescriptor.Proof;
import org.dbbench.threeen1.store.StoreDescriptor.Role;
import org.dbbench.threeen1.store.StoreDescriptor.Rung;
import org.dbbench.threeen1.store.StoreFiles;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.lmdbjava.ByteArrayProxy;
import org.lmdbjava.CursorIterable;
import org.lmdbjava.Dbi;
import org.lmdbjava.DbiFlags;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;
import org.lmdbjava.Meta;
import org.lmdbjava.Txn;
import org.lmdbjava.Txn;

/**
 * LMDB through lmdbjava (its bundled native library): a memory-mapped copy-on-write B+tree with two
 * named databases, {@code steps} and {@code singletons} ({@link Singletons}). Every write is its own
 * write transaction, and LMDB runs <b>one writer at a time</b> (a process-wide write lock): the
 * workers' writes queue on it, while reads run without locks in read transactions (one per session,
 * renewed for each read). Keys and values are copied in and out as UTF-8 byte arrays.
 *
 * <p>LMDB has no log. A commit writes the changed pages and then the meta page that points at the new
 * root, so a killed process leaves the last committed tree; what reaches stable storage depends on
 * the sync flags (see {@link #durabilityStatement()}).
 */
public final class LmdbStore extends KvStore {
    public static final String NAME = "lmdb";
    static final Pattern OWN_FILES = Pattern.compile("data\\.mdb|lock\\.mdb");
    /** LMDB cannot grow its map on its own; a map this much larger than the data costs only address space. */
    static final long MIN_MAP_BYTES = 1L << 30;
    static final long MAP_BYTES_PER_ENTRY = 1024;

    /** The registration of this store: name "lmdb"; unavailable where LMDB's native library does not load. */
    /** Said at every level: the workers' commits queue for LMDB's write lock. */
    private static final String ONE_WRITER = "; one writer at a time (LMDB's write lock: workers' commits queue)";

    public static final StoreType TYPE = new NativeStoreType(NAME, LmdbStore::open,
            dir -> StoreFiles.isAbsentEmptyOrOnly(dir, OWN_FILES), LmdbStore::loadLibrary);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.KEY_VALUE,
            // the Java binding (lmdbjava through jnr-ffi and jffi); its native methods are the engine
            new Engine("lmdbjava", "org.lmdbjava:lmdbjava", "org.lmdbjava.Env",
                    StoreDescriptor.packages("org.lmdbjava.", Role.DRIVER,
                            "jnr.", Role.DRIVER,
                            "com.kenai.jffi.", Role.DRIVER)),
            StoreDescriptor.ladder(
                    new Rung("no log: a commit writes its changed pages, fdatasyncs them, then writes the meta"
                            + " page through an O_DSYNC descriptor before it returns (LMDB's default sync)"
                            + ONE_WRITER, "an fdatasync and an O_DSYNC write per commit", Proof.SYNC_PER_COMMIT),
                    new Rung("MDB_NOSYNC: a commit writes its pages and meta page to the OS (pwrite), no sync:"
                            + " a killed process leaves the last commit; an OS crash can lose commits and, LMDB warns,"
                            + " corrupt the database (MDB_NOMETASYNC still syncs the data pages at every commit, so it"
                            + " is not a no-sync mode)" + ONE_WRITER, "writes per commit, no sync",
                            Proof.WRITE_PER_COMMIT),
                    new Rung("MDB_NOSYNC|MDB_WRITEMAP|MDB_MAPASYNC: a commit changes pages in the shared mapping,"
                            + " no write call, no sync ever: a killed process leaves the last commit (the page cache"
                            + " holds it); an OS crash can lose commits or corrupt the database" + ONE_WRITER,
                            "no write, no sync", Proof.NO_SYNC)),
            "MDB_NORDAHEAD, MDB_NOMEMINIT (not with MDB_WRITEMAP)", Expected.perMillion(60, 60));

    /**
     * Loads LMDB as lmdbjava does (extracts its bundled library and links it through jnr-ffi), calling
     * nothing yet. Where sun.misc.Unsafe would make the JDK warn (JDK 24+ without the flag that
     * allows it: the bench command itself), jnr-ffi is told to use its JNI memory access instead;
     * forks and tests, which allow Unsafe, keep the fast path. Keys and values cross as byte arrays
     * (lmdbjava's ByteArrayProxy), which need no Unsafe of lmdbjava's own.
     */
    private static void loadLibrary() {
        if (JvmFlags.unsafeMemoryAccessWarns()) {
            System.setProperty("jffi.unsafe.disabled", "true");
        }
        try {
            Class.forName("org.lmdbjava.Library", true, LmdbStore.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("lmdbjava is not on the class path", e);
        }
    }

    private final Env<byte[]> env;
    private final Dbi<byte[]> steps;
    private final Dbi<byte[]> singletons;
    private final List<LmdbSession> sessions = Collections.synchronizedList(new ArrayList<>());

    private LmdbStore(Env<byte[]> env, Dbi<byte[]> steps, Dbi<byte[]> singletons, Durability durability,
            Map<String, String> settings) {
        this(env, steps, singletons, durability, false, settings);
    }

    private LmdbStore(Env<byte[]> env, Dbi<byte[]> steps, Dbi<byte[]> singletons, Durability durability,
            boolean readOnly, Map<String, String> settings) {
        super(NAME, durability, settings, readOnly);
        this.env = env;
        this.steps = steps;
        this.singletons = singletons;
    }

    static LmdbStore open(StoreOptions options) {
        Path dir = StoreFiles.claim(TYPE, options);
        Map<String, String> settings = new LinkedHashMap<>();
        Meta.Version v = Meta.version();
        settings.put("engine", "LMDB " + v.major + "." + v.minor + "." + v.patch + " (lmdbjava "
                + DESCRIPTOR.engine().version() + ")");
        if (options.readOnly()) {
            return openReadOnly(dir, settings);
        }
        List<EnvFlags> flags = new ArrayList<>(switch (options.durability()) {
            case DURABLE -> List.<EnvFlags>of();
            case RELAXED -> List.of(EnvFlags.MDB_NOSYNC);
            case NONE -> List.of(EnvFlags.MDB_NOSYNC, EnvFlags.MDB_WRITEMAP, EnvFlags.MDB_MAPASYNC);
        });
        // read transactions belong to sessions, not threads; one reader slot per open read transaction
        flags.add(EnvFlags.MDB_NOTLS);
        if (options.tuned()) {
            // the workload reads single pages at random: readahead only fills the page cache
            flags.add(EnvFlags.MDB_NORDAHEAD);
            if (!flags.contains(EnvFlags.MDB_WRITEMAP)) {
                // pages LMDB allocates are written whole: no need to zero them first
                flags.add(EnvFlags.MDB_NOMEMINIT);
            }
        }
        long mapBytes = Math.max(MIN_MAP_BYTES, options.expectedEntries() * MAP_BYTES_PER_ENTRY);
        Env<byte[]> env = Env.create(ByteArrayProxy.PROXY_BA).setMapSize(mapBytes).setMaxDbs(2).setMaxReaders(512)
                .open(dir.toFile(), flags.toArray(new EnvFlags[0]));
        try {
            Dbi<byte[]> steps = env.openDbi("steps", DbiFlags.MDB_CREATE);
            Dbi<byte[]> singletons = env.openDbi("singletons", DbiFlags.MDB_CREATE);
            settings.put("flags", flags.toString());
            settings.put("map size", String.format(Locale.ROOT, "%,d MiB (the most the file may grow to;"
                    + " max(1 GiB, 1 KiB per expected entry))", env.info().mapSize >> 20));
            settings.put("max readers", "512");
            settings.put("cache", "none of its own: the OS page cache over the mapped file"
                    + (options.cacheMb() > 0 ? " (--cache " + options.cacheMb() + " ignored)" : ""));
            settings.put("writers", "one at a time (LMDB's write lock)");
            return new LmdbStore(env, steps, singletons, options.durability(), Collections.unmodifiableMap(settings));
        } catch (RuntimeException e) {
            env.close();
            throw e;
        }
    }

    /**
     * Read-only and without the lock file (MDB_RDONLY|MDB_NOLOCK): a reader would otherwise register in
     * lock.mdb's reader table, changing it; verify reads a store no process is writing.
     */
    private static LmdbStore openReadOnly(Path dir, Map<String, String> settings) {
        List<EnvFlags> flags = List.of(EnvFlags.MDB_RDONLY_ENV, EnvFlags.MDB_NOLOCK, EnvFlags.MDB_NOTLS);
        Env<byte[]> env = Env.create(ByteArrayProxy.PROXY_BA).setMaxDbs(2).open(dir.toFile(),
                flags.toArray(new EnvFlags[0]));
        try (Txn<byte[]> txn = env.txnRead()) {
            // env.openDbi(name) would open them in a write transaction, which a read-only environment refuses
            Dbi<byte[]> steps = env.openDbi(txn, Singletons.utf8("steps"), null, false);
            Dbi<byte[]> singletons = env.openDbi(txn, Singletons.utf8("singletons"), null, false);
            txn.commit();
            settings.put("flags", flags.toString());
            return new LmdbStore(env, steps, singletons, Durability.DURABLE, true, Collections.unmodifiableMap(settings));
        } catch (RuntimeException e) {
            env.close();
            throw e;
        }
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Session openSession() {
        LmdbSession s = new LmdbSession();
        sessions.add(s);
        return s;
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        try (Txn<byte[]> txn = env.txnRead(); CursorIterable<byte[]> all = steps.iterate(txn)) {
            for (CursorIterable.KeyVal<byte[]> kv : all) {
                visitor.accept(Singletons.text(kv.key()), Singletons.text(kv.val()));
            }
        }
    }

    @Override
    void closeEngine() {
        synchronized (sessions) {
            for (LmdbSession s : new ArrayList<>(sessions)) {
                s.close();
            }
        }
        if (durability == Durability.DURABLE && !readOnly()) {
            env.sync(true);
        }
        env.close();
    }

    /** One worker's read transaction, reset between reads so that it pins no old pages. */
    private final class LmdbSession implements SingletonSession {
        private Txn<byte[]> reader;

        @Override
        public byte[] getStepUtf8(byte[] key) {
            return read(steps, key);
        }

        @Override
        public void putStepUtf8(byte[] key, byte[] value) {
            try (Txn<byte[]> txn = env.txnWrite()) {
                steps.put(txn, key, value);
                txn.commit();
            }
        }

        /** Read and write in one write transaction: with one writer at a time, nothing comes between. */
        @Override
        public void update(byte[] key, UnaryOperator<byte[]> change) {
            try (Txn<byte[]> txn = env.txnWrite()) {
                singletons.put(txn, key, change.apply(singletons.get(txn, key)));
                txn.commit();
            }
        }

        @Override
        public byte[] singleton(byte[] key) {
            return read(singletons, key);
        }

        private byte[] read(Dbi<byte[]> dbi, byte[] key) {
            if (reader == null) {
                reader = env.txnRead();
            } else {
                reader.renew();
            }
            try {
                return dbi.get(reader, key); // copied out of the map by the proxy
            } finally {
                reader.reset();
            }
        }

        @Override
        public void close() {
            if (reader != null) {
                reader.close();
                reader = null;
            }
            sessions.remove(this);
        }
    }
}
