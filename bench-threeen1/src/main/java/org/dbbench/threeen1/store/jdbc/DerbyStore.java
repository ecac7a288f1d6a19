package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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
    private static final String DATABASE_SHUT_DOWN = "08006";

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
            Map<String, String> bootProperties = DerbySettings.bootProperties(options);
            DerbyStore store = new DerbyStore(options, dir, DerbySettings.describe(options, bootProperties));
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

    private void boot(Map<String, String> bootProperties) {
        boolean created = !Files.exists(database);
        DerbyErrorLog.install();
        DerbyErrorLog.appendTo(dir.resolve(ERROR_LOG));
        // A JVM-wide derby.system.durability=test set by someone else must not make this durable store
        // silently unsynced.
        List<String> cleared = options.durability() == Durability.DURABLE
                ? List.of(DerbySettings.DURABILITY_PROPERTY) : List.of();
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
