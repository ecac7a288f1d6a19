package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;
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
import org.dbbench.threeen1.store.StoreSettings;
import org.dbbench.threeen1.store.StoreType;

/**
 * DuckDB, embedded, in process, through its JDBC driver: one database file ({@code duckdb.db}) and
 * its write-ahead log ({@code duckdb.db.wal}). Every worker has its own connection to the one
 * database instance the store holds open; every write is its own autocommit transaction except the
 * worker totals, which commit together. DuckDB is built for analytics: a commit is a transaction of
 * its own with a WAL write, and the workload's one-row commits measure what that costs.
 *
 * <p>Concurrency: one writer at a time. DuckDB's transactions are optimistic, and its own
 * concurrency guide promises a conflict error when two connections change the same row at once; but
 * upserts from several connections at once are not safe in this version: DuckDB issue 21126 (open,
 * 2026-02) crashes the process with two threads upserting the same keys, and this suite's 64-worker
 * test once failed with "Data Corruption Error: Corrupted uncompressed string segment" inside a
 * write (CI, 2026-11-27). So the workers' writes take a store-wide lock in this JVM, as SQLite's do;
 * reads run beside them. With no two writes at once, no write loses a conflict and none is retried.
 *
 * <p>Durability (what reaches stable storage at commit): DuckDB appends each commit to its WAL and,
 * with {@code fsync_mode=STANDARD} (its default), syncs the WAL before the commit returns; a
 * checkpoint ({@code checkpoint_threshold} of WAL, 16 MiB by default) copies the WAL into the
 * database file.
 * <ul>
 *   <li>DURABLE: {@code fsync_mode=STANDARD}: the WAL synced at every commit.</li>
 *   <li>RELAXED: {@code fsync_mode=NONE}: the WAL written at every commit, never synced, not even at
 *       a checkpoint. A killed process loses nothing committed; after an OS crash commits may be lost
 *       and, DuckDB warns, the database file may be corrupt. DuckDB cannot provide the level between:
 *       no mode skips the sync at commit but keeps it at checkpoints.</li>
 *   <li>NONE: the same as RELAXED: DuckDB cannot run a database file without its WAL.</li>
 * </ul>
 */
public final class DuckDbStore extends JdbcStore {
    static final String NAME = "duckdb";
    static final String DATABASE_FILE = "duckdb.db";
    /** The database file, its WAL, and the directory DuckDB spills temporary data into. */
    static final Pattern OWN_FILES = Pattern.compile("duckdb\\.db(\\.wal|\\.tmp)?");
    /** The tuned profile: a checkpoint every 256 MiB of WAL instead of 16, so a run is rarely paused by one. */
    private static final String TUNED_CHECKPOINT_THRESHOLD = "256MiB";
    /**
     * And one thread of its own instead of one per core: its pool parallelises scans, which one-row
     * statements do not have, and on two cores it competes with the workers. 14% faster in an A/B
     * (1..2,000, k=4, 95% 2-26%).
     */
    private static final String TUNED_THREADS = "1";

    /** The registration of this store: name "duckdb", unavailable where its native library cannot load. */
    public static final StoreType TYPE = new NativeStoreType(NAME, DuckDbStore::open,
            dir -> StoreFiles.isAbsentEmptyOrOnly(dir, OWN_FILES), DuckDbStore::loadNativeLibrary);

