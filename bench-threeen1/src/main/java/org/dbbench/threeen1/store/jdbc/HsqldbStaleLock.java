package org.dbbench.threeen1.store.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * HSQLDB's lock file carries a heartbeat that a live process rewrites every 10 s; after kill -9 an
 * open polls until the heartbeat is 10 s old and takes the lock over. Its polling can give up a few
 * milliseconds short (seen: "heartbeat - read: -9974 ms" in a crash run), so a lock refusal is retried
 * until {@value #STALE_LOCK_WAIT_SECONDS} s have passed, then reported as it is: a database another
 * live process holds keeps its heartbeat fresh and is still refused.
 */
final class HsqldbStaleLock {
    /** How long an open keeps trying a lock that a killed process left (HSQLDB's stale time is 10 s). */
    static final int STALE_LOCK_WAIT_SECONDS = 25;

    interface Connector {
        Connection connect() throws SQLException;
    }

    private HsqldbStaleLock() {
    }

    static Connection connectAfterIt(Connector connector) throws SQLException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(STALE_LOCK_WAIT_SECONDS);
        while (true) {
            try {
                return connector.connect();
            } catch (SQLException e) {
                boolean lockRefused = String.valueOf(e.getMessage()).contains("lock acquisition failure");
                if (!lockRefused || System.nanoTime() > deadline) {
                    throw e;
                }
                try {
                    Thread.sleep(500);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }
}
