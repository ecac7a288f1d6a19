package org.dbbench.threeen1.store.jdbc;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Predicate;

/**
 * Which refusals of a write a SQL store tries again, and how many it did: an engine that refuses a
 * write only because another transaction held or changed the same row (H2's lock timeout and
 * concurrent update) does not fail the run for it. The count is a line of the store's settings,
 * printed with every result, so a run that needed retries says so.
 */
final class WriteRetries {
    /**
     * Derby, SQLite and HSQLDB wait on their own and report what they mean, and DuckDB's writers take
     * turns: nothing is retried.
     */
    static final WriteRetries NONE = new WriteRetries(e -> false, "");

    /**
     * How long a refused write is tried again, counted from its first refusal; after that the refusal
     * fails the run. As long as bdb-je's lock timeout: a commit stalled behind a slow fsync on a loaded
     * machine is slowness, not a failure.
     */
    static final long RETRY_SECONDS = 30;

    private final Predicate<SQLException> retryable;
    private final String what;
    private final LongAdder retried = new LongAdder();

    /** {@code what}: the refusals retried, as the settings line names them ("refused while ..."). */
    WriteRetries(Predicate<SQLException> retryable, String what) {
        this.retryable = retryable;
        this.what = what;
    }

    boolean retryable(SQLException e) {
        return retryable.test(e);
    }

    void retrying() {
        retried.increment();
    }

    /** {@code settings}, with a line "retried: N writes (...)" once any write was tried again. */
    Map<String, String> counted(Map<String, String> settings) {
        long n = retried.sum();
        if (n == 0) {
            return settings;
        }
        Map<String, String> withCount = new LinkedHashMap<>(settings);
        withCount.put("retried", n + " writes (" + what + ")");
        return withCount;
    }
}
