package org.dbbench.threeen1.store.kv;

import com.sleepycat.je.Cursor;
import com.sleepycat.je.Database;
import com.sleepycat.je.DatabaseConfig;
import com.sleepycat.je.DatabaseEntry;
import com.sleepycat.je.Environment;
import com.sleepycat.je.EnvironmentConfig;
import com.sleepycat.je.JEVersion;
import com.sleepycat.je.LockMode;
import com.sleepycat.je.OperationStatus;
import com.sleepycat.je.Transaction;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;
import org.dbbench.threeen1.store.Durability;
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

/**
 * Berkeley DB Java Edition: a transactional environment with two databases, {@code steps} and
 * {@code singletons} (see {@link Singletons}). A step write is an auto-commit transaction; raising
 * result and adding totals read with a write lock (RMW) and write in one transaction, so concurrent
 * workers serialize on the entry and no raise is lost.
 *
 * <p>JE is log-structured: its log files ({@code *.jdb}) are the database. The three levels are JE's
 * own commit durabilities: COMMIT_SYNC, COMMIT_WRITE_NO_SYNC and COMMIT_NO_SYNC.
 */
public final class BdbJeStore extends KvStore {
    public static final String NAME = "bdb-je";
    /** JE's log files, lock file, its logging and statistics files. */
    static final Pattern OWN_FILES = Pattern.compile(
            "\\d{8}\\.(jdb|del|bad)|je\\.(lck|properties|config\\.csv|stat(\\.\\d+)?\\.csv|info\\.\\d+(\\.lck)?)");

    /** How long a transaction waits for a lock before JE gives up (JE's default: 500 ms). */
    static final int LOCK_TIMEOUT_SECONDS = 30;

