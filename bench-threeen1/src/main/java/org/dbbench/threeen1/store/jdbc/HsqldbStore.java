package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
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
 * HSQLDB (HyperSQL), embedded, on disk, through JDBC, with CACHED tables: rows live in the
 * {@code hsqldb.data} file and only as many as the row cache holds stay in memory. Beside it HSQLDB
 * keeps {@code hsqldb.properties}, {@code hsqldb.script} (the schema and settings), {@code hsqldb.log}
 * (the redo log of every change since the last checkpoint), {@code hsqldb.backup} (the data file's
 * pages as of the last checkpoint, restored after a crash before the log is replayed) and a lock file.
 * Each session owns one connection and its prepared statements; the SQL is in
 * {@code hsqldb-sql.properties}.
 *
 * <p>Durability (what reaches stable storage at commit), set at every open with {@code SET FILES}:
 * <ul>
 *   <li>DURABLE: {@code WRITE DELAY FALSE}: each commit writes its log records and syncs the log
 *       before it returns.</li>
 *   <li>RELAXED: HSQLDB's default, {@code WRITE DELAY TRUE}: commits are written to a 16 KiB buffer
 *       in the JVM, and a timer flushes and syncs the log every 500 ms (or the buffer reaches the OS
 *       when it fills). A killed process loses at most the last 500 ms of commits and replays the log
 *       to a consistent state.</li>
 *   <li>NONE: {@code LOG FALSE}: no redo log at all; changes reach the data file only at a checkpoint
 *       (the log-size trigger does not fire without a log) and at a clean close. A killed process
 *       reopens at the last checkpoint, restored from the backup file: everything since is lost.</li>
 * </ul>
 *
 * <p>Cache settings ({@code CACHE ROWS}, {@code CACHE SIZE}) take effect only when HSQLDB opens the
 * database: a new database gets them from the URL; an existing one whose settings differ is set, shut
 * down and opened again, so every run runs with the settings it prints.
 */
public final class HsqldbStore extends JdbcStore {
    static final String NAME = "hsqldb";

