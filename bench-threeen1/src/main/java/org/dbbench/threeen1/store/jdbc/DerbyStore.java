package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * Apache Derby, embedded, on disk, through JDBC. Each session owns one connection (autocommit, READ
 * COMMITTED) and its prepared statements; the SQL is in {@code derby-sql.properties}.
 *
 * <p>Layout: the store directory holds the Derby database in {@code derby/} (Derby refuses to create
 * a database in a directory that already exists, and the suite never deletes a directory it did not
 * create) and Derby's error log in {@code derby.log}.
 *
 * <p>Durability (what reaches stable storage at commit):
 * <ul>
 *   <li>DURABLE: Derby's default. Every commit writes its log records and returns only after they
 *       are on disk: Derby opens the log file in write-sync mode ("rwd", O_DSYNC), so each log write
 *       is a synchronous write; concurrent commits share one such write (group commit).</li>
 *   <li>RELAXED: Derby has no "recoverable without a sync per commit" mode (DERBY-306 proposed one;
 *       it was never built). The closest setting is {@code derby.system.durability=test}: every commit
 *       still hands its log records to the OS with a plain write, so a killed JVM loses nothing
 *       committed and recovers (the crash test proves it), but nothing is ever synced, neither the log
 *       nor the data pages at a checkpoint: after an OS crash or power loss commits may be lost and
 *       Derby documents that the database may not recover.</li>
 *   <li>NONE: Derby cannot run without its log; the same setting as RELAXED.</li>
 * </ul>
 *
 * <p>Derby reads its storage settings (durability, page cache, log buffer, checkpoint interval) from
 * JVM system properties when a database boots. This store sets them only around its own boot, under
 * a lock, and restores the previous values, so stores opened one after the other in one JVM each get
 * their own settings; a database already booted in this JVM is refused rather than silently sharing
 * another store's settings.
 */
public final class DerbyStore extends JdbcStore {
    static final String NAME = "derby";

