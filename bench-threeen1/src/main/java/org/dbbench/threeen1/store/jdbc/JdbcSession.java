package org.dbbench.threeen1.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.locks.Lock;
import org.dbbench.threeen1.store.Store;

/**
 * One worker's connection to a SQL store and its prepared statements, taken from the store's SQL.
 * Every write is its own autocommit transaction except the worker totals, which commit together; a
 * write the store's {@link WriteRetries} call retryable is rolled back and tried again, its
 * statements prepared again where the engine closed them after the failure; after each commit returns, the store's
 * {@link JdbcStore#committed()} adds what its durability needs (H2's group sync). READ COMMITTED is
 * set explicitly; an engine with one isolation level keeps its own.
 */
class JdbcSession implements Store.Session {
    private final JdbcStore store;
    private final Connection connection;
    private PreparedStatement get;
    private PreparedStatement insert;
    private PreparedStatement update;
    private PreparedStatement raise;
    private PreparedStatement add;
    private PreparedStatement singletons;

    JdbcSession(JdbcStore store) {
        this.store = store;
        Connection c = null;
        try {
            c = store.connect();
            connection = c;
            try {
                connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            } catch (SQLFeatureNotSupportedException oneLevelOnly) {
                // DuckDB: snapshot isolation, its only level
            }
            connection.setAutoCommit(true);
            prepare();
        } catch (SQLException e) {
            closeQuietly(c);
            throw store.failure("open a session", e);
        }
    }

    /** Prepares this session's statements that are not open: all at first, then those a failure closed. */
    private void prepare() throws SQLException {
        get = prepared(get, "get.step");
        singletons = prepared(singletons, "all.singletons");
        if (store.readOnly()) {
            return; // a store open read-only is only read (HSQLDB refuses to prepare a write to it)
        }
        insert = prepared(insert, "insert.step");
        update = prepared(update, "update.step");
        raise = prepared(raise, "raise.singleton");
        add = prepared(add, "add.singleton");
    }

    private PreparedStatement prepared(PreparedStatement statement, String name) throws SQLException {
        return statement != null && !statement.isClosed() ? statement : connection.prepareStatement(store.sql.get(name));
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

    /** One transaction of this session: its statements, committed (or in autocommit) when it returns. */
    @FunctionalInterface
    private interface Transaction {
        void run() throws SQLException;
    }

    /**
     * Runs {@code t} under the store's write lock, if it has one, again while the store's retries call
     * its refusal retryable and {@link WriteRetries#RETRY_SECONDS} have not passed since the first; then
     * what the store's durability adds at commit.
     */
    private void write(String what, Transaction t) {
        Lock lock = store.writeLock();
        if (lock != null) {
            lock.lock();
        }
        try {
            retried(what, t);
        } catch (IllegalStateException e) {
            throw store.explained(e);
        } finally {
            if (lock != null) {
                lock.unlock();
            }
        }
        store.committed();
    }

    private void retried(String what, Transaction t) {
        long firstRefusal = 0;
        for (int attempt = 1; ; attempt++) {
            try {
                t.run();
                return;
            } catch (SQLException e) {
                long now = System.nanoTime();
                firstRefusal = attempt == 1 ? now : firstRefusal;
                if (!store.retries.retryable(e) || now - firstRefusal > WriteRetries.RETRY_SECONDS * 1_000_000_000L) {
                    throw store.failure(what + (attempt > 1 ? " (try " + attempt + ")" : ""), e);
                }
                store.retries.retrying();
                try {
                    prepare();
                } catch (SQLException again) {
                    e.addSuppressed(again);
                    throw store.failure(what, e);
                }
                Thread.yield(); // let the transaction that won finish before this one tries again
            }
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
            throw store.explained(store.failure("read step", e));
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
            if (!store.duplicateKey(e)) {
                throw e;
            }
            prepare(); // DuckDB closes a statement that failed
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
                try {
                    connection.rollback();
                } catch (SQLException notRolledBack) {
                    e.addSuppressed(notRolledBack); // an engine that ended the transaction itself
                }
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
            throw store.failure("read the singletons", e);
        }
    }

    @Override
    public void close() {
        if (!store.sessions.remove(this)) {
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
