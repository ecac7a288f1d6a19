package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.dbbench.core.BadInputException;
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
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;
import org.sqlite.SQLiteJDBCLoader;

/**
 * SQLite through the xerial JDBC driver (its bundled native library), in WAL journal mode, on disk:
 * the database is {@value #DATABASE_FILE} in the store directory, with SQLite's {@code -wal} and
 * {@code -shm} files beside it. Each session owns one connection and its prepared statements; the SQL
 * is in {@code sqlite-sql.properties}; every connection gets the same pragmas through the URL.
 *
 * <p>Writers serialize: SQLite lets one connection write at a time. The sessions of one store take a
 * store-wide lock around each write, so they queue in the JVM instead of polling in SQLite's busy
 * handler (which sleeps and retries, and under 64 workers lets some wait far longer than others). A
 * lock held elsewhere (another process, a checkpoint) is waited for up to {@code busy_timeout}; when
 * that expires the write fails with an error saying so (SQLITE_BUSY), never a silent endless retry.
 *
 * <p>Durability (what reaches stable storage at commit), always with {@code journal_mode=WAL}:
 * <ul>
 *   <li>DURABLE: {@code synchronous=FULL}: each commit appends its pages to the WAL and syncs the WAL
 *       before it returns.</li>
 *   <li>RELAXED: {@code synchronous=NORMAL}: each commit hands its pages to the OS in the WAL, with no
 *       sync; the WAL is synced only when a checkpoint copies it into the database file. A killed
 *       process loses nothing committed; an OS crash may lose the commits since the last checkpoint,
 *       and the database stays consistent.</li>
 *   <li>NONE: {@code synchronous=OFF}: commits still go to the WAL, but nothing is ever synced, not
 *       even at a checkpoint. A killed process loses nothing committed; after an OS crash or power
 *       loss commits may be lost and, SQLite's documentation warns, the database may be corrupt.</li>
 * </ul>
 */
public final class SqliteStore extends JdbcStore {
    static final String NAME = "sqlite";
    static final String DATABASE_FILE = "sqlite.db";
    /** The prefix of a pragma an A/B gives (-Dsqlite.wal_autocheckpoint=10000). */
    private static final String PRAGMA_PROPERTY = "sqlite.";

    /** How long a statement waits for a lock held outside this store's sessions before it fails. */
    static final int BUSY_TIMEOUT_MS = 10_000;

    /**
     * The tuned profile: a 64 MiB page cache per connection (SQLite's default is 2 MiB), and reads
     * through a memory mapping of the database file, which every connection shares through the OS
     * page cache instead of copying pages into its own cache. A checkpoint every 10,000 WAL pages
     * instead of SQLite's 1,000: 15.8% faster (95%: 14.5 to 17.2%) in a 5-minute A/B at relaxed
     * (docs/stores.md, 2026-11-28). Recovery stays consistent; at relaxed (synchronous=NORMAL syncs
     * the WAL only at a checkpoint) a power cut may lose up to 10,000 pages of commits instead of 1,000.
     */
    private static final int TUNED_CACHE_MB = 64;
    private static final long TUNED_MMAP_BYTES = 1L << 30;
    private static final int TUNED_WAL_AUTOCHECKPOINT_PAGES = 10_000;