    /** The registration of this store: name "derby". */
    public static final StoreType TYPE = StoreType.persistent(NAME, DerbyStore::open, DerbyStore::canUse);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.SQL_JDBC,
            new Engine("Apache Derby", "org.apache.derby:derby", "org.apache.derby.impl.store.raw.RawStore",
                    // the language layer and JDBC unless the store's (raw store, access, log, locks, cache)
                    StoreDescriptor.packages("org.apache.derby.", Role.DRIVER,
                            "org.apache.derby.impl.store.", Role.ENGINE,
                            "org.apache.derby.iapi.store.", Role.ENGINE,
                            "org.apache.derby.impl.services.locks.", Role.ENGINE,
                            "org.apache.derby.impl.services.cache.", Role.ENGINE,
                            "org.apache.derby.impl.io.", Role.ENGINE,
                            "org.apache.derby.io.", Role.ENGINE,
                            // data values: compared by the B-tree and the language alike
                            "org.apache.derby.iapi.types.", Role.NEUTRAL,
                            // formats, streams, context stacks
                            "org.apache.derby.iapi.services.", Role.NEUTRAL,
                            "org.apache.derby.iapi.util.", Role.NEUTRAL,
                            "org.apache.derby.shared.", Role.NEUTRAL), false, DerbyVersionFile::read),
            StoreDescriptor.ladder(
                    new Rung("Derby's default; each commit returns after its log records are"
                            + " written to the log file opened with O_DSYNC (a synchronous write per commit,"
                            + " shared by concurrent commits)", "an O_DSYNC log write per commit",
                            Proof.SYNC_PER_COMMIT),
                    new Rung("derby.system.durability=test (Derby has no recoverable no-sync"
                            + " mode); each commit writes its log to the OS, so it survives a killed JVM, but nothing"
                            + " is ever fsynced: an OS crash or power loss may lose commits and Derby says the"
                            + " database may then not recover", "no sync", Proof.NO_SYNC),
                    new Rung("derby.system.durability=test, the same as relaxed (Derby cannot run"
                            + " without its log); no fsync ever; survives a killed JVM, not an OS crash", "no sync",
                            Proof.NO_SYNC)),
            "page size 16 KiB, page cache 256 MiB, log buffer 1 MiB, checkpoint interval and log switch"
                    + " interval 128 MiB",
            Expected.perMillion(128, 105));

    private static final String DATABASE_DIR = "derby";
    private static final String ERROR_LOG = "derby.log";
    /** What a Derby database directory holds (service files, data segment, log, locks, scratch). */
    private static final Set<String> DATABASE_FILES = Set.of(
            "service.properties", "seg0", "log", "db.lck", "dbex.lck", "tmp", "jar",
            "README_DO_NOT_TOUCH_FILES.txt");
    private static final String DURABILITY_PROPERTY = "derby.system.durability";
    private static final String DATABASE_SHUT_DOWN = "08006";

    /** Derby's defaults (Derby 10.16 Tuning Guide), printed when the engine's defaults are in force. */
    private static final int DEFAULT_PAGE_SIZE = 4096;
    private static final int DEFAULT_PAGE_CACHE_PAGES = 1000;
    private static final List<List<String>> DEFAULT_LOG_SETTINGS = List.of(
            List.of("derby.storage.logBufferSize", Integer.toString(32 * 1024)),
            List.of("derby.storage.checkpointInterval", Integer.toString(10 * 1024 * 1024)),
            List.of("derby.storage.logSwitchInterval", Integer.toString(1024 * 1024)));

    private static final int TUNED_PAGE_SIZE = 16384;
    private static final int TUNED_CACHE_MB = 256;
    /**
     * The tuned profile, measured on 1..1,000,000 with 4 workers (relaxed, ParallelGC, 3 GiB heap; CPU
     * seconds of the whole JVM, this 2-core VM). Page size: 4 KiB (Derby's default) 73, 8 KiB 67,
     * 16 KiB 60-63, 32 KiB 59-65: a larger page means fewer B-tree levels and page splits per insert;
     * 16 KiB is kept. The page cache: 256 MiB holds the hot part of the ~470 MB database, 512 MiB was
     * no faster. The log buffer lets concurrent commits share one log write; the longest checkpoint
     * interval and log file keep checkpoints (which write every dirty page) rare.
     */
    private static final Map<String, String> TUNED_SETTINGS = Map.of(
            "derby.storage.pageSize", Integer.toString(TUNED_PAGE_SIZE),
            "derby.storage.logBufferSize", Integer.toString(1024 * 1024),
            "derby.storage.checkpointInterval", Integer.toString(128 * 1024 * 1024),
            "derby.storage.logSwitchInterval", Integer.toString(128 * 1024 * 1024));

    private final Path database;
    private final Map<String, String> settings;

    private DerbyStore(StoreOptions options, Path dir, Map<String, String> settings) {
        super(NAME, options, dir, "jdbc:derby:" + dir.resolve(DATABASE_DIR));
        this.database = dir.resolve(DATABASE_DIR);
        this.settings = settings;
        described(settings);
    }

    /** Opens (creating when absent) the Derby store in {@code options.dir()}. */
    public static DerbyStore open(StoreOptions options) {
        return open(TYPE, options, dir -> {
            Map<String, String> bootProperties = bootProperties(options);
            DerbyStore store = new DerbyStore(options, dir, describe(options, bootProperties));
            try {
                store.boot(bootProperties);
            } catch (RuntimeException e) {
                // Shut down what did boot, so a later open boots again with its own settings.
                store.markClosed();
                store.shutDownQuietly();
                throw e;
            }
            return store;
        });
    }

    /** True for an absent or empty directory, or one holding exactly this store's Derby layout. */
    static boolean canUse(Path dir) {
        return StoreFiles.isAbsentEmptyOr(dir, names -> holdsOnlyDerby(dir, names));
    }

    private static boolean holdsOnlyDerby(Path dir, List<String> names) {
        if (!names.stream().allMatch(n -> n.equals(DATABASE_DIR) || n.equals(ERROR_LOG))) {
            return false;
        }
        Path database = dir.resolve(DATABASE_DIR);
        if (!Files.isDirectory(database) || !Files.isRegularFile(database.resolve("service.properties"))
                || !Files.isDirectory(database.resolve("seg0")) || !Files.isDirectory(database.resolve("log"))) {
            return false;
        }
        return DATABASE_FILES.containsAll(StoreFiles.list(database));
    }

    /**
     * The JVM system properties Derby must see while this database boots. A storage setting the JVM
     * was started with ({@code -Dderby.storage.pageSize=8192}, as {@code bench compare --b-set} gives
     * it) wins over the profile's, so that comparing one setting measures that setting; durability
     * stays this store's to decide, because it is what the store states.
     */
    private static Map<String, String> bootProperties(StoreOptions options) {
        Map<String, String> p = new LinkedHashMap<>();
        if (options.durability() != Durability.DURABLE) {
            p.put(DURABILITY_PROPERTY, "test");
        }
        String given = System.getProperty("derby.storage.pageSize");
        int pageSize = given != null && given.matches("[0-9]{1,9}") ? Integer.parseInt(given)
                : options.tuned() ? TUNED_PAGE_SIZE : DEFAULT_PAGE_SIZE;
        int cacheMb = StoreSettings.cacheMb(options, TUNED_CACHE_MB);
        if (cacheMb > 0) {
            long pages = Math.max(40, (long) cacheMb * 1024 * 1024 / pageSize);
            p.put("derby.storage.pageCacheSize", Long.toString(pages));
        }
        if (options.tuned()) {
            p.putAll(TUNED_SETTINGS);
        }
        p.keySet().removeIf(k -> !k.equals(DURABILITY_PROPERTY) && System.getProperty(k) != null);
        return p;
    }

    /** The settings in force, with Derby's defaults spelled out where this store sets nothing. */
    private static Map<String, String> describe(StoreOptions options, Map<String, String> bootOnly) {
        // what Derby boots with: this store's settings, and those the JVM was started with
        Map<String, String> boot = new LinkedHashMap<>(bootOnly);
        for (String key : List.of("derby.storage.pageSize", "derby.storage.pageCacheSize",
                "derby.storage.logBufferSize", "derby.storage.checkpointInterval", "derby.storage.logSwitchInterval")) {
            if (!boot.containsKey(key) && System.getProperty(key) != null) {
                boot.put(key, System.getProperty(key));
            }
        }
        Map<String, String> s = StoreSettings.begin("Apache Derby, embedded, JDBC", options); // version: at boot
        s.put("derby.system.durability", boot.getOrDefault("derby.system.durability",
                "(unset: log write-synced at every commit)"));
        String size = boot.getOrDefault("derby.storage.pageSize", Integer.toString(DEFAULT_PAGE_SIZE));
        int pageSize = size.matches("[0-9]{1,9}") ? Integer.parseInt(size) : DEFAULT_PAGE_SIZE;
        long pages = Long.parseLong(boot.getOrDefault("derby.storage.pageCacheSize",
                Integer.toString(DEFAULT_PAGE_CACHE_PAGES)));
        s.put("derby.storage.pageSize", pageSize + (boot.containsKey("derby.storage.pageSize") ? "" : " (default)"));
        s.put("derby.storage.pageCacheSize", pages + " pages = "
                + String.format(java.util.Locale.ROOT, "%.1f MiB", pages * pageSize / (1024.0 * 1024.0))
                + (boot.containsKey("derby.storage.pageCacheSize") ? "" : " (default)"));
        for (List<String> d : DEFAULT_LOG_SETTINGS) {
            s.put(d.get(0), boot.getOrDefault(d.get(0), d.get(1) + " (default)"));
        }
        s.put("isolation", "READ COMMITTED, autocommit per statement");
        s.put("putStep", "INSERT; UPDATE after a duplicate-key error");
        return s;
    }

    private void boot(Map<String, String> bootProperties) {
        boolean created = !Files.exists(database);
        DerbyErrorLog.install();
        DerbyErrorLog.appendTo(dir.resolve(ERROR_LOG));
        // A JVM-wide derby.system.durability=test set by someone else must not make this durable store
        // silently unsynced.
        List<String> cleared = options.durability() == Durability.DURABLE ? List.of(DURABILITY_PROPERTY) : List.of();
        try {
            ScopedSystemProperties.during(bootProperties, cleared, () -> {
                try (Connection c = DriverManager.getConnection(url + (created ? ";create=true" : ""))) {
                    settings.put("engine", "Apache Derby " + c.getMetaData().getDatabaseProductVersion()
                            + ", embedded, JDBC");
                    createTablesIfAbsent(c, bootProperties);
                }
            });
        } catch (SQLException e) {
            throw failure("open " + database, e);
        }
    }

    private void createTablesIfAbsent(Connection c, Map<String, String> bootProperties) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql.get("count.tables"))) {
            rs.next();
            if (rs.getInt(1) == 2) {
                return;
            }
        }
        c.setAutoCommit(false);
        String pageSize = bootProperties.get("derby.storage.pageSize");
        if (pageSize != null) {
            // Kept in the database: tables created later get the same page size.
            try (PreparedStatement p = c.prepareStatement(sql.get("set.database.property"))) {
                p.setString(1, "derby.storage.pageSize");
                p.setString(2, pageSize);
                p.execute();
            }
        }
        createSchema(c);
        c.commit();
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    void shutDown() {
        try {
            DriverManager.getConnection(url + ";shutdown=true").close();
        } catch (SQLException e) {
            if (!DATABASE_SHUT_DOWN.equals(e.getSQLState())) {
                throw failure("shut down " + database, e);
            }
        } finally {
            DerbyErrorLog.detach(database.resolveSibling(ERROR_LOG));
        }
    }

    /** After a failed boot: 08006 is the normal answer; any other means it did not boot, as wanted. */
    private void shutDownQuietly() {
        try {
            shutDown();
        } catch (IllegalStateException notBooted) {
            // the boot's error is the one to report
        }
    }
}
