package org.dbbench.logio.time;

import java.io.IOException;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * A JMH case's latency log: named after the case, started with the first measurement iteration (the
 * warmup's operations are not logged), finished and written at the end of the trial.
 */
public final class CaseLatency {
    private CaseLatency() {
    }

    /** The log for the case these parameters describe. */
    public static LatencyLog open(BenchmarkParams params) {
        return LatencyLog.forCase(CaseName.of(params.getBenchmark(), params::getParam));
    }

    /** Starts {@code log} when {@code iteration} is the first measured one. */
    public static void atIteration(LatencyLog log, IterationParams iteration) {
        if (log != null && iteration.getType() == IterationType.MEASUREMENT) {
            log.start();
        }
    }

    /** Finishes and writes {@code log} (null: nothing). */
    public static void close(LatencyLog log) throws IOException {
        if (log != null) {
            log.finish();
        }
    }
}
