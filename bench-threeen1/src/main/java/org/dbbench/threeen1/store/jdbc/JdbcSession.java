package org.dbbench.threeen1.store.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.dbbench.threeen1.store.Store;

/**
 * One worker's connection to a SQL store (Derby, H2) and its prepared statements, taken from the
 * store's SQL properties. Every write is its own autocommit transaction except the worker totals,
 * which commit together; after each commit returns, {@link #committed()} lets a store add what its
 * durability needs (H2's group sync). READ COMMITTED, the default of both engines, is set explicitly.
 */
class JdbcSession implements Store.Session {
    private static final String DUPLICATE_KEY = "23505";
    private static final String H2_CONCURRENT_UPDATE = "90131";
    /** Tries of a step write that H2 refused as a concurrent update (the H2 settings print it). */
    static final int CONCURRENT_UPDATE_TRIES = 5;

    /** The store's name, first in every error message. */
    private final String store;
    /** The store's open sessions: this one leaves the set when it closes. */
    private final Set<JdbcSession> open;
    protected final Connection connection;
    private final PreparedStatement get;
    private final PreparedStatement insert;
    private final PreparedStatement update;
    private final PreparedStatement raise;
    private final PreparedStatement add;
    private final PreparedStatement singletons;

    JdbcSession(String store, String url, SqlStatements sql, Set<JdbcSession> open) {
        this.store = store;
        this.open = open;
        Connection c = null;
        try {
            c = DriverManager.getConnection(url);
            connection = c;
            connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            connection.setAutoCommit(true);
            get = connection.prepareStatement(sql.get("get.step"));
            insert = connection.prepareStatement(sql.get("insert.step"));
            update = connection.prepareStatement(sql.get("update.step"));
            raise = connection.prepareStatement(sql.get("raise.singleton"));
            add = connection.prepareStatement(sql.get("add.singleton"));
            singletons = connection.prepareStatement(sql.get("all.singletons"));
        } catch (SQLException e) {
            closeQuietly(c);
            throw failure(store, "open a session", e);
        }
    }

    static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                // what failed before this is the error to report
            }
        }
    }

    /** After each commit of this session has returned: nothing unless the store needs more. */
    protected void committed() throws SQLException {
    }

    @Override
    public String getStep(String key) {
        try {
            get.setString(1, key);
            try (ResultSet rs = get.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        } catch (SQLException e) {
            throw failure(store, "read step", e);
        }
    }

    @Override
    public void putStep(String key, String value) {
        for (int attempt = 1; ; attempt++) {
            try {
                writeStep(key, value);
                committed();
                return;
            } catch (SQLException e) {
                // H2 can refuse to update a row that another transaction changed after the statement
                // began (90131), READ COMMITTED notwithstanding. Every writer of a step writes the same
                // value, so the write is tried again, a bounded number of times.
                if (!H2_CONCURRENT_UPDATE.equals(e.getSQLState()) || attempt == CONCURRENT_UPDATE_TRIES) {
                    throw failure(store, "write step" + (attempt > 1 ? " (try " + attempt + ")" : ""), e);
                }
            }
        }
    }

    private void writeStep(String key, String value) throws SQLException {
        try {
            insert.setString(1, key);
            insert.setString(2, value);
            insert.executeUpdate();
        } catch (SQLException e) {
            if (!DUPLICATE_KEY.equals(e.getSQLState())) {
                throw e;
            }
            update.setString(1, value);
            update.setString(2, key);
            update.executeUpdate();
        }
    }

    @Override
    public void raiseResult(long steps) {
        try {
            raiseTo("result", steps);
            committed();
        } catch (SQLException e) {
            throw failure(store, "raise result", e);
        }
    }

    private void raiseTo(String name, long value) throws SQLException {
        raise.setLong(1, value);
        raise.setString(2, name);
        raise.setLong(3, value);
        raise.executeUpdate();
    }

    @Override
    public void addTotals(long reads, long updates, long highest) {
        try {
            connection.setAutoCommit(false);
            try {
                add.setLong(1, reads);
                add.setString(2, "reads");
                add.executeUpdate();
                add.setLong(1, updates);
                add.setString(2, "updates");
                add.executeUpdate();
                raiseTo("highest", highest);
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
            committed();
        } catch (SQLException e) {
            throw failure(store, "add worker totals", e);
        }
    }

    @Override
    public Store.Totals totals() {
        try (ResultSet rs = singletons.executeQuery()) {
            Map<String, Long> v = new LinkedHashMap<>();
            while (rs.next()) {
                v.put(rs.getString(1), rs.getLong(2));
            }
            return new Store.Totals(v.getOrDefault("result", 0L), v.getOrDefault("highest", 0L),
                    v.getOrDefault("reads", 0L), v.getOrDefault("updates", 0L));
        } catch (SQLException e) {
            throw failure(store, "read the singletons", e);
        }
    }

    @Override
    public void close() {
        if (!open.remove(this)) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // A session closed after a failed statement, or after the database shut down, loses
            // nothing committed.
        }
    }

    /** "derby: cannot read step: ... (SQLState ...)", with every chained exception's message. */
    static IllegalStateException failure(String store, String what, SQLException e) {
        StringBuilder message = new StringBuilder(store + ": cannot " + what + ": " + e.getMessage()
                + " (SQLState " + e.getSQLState() + ")");
        for (SQLException next = e.getNextException(); next != null; next = next.getNextException()) {
            message.append("; ").append(next.getMessage());
        }
        return new IllegalStateException(message.toString(), e);
    }
}
