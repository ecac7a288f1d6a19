package org.dbbench.threeen1.cli;

import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.registry.Stores;

/**
 * How long a 3n+1 run is expected to take, from each store's {@link StoreDescriptor.Expected}
 * (seconds per million numbers, per profile) and
 * what every JMH fork costs besides the run: starting a JVM with a pre-touched heap, the checking
 * oracle and the warm-up on a tenth of the range. Used to choose the default run and for the ETA
 * before the first runs are timed; never as a measurement.
 */
public final class ExpectedSeconds {
    /** Starting a fork's JVM and pre-touching its heap, on a loaded 2-core machine. */
    static final double FORK_START = 4;
    /** The in-memory oracle every fork computes before its runs. */
    static final double ORACLE_PER_MILLION = 1.5;
    /** The warm-up runs cold (interpreted, JIT compiling): counted at twice the run's speed. */
    static final double WARM_UP_SLOWDOWN = 2;

    private ExpectedSeconds() {
    }

    /** Seconds per million numbers for a store and profile, from its descriptor; unmeasured for an unknown name. */
    static double perMillion(String store, boolean tuned) {
        return expected(store).perMillion(tuned);
    }

    static boolean listed(String store) {
        return expected(store).measured();
    }

    private static StoreDescriptor.Expected expected(String store) {
        return Stores.names().contains(store) ? Stores.descriptor(store).expected()
                : StoreDescriptor.Expected.UNMEASURED;
    }

    /** One measured run of {@code w}. */
    public static double run(String store, boolean tuned, Workload w) {
        return perMillion(store, tuned) * w.count() / 1e6;
    }

    /** What a fork costs before its first measured run: JVM start, oracle, warm-up. */
    public static double forkOverhead(String store, boolean tuned, Workload w) {
        long warm = Math.max(Math.min(1_000, w.count()), Math.min(100_000, w.count() / 10));
        return FORK_START + ORACLE_PER_MILLION * w.count() / 1e6
                + WARM_UP_SLOWDOWN * perMillion(store, tuned) * warm / 1e6;
    }

    /**
     * One case (store, profile, workload) with {@code runs} measured runs and {@code warmups}
     * unmeasured whole runs: each run in its own fork, or all in one fork with {@code sameJvm}.
     */
    public static double caseSeconds(String store, boolean tuned, Workload w, int runs, int warmups, boolean sameJvm) {
        double overhead = forkOverhead(store, tuned, w);
        double run = run(store, tuned, w);
        int forks = sameJvm ? 1 : runs;
        int wholeRuns = sameJvm ? runs + warmups : runs * (1 + warmups);
        return forks * overhead + wholeRuns * run;
    }
}