    /** The registration of this store: name "sqlite", unavailable where its native library cannot load. */
    public static final StoreType TYPE = new NativeStoreType(NAME, SqliteStore::open, SqliteStore::canUse,
            SqliteStore::loadNativeLibrary);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.SQL_JDBC,
            // the JDBC driver in Java; its native methods (SQLite's C code) are the engine
            new Engine("SQLite JDBC", "org.xerial:sqlite-jdbc", "org.sqlite.JDBC",
                    StoreDescriptor.packages("org.sqlite.", Role.DRIVER)),
            StoreDescriptor.ladder(
                    new Rung("journal_mode=WAL, synchronous=FULL: each commit appends its pages to the WAL"
                            + " and syncs the WAL before the call returns", "an fsync of the WAL per commit",
                            Proof.SYNC_PER_COMMIT),
                    new Rung("journal_mode=WAL, synchronous=NORMAL: each commit writes its pages to the WAL"
                            + " without a sync; the WAL is synced only at checkpoints; a killed process loses"
                            + " nothing committed, an OS crash may lose the commits since the last checkpoint",
                            "no sync per commit", Proof.NO_SYNC),
                    new Rung("journal_mode=WAL, synchronous=OFF: commits go to the WAL but nothing is ever"
                            + " synced; survives a killed process; an OS crash or power loss may lose commits"
                            + " and can corrupt the database file", "no sync", Proof.NO_SYNC)),
            "64 MiB page cache per connection, mmap_size 1 GiB, wal_autocheckpoint 10,000 pages",
            Expected.perMillion(170, 223));

    private final int busyTimeoutMs;
    /** Writers serialize on this lock (see the class comment). */
    private final ReentrantLock writeLock = new ReentrantLock();

    private SqliteStore(StoreOptions options, Path dir, int busyTimeoutMs) {
        super(NAME, options, dir, url(options, dir, busyTimeoutMs));
        this.busyTimeoutMs = busyTimeoutMs;
        try (Connection c = connect()) {
            if (!options.readOnly()) {
                try (Statement s = c.createStatement()) {
                    s.execute("PRAGMA journal_mode=WAL"); // kept in the database file from now on
                }
            }
            createSchema(c);
            described(describe(c));
        } catch (SQLException e) {
            throw failure("open " + dir.resolve(DATABASE_FILE), e);
        }
    }

    /** SQLITE_OPEN_READONLY (the driver's open_mode=1): no write, no checkpoint at close. */
    @Override
    boolean opensReadOnly() {
        return true;
    }

    /** Opens (creating when absent) the SQLite store in {@code options.dir()}. */
    public static SqliteStore open(StoreOptions options) {
        return open(options, BUSY_TIMEOUT_MS);
    }

    /** As {@link #open(StoreOptions)}, waiting {@code busyTimeoutMs} for a lock held elsewhere. */
    static SqliteStore open(StoreOptions options, int busyTimeoutMs) {
        if (options.dir().toString().contains("?")) {
            // The driver reads the connection's pragmas from the URL after '?'.
            throw new BadInputException("--db " + options.dir() + " contains '?', which the SQLite JDBC URL cannot"
                    + " carry; use a directory without '?'");
        }
        return open(TYPE, options, dir -> new SqliteStore(options, dir, busyTimeoutMs));
    }

    /** True for an absent or empty directory, or one holding only this store's SQLite files. */
    static boolean canUse(Path dir) {
        // sqlite.db plus what SQLite keeps beside it: sqlite.db-wal, sqlite.db-shm, sqlite.db-journal.
        return StoreFiles.isAbsentEmptyOr(dir, names -> names.contains(DATABASE_FILE) && names.stream()
                .allMatch(n -> n.startsWith(DATABASE_FILE) && Files.isRegularFile(dir.resolve(n))));
    }

    /**
     * The store's URL. Read-only, a database without a WAL beside it (closed cleanly) is opened as
     * immutable: a read-only connection to a WAL database would create the -wal and -shm files; one left
     * by a killed process holds commits, so it is read, read-only.
     */
    private static String url(StoreOptions options, Path dir, int busyTimeoutMs) {
        Path file = dir.resolve(DATABASE_FILE);
        if (options.readOnly() && !Files.exists(dir.resolve(DATABASE_FILE + "-wal"))) {
            return "jdbc:sqlite:" + file.toUri() + "?immutable=1&" + pragmas(options, busyTimeoutMs);
        }
        return "jdbc:sqlite:" + file + "?" + pragmas(options, busyTimeoutMs);
    }

    /** The pragmas every connection of this store gets, as the driver's URL parameters. */
    private static String pragmas(StoreOptions options, int busyTimeoutMs) {
        Map<String, String> p = new LinkedHashMap<>();
        if (options.readOnly()) {
            p.put("open_mode", "1"); // SQLITE_OPEN_READONLY; the file keeps the journal mode it has
        } else {
            p.put("journal_mode", "WAL");
        }
        p.put("synchronous", switch (options.durability()) {
            case DURABLE -> "FULL";
            case RELAXED -> "NORMAL";
            case NONE -> "OFF";
        });
        p.put("busy_timeout", Integer.toString(busyTimeoutMs));
        // The one multi-statement transaction (worker totals) takes the write lock at BEGIN.
        p.put("transaction_mode", "IMMEDIATE");
        int cacheMb = StoreSettings.cacheMb(options, TUNED_CACHE_MB);
        if (cacheMb > 0) {
            p.put("cache_size", Long.toString(-1024L * cacheMb)); // negative: KiB
        }
        if (options.tuned()) {
            p.put("mmap_size", Long.toString(TUNED_MMAP_BYTES));
            p.put("wal_autocheckpoint", Integer.toString(TUNED_WAL_AUTOCHECKPOINT_PAGES));
        }
        // an A/B's pragmas (-Dsqlite.wal_autocheckpoint=10000), over the profile's
        StoreSettings.given(PRAGMA_PROPERTY).forEach((k, v) -> p.put(k.substring(PRAGMA_PROPERTY.length()), v));
        StringBuilder url = new StringBuilder();
        p.forEach((k, v) -> url.append(url.isEmpty() ? "" : "&").append(k).append('=').append(v));
        return url.toString();
    }

    private Map<String, String> describe(Connection c) throws SQLException {
        String version;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql.get("versions"))) {
            rs.next();
            version = rs.getString(1);
        }
        Map<String, String> s = StoreSettings.begin("SQLite " + version + ", xerial sqlite-jdbc "
                + c.getMetaData().getDriverVersion() + ", embedded, JDBC", options);
        for (String pragma : List.of("journal_mode", "synchronous", "page_size", "cache_size", "mmap_size",
                "wal_autocheckpoint", "busy_timeout")) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA " + pragma)) {
                s.put(pragma, rs.next() ? rs.getString(1) : "?");
            }
        }
        for (String given : StoreSettings.given(PRAGMA_PROPERTY).keySet()) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA "
                    + given.substring(PRAGMA_PROPERTY.length()))) {
                s.put(given, rs.next() ? rs.getString(1) : "?");
            }
        }
        long cacheKib = -Long.parseLong(s.get("cache_size"));
        s.put("cache_size", s.get("cache_size") + String.format(Locale.ROOT, " (%d MiB per connection%s)",
                cacheKib / 1024, options.cacheMb() > 0 || options.tuned() ? "" : ", default"));
        s.put("synchronous", s.get("synchronous") + " (0 OFF, 1 NORMAL, 2 FULL)");
        s.put("writers", "one at a time: a store-wide lock in this JVM; busy_timeout for locks held elsewhere");
        s.put("isolation", "autocommit per statement; worker totals in one BEGIN IMMEDIATE transaction");
        s.put("putStep", "INSERT ... ON CONFLICT (k) DO UPDATE (one statement)");
        return s;
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
        // Nothing beyond closing the connections: the last one to close checkpoints the WAL into
        // the database file and removes the WAL.
    }

    /** An SQLITE_BUSY failure becomes a message saying which lock wait expired, and after how long. */
    @Override
    IllegalStateException explained(IllegalStateException e) {
        if (e.getCause() instanceof SQLiteException s && s.getResultCode() != null
                && s.getResultCode().name().startsWith(SQLiteErrorCode.SQLITE_BUSY.name())) {
            return new IllegalStateException(NAME + ": the database stayed locked for the whole busy_timeout of "
                    + busyTimeoutMs + " ms (" + s.getResultCode().name() + "); another process or connection"
                    + " holds it: " + e.getMessage(), e);
        }
        return e;
    }

    /** Loads the driver's native library (NativeStoreType asks once and keeps the answer). */
    private static void loadNativeLibrary() {
        try {
            if (!SQLiteJDBCLoader.initialize()) {
                throw new IllegalStateException("the driver did not load it");
            }
        } catch (Exception e) {
            throw new IllegalStateException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
        }
    }
}
