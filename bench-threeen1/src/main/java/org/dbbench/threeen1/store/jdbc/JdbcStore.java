package org.dbbench.threeen1.store.jdbc;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreFiles;

/**
 * What the SQL stores (Derby, H2, SQLite, HSQLDB) share: a session per worker on its own connection, the scan of
 * the step table for verify, and a close that ends every session before the engine shuts down. A
 * subclass boots and shuts down its engine and may give its sessions more to do at commit.
 */
abstract class JdbcStore implements Store {
    private final String name;
    /** The store's --db directory. */
    final Path dir;
    final String url;
    final SqlStatements sql;
    final Set<JdbcSession> sessions = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    /** {@code name}: the registered name, whose SQL properties this store runs; {@code dir}: --db. */
    JdbcStore(String name, Path dir, String url) {
        this.name = name;
        this.dir = dir;
        this.url = url;
        this.sql = SqlStatements.load(name);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Session openSession() {
        ensureOpen();
        JdbcSession session = newSession();
        sessions.add(session);
        return session;
    }

    /** A new session on its own connection; a store whose commits need more returns its own kind. */
    JdbcSession newSession() {
        return new JdbcSession(name, url, sql, sessions);
    }

    @Override
    public final void forEachStep(BiConsumer<String, String> visitor) {
        ensureOpen();
        try (Connection c = DriverManager.getConnection(url);
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
        shutDown();
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

    /** The --db directory must be writable and fit in a JDBC URL, or the run is refused (exit 2). */
    static void requireWritable(Path dir) {
        if (dir.toString().contains(";")) {
            // The JDBC URL carries the path, and ';' starts the URL's attributes.
            throw new BadInputException("--db " + dir + " contains ';', which a JDBC URL cannot carry;"
                    + " use a directory without ';'");
        }
        Path existing = dir;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isWritable(existing)) {
            throw new BadInputException("--db " + dir + " is not writable (checked " + existing + ")");
        }
    }

    final IllegalStateException failure(String what, SQLException e) {
        return JdbcSession.failure(name, what, e);
    }
}
