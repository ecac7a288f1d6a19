package org.dbbench.threeen1.workload;

import java.util.List;
import java.util.Map;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;

/**
 * One whole run on one store, as measured and checked.
 *
 * @param reads this run's reads (the workers' sums); likewise updates and highest
 * @param result the store's committed result after the run
 * @param measuredNanos workers released to the last one done (the original's clock)
 * @param wallNanos store open to store closed, setup included (Anderson's clock, roughly)
 * @param resumed the store already held steps when the run started (a restart or a kept --db)
 * @param before the store's committed singletons when the run started
 * @param problems why the run is INVALID; empty when every check passed
 */
public record RunResult(String store, boolean tuned, Durability asked, Durability effective,
        String durabilityStatement, Map<String, String> settings, Workload workload,
        long result, long highest, long reads, long updates, long measuredNanos, long wallNanos,
        boolean resumed, Store.Totals before, List<String> problems) {

    public boolean valid() {
        return problems.isEmpty();
    }

    public String profile() {
        return tuned ? "tuned" : "defaults";
    }

    public double seconds() {
        return measuredNanos / 1e9;
    }

    public double wallSeconds() {
        return wallNanos / 1e9;
    }

    public double readsPerSecond() {
        return reads / seconds();
    }

    public double updatesPerSecond() {
        return updates / seconds();
    }

    /** The original's line: {@code i j k l result highest seconds updates reads updates/s reads/s}. */
    public String originalLine() {
        return OriginalLine.format(workload.from(), workload.to(), workload.workers(), workload.block(), result,
                highest, seconds(), updates, reads);
    }
}
