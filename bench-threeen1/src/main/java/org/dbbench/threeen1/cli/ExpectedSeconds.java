package org.dbbench.threeen1.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.dbbench.threeen1.Workload;

/**
 * How long a 3n+1 run is expected to take, from the per-store table in
 * {@code expected-seconds.properties} (seconds per million numbers, per store and profile) and
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

    private static final Properties TABLE = load();

    private ExpectedSeconds() {
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = ExpectedSeconds.class.getResourceAsStream("expected-seconds.properties")) {
            if (in == null) {
                throw new IllegalStateException("expected-seconds.properties is missing from the jar");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    /** Seconds per million numbers for a store and profile; the 'unlisted' figure for a store not in the table. */
    static double perMillion(String store, boolean tuned) {
        String v = TABLE.getProperty(store + "." + (tuned ? "tuned" : "defaults"), TABLE.getProperty("unlisted"));
        return Double.parseDouble(v.trim());
    }

    static boolean listed(String store) {
        return TABLE.containsKey(store + ".tuned") || TABLE.containsKey(store + ".defaults");
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