    /** Relaxed, and none too: DuckDB has no level that syncs only at checkpoints, nor one without its WAL. */
    private static final String UNSYNCED_WAL = "fsync_mode=NONE: each commit is written to the WAL, never synced; a"
            + " killed process loses nothing committed, an OS crash may lose commits and corrupt the file";

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.SQL_JDBC,
            // the JDBC driver in Java; its native methods (DuckDB's C++) are the engine
            new Engine("DuckDB JDBC", "org.duckdb:duckdb_jdbc", "org.duckdb.DuckDBDriver",
                    StoreDescriptor.packages("org.duckdb.", Role.DRIVER)),
            StoreDescriptor.ladder(
                    new Rung("fsync_mode=STANDARD: each commit's WAL record is synced before the commit returns",
                            "an fsync of the WAL per commit", Proof.SYNC_PER_COMMIT),
                    new Rung(UNSYNCED_WAL, "a WAL write per commit, no sync", Proof.WRITE_PER_COMMIT),
                    new Rung(UNSYNCED_WAL + " (DuckDB cannot run without its WAL: as relaxed)",
                            "a WAL write per commit, no sync", Proof.NO_SYNC)),
            "checkpoint every 256 MiB of WAL, one thread of its own", Expected.UNMEASURED);

    /** Held open for the store's life: the sessions' connections share its database instance. */
    private final Connection anchor;
    /** Writers serialize on this lock (see the class comment). */
    private final ReentrantLock writeLock = new ReentrantLock();

    private DuckDbStore(StoreOptions options, Path dir) {
        super(NAME, options, dir, "jdbc:duckdb:" + dir.resolve(DATABASE_FILE), config(options),
                SqlStatements.of(NAME, Map.of(
                        "create.step", "CREATE TABLE IF NOT EXISTS step (k VARCHAR PRIMARY KEY, v VARCHAR NOT NULL)",
                        "create.singleton", "CREATE TABLE IF NOT EXISTS singleton (name VARCHAR PRIMARY KEY,"
                                + " v BIGINT NOT NULL)",
                        "seed.singleton", "INSERT INTO singleton (name, v) VALUES (?, 0) ON CONFLICT (name) DO NOTHING")),
                WriteRetries.NONE);
        Connection c = null;
        try {
            c = connect();
            createSchema(c);
            described(describe(c));
        } catch (SQLException e) {
            JdbcSession.closeQuietly(c);
            throw failure("open " + dir.resolve(DATABASE_FILE), e);
        }
        anchor = c;
    }

    /**
     * DuckDB gives no SQL state; its message names the violation. A step is written with a plain
     * INSERT, as on Derby, H2 and HSQLDB, and updated when the key is there: an {@code ON CONFLICT}
     * clause makes DuckDB's insert about six times slower (2.7 ms against 0.45 ms a statement, one
     * connection, 2026-11-27), and most steps are new keys.
     */
    @Override
    boolean duplicateKey(SQLException e) {
        return e.getMessage() != null && e.getMessage().startsWith("Constraint Error: Duplicate key");
    }

    /** DuckDB's read-only access mode: no WAL, no checkpoint at close. */
    @Override
    boolean opensReadOnly() {
        return true;
    }

    /** Opens (creating when absent) the DuckDB store in {@code options.dir()}. */
    public static DuckDbStore open(StoreOptions options) {
        return open(TYPE, options, dir -> new DuckDbStore(options, dir));
    }

    /** The prefix of a DuckDB setting an A/B gives. */
    private static final String SETTING_PROPERTY = "duckdb.";

    /** DuckDB's settings for every connection of the database instance. */
    private static Properties config(StoreOptions options) {
        Properties config = new Properties();
        if (options.readOnly()) {
            config.setProperty("duckdb.read_only", "true");
        }
        config.setProperty("fsync_mode", options.durability() == Durability.DURABLE ? "STANDARD" : "NONE");
        if (options.tuned()) {
            config.setProperty("checkpoint_threshold", TUNED_CHECKPOINT_THRESHOLD);
            config.setProperty("threads", TUNED_THREADS);
        }
        if (options.cacheMb() > 0) {
            config.setProperty("memory_limit", options.cacheMb() + "MiB");
        }
        // an A/B's settings (-Dduckdb.threads=1), over the profile's
        StoreSettings.given(SETTING_PROPERTY).forEach((k, v) -> config.setProperty(k.substring(SETTING_PROPERTY.length()), v));
        return config;
    }

    private static void loadNativeLibrary() {
        try {
            Class.forName("org.duckdb.DuckDBNative"); // its static initializer loads the library
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private Map<String, String> describe(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT version(),"
                + " current_setting('fsync_mode'), current_setting('checkpoint_threshold'),"
                + " current_setting('memory_limit'), current_setting('threads')")) {
            rs.next();
            Map<String, String> s = StoreSettings.begin("DuckDB " + rs.getString(1) + ", embedded, JDBC", options);
            s.put("fsync_mode", rs.getString(2));
            s.put("checkpoint_threshold", rs.getString(3));
            s.put("memory_limit", rs.getString(4) + (options.cacheMb() > 0 ? " (--cache)" : " (default)"));
            s.put("threads", rs.getString(5));
            for (String given : StoreSettings.given(SETTING_PROPERTY).keySet()) {
                try (ResultSet g = st.executeQuery("SELECT current_setting('"
                        + given.substring(SETTING_PROPERTY.length()).replace("'", "''") + "')")) {
                    s.put(given, g.next() ? g.getString(1) : "?");
                }
            }
            s.put("connections", "one per worker, on one database instance");
            s.put("writers", "one at a time: a store-wide lock in this JVM (concurrent upserts are unsafe in DuckDB,"
                    + " its issue 21126)");
            s.put("isolation", "snapshot, autocommit per statement; worker totals in one transaction");
            s.put("putStep", JdbcStore.INSERT_THEN_UPDATE);
            return s;
        }
    }

    @Override
    Lock writeLock() {
        return writeLock;
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    void shutDown() {
        try {
            anchor.close(); // the last connection: DuckDB checkpoints the WAL into the file and closes it
        } catch (SQLException e) {
            throw failure("close " + dir.resolve(DATABASE_FILE), e);
        }
    }
}
