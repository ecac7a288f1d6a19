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
    /**
     * How long a write the store refused as retryable ({@link #retryable}) is tried again, counted from
     * its first refusal; after that the refusal fails the run. As long as bdb-je's lock timeout: a
     * commit stalled behind a slow fsync on a loaded machine is slowness, not a failure.
     */
    static final long RETRY_SECONDS = 30;

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

    /**
     * True when the engine refused a write only because another transaction held what it needed
     * (not an error of the write itself), so the whole transaction, rolled back, may be tried again.
     * No engine by default: Derby, SQLite and HSQLDB wait on their own and report what they mean.
     */
    protected boolean retryable(SQLException e) {
        return false;
    }

    /** A refused write is being tried again; a store counts these. */
    protected void retrying() {
    }

    /** One transaction of this session: its statements, committed (or in autocommit) when it returns. */
    @FunctionalInterface
    private interface Transaction {
        void run() throws SQLException;
    }

    /**
     * Runs {@code t}, again while the store calls its refusal retryable and {@link #RETRY_SECONDS}
     * have not passed since the first; then what the store's durability adds at commit.
     */
    private void write(String what, Transaction t) {
        long firstRefusal = 0;
        for (int attempt = 1; ; attempt++) {
            try {
                t.run();
                break;
            } catch (SQLException e) {
                long now = System.nanoTime();
                firstRefusal = attempt == 1 ? now : firstRefusal;
                if (!retryable(e) || now - firstRefusal > RETRY_SECONDS * 1_000_000_000L) {
                    throw failure(store, what + (attempt > 1 ? " (try " + attempt + ")" : ""), e);
                }
                retrying();
            }
        }
        try {
            committed();
        } catch (SQLException e) {
            throw failure(store, what + ": sync after the commit", e);
        }
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

    /** Every writer of a step writes the same value, so a refused write is simply written again. */
    @Override
    public void putStep(String key, String value) {
        write("write step", () -> writeStep(key, value));
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

    /** A raise to a maximum: doing it again changes nothing. */
    @Override
    public void raiseResult(long steps) {
        write("raise result", () -> raiseTo("result", steps));
    }

    private void raiseTo(String name, long value) throws SQLException {
        raise.setLong(1, value);
        raise.setString(2, name);
        raise.setLong(3, value);
        raise.executeUpdate();
    }

    /** One transaction; a refused one is rolled back whole before it is tried again, so nothing counts twice. */
    @Override
    public void addTotals(long reads, long updates, long highest) {
        write("add worker totals", () -> {
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
        });
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
