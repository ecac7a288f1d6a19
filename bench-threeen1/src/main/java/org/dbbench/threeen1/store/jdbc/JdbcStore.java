package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.Lock;
import java.util.function.Function;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreFiles;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;

/**
 * What the SQL stores (Derby, H2, SQLite, HSQLDB, DuckDB) share: the claim of the directory and the
 * guard against a second open in this JVM, the schema, a session per worker on its own connection,
 * the retries and their count in the settings, the scan of the step table for verify, and a close
 * that ends every session before the engine shuts down. A subclass boots and shuts down its engine
 * and states its settings and durability; it may give commits more to do ({@link #committed}) or
 * serialize its writers ({@link #writeLock}).
 */
abstract class JdbcStore implements Store {
    private static final List<String> SINGLETONS = List.of("result", "highest", "reads", "updates");
    /** The directories of the SQL stores open in this JVM: an engine would share one database between them. */
    private static final Set<Path> OPEN = ConcurrentHashMap.newKeySet();

    private final String name;
    final StoreOptions options;
    /** The store's --db directory. */
    final Path dir;
    final String url;
    final SqlStatements sql;
    final WriteRetries retries;
    private final Properties connectionProperties;
    final Set<JdbcSession> sessions = ConcurrentHashMap.newKeySet();
    private Map<String, String> settings = Map.of();
    private volatile boolean closed;

    /** {@code name}: the registered name, whose SQL properties this store runs; {@code dir}: --db. */
    JdbcStore(String name, StoreOptions options, Path dir, String url) {
        this(name, options, dir, url, new Properties(), SqlStatements.load(name), WriteRetries.NONE);
    }

    JdbcStore(String name, StoreOptions options, Path dir, String url, Properties connectionProperties,
            SqlStatements sql, WriteRetries retries) {
        this.name = name;
        this.options = options;
        this.dir = dir;
        this.url = url;
        this.connectionProperties = connectionProperties;
        this.sql = sql;
        this.retries = retries;
    }

    /**
     * Claims {@code options.dir()} for the store {@code type} ({@link StoreFiles#claim}: its own files
     * or none, writable, created), refuses a directory this JVM already has open, then builds the store
     * on the normalized directory; a build that fails leaves the directory free again.
     */
    static <S extends JdbcStore> S open(StoreType type, StoreOptions options, Function<Path, S> build) {
        Path dir = options.dir().toAbsolutePath().normalize();
        if (dir.toString().contains(";")) {
            // The JDBC URL carries the path, and ';' starts the URL's attributes.
            throw new BadInputException("--db " + dir + " contains ';', which a JDBC URL cannot carry;"
                    + " use a directory without ';'");
        }
        StoreFiles.claim(type, options);
        if (!OPEN.add(dir)) {
            throw new IllegalStateException("the " + type.name() + " store in " + dir + " is already open in this JVM");
        }
        try {
            return build.apply(dir);
        } catch (RuntimeException e) {
            OPEN.remove(dir);
            throw e;
        }
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Durability durability() {
        return options.durability();
    }

    /** A new connection to this store's database, with the store's connection properties. */
    final Connection connect() throws SQLException {
        return DriverManager.getConnection(url, connectionProperties);
    }

    /** True when the store was asked to open read-only and its engine can ({@link #opensReadOnly()}). */
    @Override
    public final boolean readOnly() {
        return options.readOnly() && opensReadOnly();
    }

    /** Whether this engine honours {@link StoreOptions#readOnly()}: its connections then change no file. */
    boolean opensReadOnly() {
        return false;
    }

    /**
     * Creates the tables when absent and seeds each singleton at 0 (every '?' of the seed is its name);
     * nothing when the store is open read-only.
     */
    final void createSchema(Connection c) throws SQLException {
        if (readOnly()) {
            return;
        }
        try (Statement s = c.createStatement()) {
            s.execute(sql.get("create.step"));
            s.execute(sql.get("create.singleton"));
        }
        String seed = sql.get("seed.singleton");
        int parameters = (int) seed.chars().filter(ch -> ch == '?').count();
        try (PreparedStatement p = c.prepareStatement(seed)) {
            for (String singleton : SINGLETONS) {
                for (int i = 1; i <= parameters; i++) {
                    p.setString(i, singleton);
                }
                p.executeUpdate();
            }
        }
    }

    /** The settings this store states (see {@link org.dbbench.threeen1.store.StoreSettings#begin}). */
    final void described(Map<String, String> described) {
        this.settings = described;
    }

    /** The settings in force, with the count of retried writes once there is one. */
    @Override
    public final Map<String, String> settings() {
        return Collections.unmodifiableMap(retries.counted(settings));
    }

    @Override
    public final Session openSession() {
        ensureOpen();
        JdbcSession session = new JdbcSession(this);
        sessions.add(session);
        return session;
    }

    /** Null, or the lock every write of this store's sessions holds (an engine with one writer at a time). */
    Lock writeLock() {
        return null;
    }

    /** How a session writes a step ({@link JdbcSession#putStep}), as a store's settings state it. */
    static final String INSERT_THEN_UPDATE = "INSERT; UPDATE after a duplicate-key error";

    /** SQL's state for a unique key's violation, which Derby, H2 and HSQLDB give on a duplicate step. */
    private static final String DUPLICATE_KEY = "23505";

    /**
     * True when {@code e} refused an insert only because the key is there: the session then updates
     * the entry instead. An engine that gives no SQL state says so in its own words.
     */
    boolean duplicateKey(SQLException e) {
        return DUPLICATE_KEY.equals(e.getSQLState());
    }

    /** After each commit of a session has returned: nothing unless the store's durability needs more. */
    void committed() {
    }

    /** A session's failure, said in this engine's terms where it has something to add. */
    IllegalStateException explained(IllegalStateException failure) {
        return failure;
    }

    @Override
    public final void forEachStep(java.util.function.BiConsumer<String, String> visitor) {
        ensureOpen();
        try (Connection c = connect();
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql.get("all.steps"))) {
            while (rs.next()) {
                visitor.accept(rs.getString(1), rs.getString(2));
            }
        } catch (SQLException e) {
            throw failure("scan the step table", e);
        }
    }

    @Override
    public final void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (JdbcSession session : sessions) {
            session.close();
        }
        try {
            shutDown();
        } finally {
            OPEN.remove(dir);
        }
    }

    /** Shuts the engine down cleanly, once, after every session has closed. */
    abstract void shutDown();

    /** For an open that failed half-way: later calls are refused and close does nothing. */
    final void markClosed() {
        closed = true;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the " + name + " store in " + dir + " is closed");
        }
    }

    final IllegalStateException failure(String what, SQLException e) {
        return JdbcSession.failure(name, what, e);
    }
}