    /** The registration of this store: name "hsqldb". */
    public static final StoreType TYPE = StoreType.persistent(NAME, HsqldbStore::open, HsqldbStore::canUse,
            level -> null, List.of("hsqldb.lck"));

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.SQL_JDBC,
            new Engine("HSQLDB", "org.hsqldb:hsqldb", "org.hsqldb.jdbc.JDBCDriver",
                    // SQL unless persistence (cache, log, data files), row formats, indexes, rows, transactions
                    StoreDescriptor.packages("org.hsqldb.", Role.DRIVER,
                            "org.hsqldb.persist.", Role.ENGINE,
                            "org.hsqldb.rowio.", Role.ENGINE,
                            "org.hsqldb.index.", Role.ENGINE,
                            "org.hsqldb.Row", Role.ENGINE,
                            "org.hsqldb.TransactionManager", Role.ENGINE,
                            "org.hsqldb.lib.", Role.NEUTRAL,
                            "org.hsqldb.types.", Role.NEUTRAL)),
            StoreDescriptor.ladder(
                    new Rung("SET FILES WRITE DELAY FALSE: each commit writes its log records and syncs the"
                            + " log before the call returns", "an fsync of the log per commit", Proof.SYNC_PER_COMMIT),
                    new Rung("HSQLDB's default WRITE DELAY (500 ms): commits are buffered in the JVM and the"
                            + " log is flushed and synced every 500 ms; a killed process loses at most the last"
                            + " 500 ms of commits and replays the log to a consistent state", "no sync per commit",
                            Proof.NO_SYNC),
                    new Rung("SET FILES LOG FALSE: no redo log; changes reach the data file only at a"
                            + " checkpoint or a clean close; a killed process reopens at the last checkpoint"
                            + " and loses everything since", "no sync", Proof.NO_SYNC)),
            "cache 512 MiB, log size 200 MiB, NO PAD string comparison", Expected.perMillion(259, 207));

    private static final String DATABASE_NAME = "hsqldb";
    private static final String PROPERTIES_FILE = DATABASE_NAME + ".properties";

    /**
     * Every profile: the built-in administrator, and no shutdown when the last connection closes (the
     * store shuts down itself, after its sessions).
     */
    private static final String COMMON_SETTINGS = ";user=SA;password=;shutdown=false";

    /** HSQLDB's defaults (HyperSQL guide, "Properties"), restored when a store is opened untuned. */
    private static final int DEFAULT_CACHE_ROWS = 50_000;
    private static final int DEFAULT_CACHE_KB = 10_000;
    private static final int DEFAULT_LOG_SIZE_MB = 50;

    /**
     * The tuned profile: a row cache that holds the 1..1,000,000 run (about 2.2 million rows), and a
     * log large enough that a checkpoint (which writes every changed row and rewrites the script) comes
     * seldom. A larger log means a longer replay after a crash.
     */
    private static final int TUNED_CACHE_MB = 512;
    private static final int TUNED_LOG_SIZE_MB = 200;
    /** Rows per MiB of cache: a step row takes well over 128 bytes in memory, so the size limit binds. */
    private static final int CACHE_ROWS_PER_MB = 8 * 1024;

    /** HSQLDB's name of its transaction control mode, as it reports it. */
    private static final String TX_PROPERTY = "hsqldb.tx";

    /** Keeps the database open; the SHUTDOWN at close runs on it. */
    private final Connection anchor;

    private HsqldbStore(StoreOptions options, Path dir) {
        super(NAME, options, dir, "jdbc:hsqldb:file:" + dir.resolve(DATABASE_NAME) + COMMON_SETTINGS
                + cacheUrlSettings(options) + sqlUrlSettings(options) + (options.readOnly() ? ";readonly=true" : ""));
        Connection c = null;
        try {
            c = HsqldbStaleLock.connectAfterIt(this::connect);
            if (!readOnly() && !cacheInForce(c)) {
                // An existing database keeps the cache it was opened with until it is opened again.
                try (Statement s = c.createStatement()) {
                    s.execute(String.format(Locale.ROOT, sql.get("cache.rows"), cacheRows(options)));
                    s.execute(String.format(Locale.ROOT, sql.get("cache.size"), cacheKb(options)));
                    s.execute(sql.get("shutdown"));
                }
                JdbcSession.closeQuietly(c);
                c = connect();
            }
            if (!readOnly()) {
                applyDurabilityAndProfile(c);
            }
            createSchema(c);
            described(describe(c));
        } catch (SQLException e) {
            shutDownQuietly(c);
            throw failure("open " + dir.resolve(DATABASE_NAME), e);
        } catch (RuntimeException e) {
            shutDownQuietly(c);
            throw e;
        }
        anchor = c;
    }

    /** Opens (creating when absent) the HSQLDB store in {@code options.dir()}. */
    public static HsqldbStore open(StoreOptions options) {
        // (HSQLDB would hand a second open in this JVM the database already open, with the first one's settings.)
        return open(TYPE, options, dir -> new HsqldbStore(options, dir));
    }

    /** True for an absent or empty directory, or one holding only this store's HSQLDB files. */
    static boolean canUse(Path dir) {
        // hsqldb.properties plus hsqldb.script, .log, .data, .backup, .lck and the hsqldb.tmp directory.
        return StoreFiles.isAbsentEmptyOr(dir, names -> names.contains(PROPERTIES_FILE)
                && names.stream().allMatch(n -> n.startsWith(DATABASE_NAME + ".")));
    }

    private static int cacheMb(StoreOptions options) {
        return StoreSettings.cacheMb(options, TUNED_CACHE_MB);
    }

    private static int cacheRows(StoreOptions options) {
        int mb = cacheMb(options);
        return mb > 0 ? Math.max(DEFAULT_CACHE_ROWS, mb * CACHE_ROWS_PER_MB) : DEFAULT_CACHE_ROWS;
    }

    private static int cacheKb(StoreOptions options) {
        int mb = cacheMb(options);
        return mb > 0 ? mb * 1024 : DEFAULT_CACHE_KB;
    }

    /** The cache of a new database, on the URL (HSQLDB applies URL properties only when creating). */
    private static String cacheUrlSettings(StoreOptions options) {
        return ";hsqldb.cache_rows=" + cacheRows(options) + ";hsqldb.cache_size=" + cacheKb(options);
    }

    /**
     * SQL properties, on the URL (HSQLDB applies them when creating): tuned, strings compare without
     * padding (NO PAD: the keys never end in spaces, and PAD SPACE comparisons took 13% of HSQLDB's CPU
     * time in its profile; 12.6% faster in an A/B, docs/stores.md); then an A/B's -Dsql.* properties.
     */
    private static String sqlUrlSettings(StoreOptions options) {
        Map<String, String> p = new TreeMap<>();
        if (options.tuned()) {
            p.put("sql.pad_space", "false");
        }
        p.putAll(StoreSettings.given("sql."));
        StringBuilder url = new StringBuilder();
        p.forEach((k, v) -> url.append(';').append(k).append('=').append(v));
        return url.toString();
    }

    private boolean cacheInForce(Connection c) throws SQLException {
        Map<String, String> p = properties(c);
        return String.valueOf(cacheRows(options)).equals(p.get("hsqldb.cache_rows"))
                && String.valueOf(cacheKb(options)).equals(p.get("hsqldb.cache_size"));
    }

    /** readonly=true: HSQLDB opens its files to read; no script, data or properties file is written. */
    @Override
    boolean opensReadOnly() {
        return true;
    }

    private void applyDurabilityAndProfile(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql.get(options.durability() == Durability.NONE ? "log.off" : "log.on"));
            s.execute(sql.get(options.durability() == Durability.DURABLE ? "write.delay.none" : "write.delay.default"));
            s.execute(String.format(Locale.ROOT, sql.get("log.size"),
                    options.tuned() ? TUNED_LOG_SIZE_MB : DEFAULT_LOG_SIZE_MB));
            // two-phase locking, HSQLDB's default; an A/B may ask for another (-Dhsqldb.tx=mvcc)
            s.execute(String.format(Locale.ROOT, sql.get("tx.control"), System.getProperty(TX_PROPERTY, "locks")));
        }
    }

    private Map<String, String> properties(Connection c) throws SQLException {
        Map<String, String> all = new LinkedHashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql.get("settings"))) {
            while (rs.next()) {
                all.put(rs.getString(1), rs.getString(2));
            }
        }
        return all;
    }

    private Map<String, String> describe(Connection c) throws SQLException {
        Map<String, String> s = StoreSettings.begin("HSQLDB " + c.getMetaData().getDatabaseProductVersion()
                + ", embedded, CACHED tables, JDBC", options);
        Map<String, String> p = properties(c);
        for (String name : List.of("hsqldb.log_data", "hsqldb.write_delay", "hsqldb.write_delay_millis",
                "hsqldb.log_size", "hsqldb.cache_rows", "hsqldb.cache_size", TX_PROPERTY, "hsqldb.nio_data_file",
                "sql.pad_space")) {
            s.put(name, p.getOrDefault(name, "?"));
        }
        StoreSettings.given("sql.").keySet().forEach(k -> s.put(k, p.getOrDefault(k, "?")));
        s.put("hsqldb.cache_size", s.get("hsqldb.cache_size") + " KiB");
        s.put("hsqldb.log_size", s.get("hsqldb.log_size") + " MiB");
        s.put("isolation", "READ COMMITTED, autocommit per statement");
        s.put("putStep", JdbcStore.INSERT_THEN_UPDATE);
        return s;
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    void shutDown() {
        try (Statement s = anchor.createStatement()) {
            s.execute(sql.get("shutdown")); // a checkpoint: data file and script written, log emptied
        } catch (SQLException e) {
            throw failure("shut down " + dir.resolve(DATABASE_NAME), e);
        } finally {
            JdbcSession.closeQuietly(anchor);
        }
    }

    private void shutDownQuietly(Connection c) {
        if (c == null) {
            return;
        }
        try (Statement s = c.createStatement()) {
            s.execute(sql.get("shutdown"));
        } catch (SQLException e) {
            // the error that made the open fail is the one to report
        }
        JdbcSession.closeQuietly(c);
    }
}