    /** The registration of this store: name "bdb-je". */
    public static final StoreType TYPE = StoreType.persistent(NAME, BdbJeStore::open,
            dir -> StoreFiles.isAbsentEmptyOrOnly(dir, OWN_FILES));

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.KEY_VALUE,
            new Engine("Berkeley DB JE", "com.sleepycat:je", "com.sleepycat.je.Environment",
                    StoreDescriptor.packages("com.sleepycat.", Role.ENGINE)),
            StoreDescriptor.ladder(
                    new Rung("JE COMMIT_SYNC: a commit returns after its log record is written and fsynced"
                            + " (committers waiting at once share one fsync)", "an fdatasync per commit",
                            Proof.SYNC_PER_COMMIT),
                    new Rung("JE COMMIT_WRITE_NO_SYNC: a commit returns after its log record is written to the"
                            + " OS, not synced: survives a killed process; an OS crash loses the commits since JE's last"
                            + " sync (its log flusher syncs every {" + EnvironmentConfig.LOG_FLUSH_SYNC_INTERVAL
                            + "}, checkpoints sync too); recovery is to a consistent state",
                            "a write per commit, no sync", Proof.WRITE_PER_COMMIT),
                    new Rung("JE COMMIT_NO_SYNC: a commit leaves its log record in JE's log buffers in the JVM: a"
                            + " killed process loses the commits not yet written (JE writes the buffers when full and"
                            + " every {" + EnvironmentConfig.LOG_FLUSH_NO_SYNC_INTERVAL + "}); recovery is to a"
                            + " consistent state", "no write, no sync", Proof.NO_SYNC)),
            "7 lock tables, key prefixing, 100 MB log files, checkpoint every 200 MB, no statistics thread",
            Expected.perMillion(55, 41));

    private final Environment env;
    private final Database steps;
    private final Database singletons;

    private BdbJeStore(Environment env, Database steps, Database singletons, Durability durability,
            Map<String, String> settings, boolean readOnly) {
        super(NAME, durability, settings, readOnly);
        this.env = env;
        this.steps = steps;
        this.singletons = singletons;
    }

    static BdbJeStore open(StoreOptions options) {
        Path dir = StoreFiles.claim(TYPE, options);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("engine", "Berkeley DB Java Edition " + JEVersion.CURRENT_VERSION.getVersionString());
        EnvironmentConfig config = new EnvironmentConfig().setAllowCreate(true).setTransactional(true);
        config.setDurability(switch (options.durability()) {
                    case DURABLE -> com.sleepycat.je.Durability.COMMIT_SYNC;
                    case RELAXED -> com.sleepycat.je.Durability.COMMIT_WRITE_NO_SYNC;
                    case NONE -> com.sleepycat.je.Durability.COMMIT_NO_SYNC;
                });
        // JE's 500 ms lock timeout is shorter than a slow fsync: a reader waiting for a step that a
        // COMMIT_SYNC writer holds while its fsync stalls failed the run (seen on this VM's disk).
        // A stall is something to measure, not an error, so defaults and tuned alike wait longer.
        config.setLockTimeout(LOCK_TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
        if (options.cacheMb() > 0) {
            config.setCacheSize((long) options.cacheMb() << 20);
        }
        DatabaseConfig dbConfig = new DatabaseConfig().setAllowCreate(true).setTransactional(true);
        if (options.tuned()) {
            // 64 workers otherwise share one lock table and its latch; JE's docs suggest a prime
            config.setConfigParam(EnvironmentConfig.LOCK_N_LOCK_TABLES, "7");
            // fewer, larger log files and checkpoints: the default 20 MB interval checkpoints every
            // few seconds of this workload
            config.setConfigParam(EnvironmentConfig.LOG_FILE_MAX, String.valueOf(100L << 20));
            config.setConfigParam(EnvironmentConfig.CHECKPOINTER_BYTES_INTERVAL, String.valueOf(200L << 20));
            // no statistics thread writing je.stat.csv during the run
            config.setConfigParam(EnvironmentConfig.STATS_COLLECT, "false");
            // digit-word keys share their first words: stored once per node
            dbConfig.setKeyPrefixing(true);
        }
        StoreSettings.given("je.").forEach(config::setConfigParam); // an A/B's settings, over the profile
        if (options.readOnly()) {
            // JE's read-only environment: no log written, no cleaner or checkpointer; and neither its
            // statistics file nor its info log, which it would otherwise start or extend
            config.setReadOnly(true).setAllowCreate(false);
            config.setConfigParam(EnvironmentConfig.STATS_COLLECT, "false");
            config.setConfigParam(EnvironmentConfig.FILE_LOGGING_LEVEL, "OFF");
            dbConfig.setReadOnly(true).setAllowCreate(false);
        }
        Environment env = new Environment(dir.toFile(), config);
        Database steps = null;
        try {
            steps = env.openDatabase(null, "steps", dbConfig);
            Database singletons = env.openDatabase(null, "singletons", dbConfig);
            EnvironmentConfig used = env.getConfig();
            settings.put("durability", used.getDurability().toString());
            // the cache is a share of the heap unless --cache sets it: print the share, since the JVM
            // that describes the store is not the JVM that runs it
            settings.put("cache", options.cacheMb() > 0 ? String.format("%,d MiB (--cache)", used.getCacheSize() >> 20)
                    : "JE's default: " + used.getConfigParam(EnvironmentConfig.MAX_MEMORY_PERCENT) + "% of the heap");
            for (String p : new String[] {EnvironmentConfig.LOCK_TIMEOUT, EnvironmentConfig.LOCK_N_LOCK_TABLES,
                EnvironmentConfig.LOG_FILE_MAX,
                EnvironmentConfig.CHECKPOINTER_BYTES_INTERVAL, EnvironmentConfig.STATS_COLLECT,
                EnvironmentConfig.LOG_FLUSH_SYNC_INTERVAL, EnvironmentConfig.LOG_FLUSH_NO_SYNC_INTERVAL,
                EnvironmentConfig.LOG_TOTAL_BUFFER_BYTES}) {
                settings.put(p, used.getConfigParam(p));
            }
            StoreSettings.given("je.").keySet().forEach(p -> settings.put(p, used.getConfigParam(p)));
            settings.put("keyPrefixing", String.valueOf(steps.getConfig().getKeyPrefixing()));
            if (steps.count() > 0) {
                settings.put("opened", "reopened");
            }
            return new BdbJeStore(env, steps, singletons, options.durability(), Collections.unmodifiableMap(settings),
                    options.readOnly());
        } catch (RuntimeException e) {
            if (steps != null) {
                steps.close();
            }
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
        return new JeSession();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        DatabaseEntry key = new DatabaseEntry();
        DatabaseEntry value = new DatabaseEntry();
        try (Cursor c = steps.openCursor(null, com.sleepycat.je.CursorConfig.READ_COMMITTED)) {
            while (c.getNext(key, value, LockMode.DEFAULT) == OperationStatus.SUCCESS) {
                visitor.accept(Singletons.text(key.getData()), Singletons.text(value.getData()));
            }
        }
    }

    @Override
    void closeEngine() {
        steps.close();
        singletons.close();
        env.close(); // a clean close ends with a checkpoint, which syncs the log
    }

    private final class JeSession implements SingletonSession {
        private final DatabaseEntry value = new DatabaseEntry();

        @Override
        public byte[] getStepUtf8(byte[] key) {
            OperationStatus s = steps.get(null, new DatabaseEntry(key), value, LockMode.DEFAULT);
            return s == OperationStatus.SUCCESS ? value.getData() : null;
        }

        @Override
        public void putStepUtf8(byte[] key, byte[] v) {
            // an auto-commit transaction, with the environment's durability
            steps.put(null, new DatabaseEntry(key), new DatabaseEntry(v));
        }

        /**
         * Read with a write lock, then write, in one transaction: workers serialize on the entry. An
         * absent entry has no lock to take (JE locks records, not the gap where one would be), so two
         * workers can both find it absent: it is created with putNoOverwrite, and the one that finds it
         * created meanwhile starts again and reads it (with put, the second creator overwrote the first's
         * totals: a 64-worker test lost half the updates).
         */
        @Override
        public void update(byte[] k, java.util.function.UnaryOperator<byte[]> change) {
            DatabaseEntry key = new DatabaseEntry(k);
            while (true) {
                DatabaseEntry old = new DatabaseEntry();
                Transaction txn = env.beginTransaction(null, null);
                try {
                    if (singletons.get(txn, key, old, LockMode.RMW) == OperationStatus.SUCCESS) {
                        singletons.put(txn, key, new DatabaseEntry(change.apply(old.getData())));
                    } else if (singletons.putNoOverwrite(txn, key, new DatabaseEntry(change.apply(null)))
                            == OperationStatus.KEYEXIST) {
                        continue; // created by another worker meanwhile: abort (below) and read it
                    }
                    txn.commit();
                    return;
                } finally {
                    if (txn.isValid()) {
                        txn.abort();
                    }
                }
            }
        }

        @Override
        public byte[] singleton(byte[] key) {
            DatabaseEntry stored = new DatabaseEntry();
            return singletons.get(null, new DatabaseEntry(key), stored, LockMode.DEFAULT) == OperationStatus.SUCCESS
                    ? stored.getData() : null;
        }
    }
}
