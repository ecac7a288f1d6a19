package org.dbbench.threeen1.cli;

import java.nio.file.Path;
import org.dbbench.core.cli.ConsoleOptions;
import org.dbbench.core.cli.ListValue;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.threeen1.store.Durability;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options of {@code bench threeen1 [run]}, each typed once by its converter while picocli parses
 * (its own: {@link Threeen1Converters}; the ones it shares with crash and verify: {@link RangeOptions},
 * {@link CacheOption}, {@link StoreOption}, {@link DurabilityOption}, {@link WorkersOption}; a bad
 * value is refused there in this study's own one line); null is
 * "not given", for which the run's preset ({@link RunPreset}) decides. Whether the values fit together
 * is {@link RunRequest}'s.
 */
public final class RunOptions {
    @Option(names = "--store", paramLabel = "LIST",
            converter = StoreOption.Any.class, completionCandidates = StoreNames.class,
            description = "Stores to run, comma-separated, or all (every store that can run here):"
                    + " ${COMPLETION-CANDIDATES}. Default: as many stores' tuned profile as fit in about"
                    + " 12 minutes; the run prints what it left out.")
    StoreSelection stores;

    @Mixin
    RangeOptions range = new RangeOptions();

    @Option(names = "--workers", paramLabel = "K[,K...]",
            converter = WorkersOption.Counts.class,
            description = "Worker threads k, " + WorkersOption.RANGE + "; several values sweep the scaling curve,"
                    + " e.g. 1,2,4,8,16,32,64; A..B is the powers of two from A to B; sweep is 1..256 (default: "
                    + WorkersOption.DEFAULT + ").")
    ListValue<Integer> workers;

    @Option(names = "--cpus", paramLabel = "N[,N...]",
            converter = Threeen1Converters.Cpus.class,
            description = "Run every point pinned to N CPUs (taskset -a on each fork), once per N: core scaling"
                    + " beside thread scaling (default: all CPUs, unpinned).")
    ListValue<Integer> cpus;

    @Option(names = "--block", paramLabel = "L",
            converter = Threeen1Converters.Block.class,
            description = "Numbers per block l (default and maximum: ceil((j - i + 1) / k)).")
    Long block;

    @Option(names = "--durability", paramLabel = "MODE",
            converter = DurabilityOption.One.class, defaultValue = "relaxed",
            description = "durable, relaxed or none; every store states what it does (default: ${DEFAULT-VALUE}).")
    Durability durability;

    @Mixin
    CacheOption cache = new CacheOption();

    @Option(names = "--tuned", description = "The tuned settings; with --defaults as well, both (default: both"
            + " profiles with --store; tuned alone with --quick, --db or no --store).")
    boolean tuned;

    @Option(names = "--defaults", description = "The engines' defaults; with --tuned as well, both.")
    boolean defaults;

    @Option(names = "--db", paramLabel = "DIR",
            description = "Keep the store in DIR and resume on it (one persistent store, one run).")
    Path db;

    @Option(names = "--data-dir", paramLabel = "DIR",
            description = "Where fresh stores are created and removed (default: the system temp directory);"
                    + " refused when no store named keeps data on disk (memory alone).")
    Path dataDir;

    @Option(names = "--runs", paramLabel = "N",
            converter = Threeen1Converters.Runs.class,
            description = "Measured runs per case, each on a fresh store in a fresh JVM (a JMH fork);"
                    + " tables show their median and spread (default: " + RunPreset.RUNS + "; with --db: 1).")
    Integer runs;

    @Option(names = "--same-jvm", description = "Run a case's runs one after another in one JVM (JMH"
            + " iterations of one fork): quicker, but the runs share JIT and heap state, so their spread"
            + " understates the JVM-to-JVM variation.")
    boolean sameJvm;

    @Option(names = "--warmups", paramLabel = "N",
            converter = Threeen1Converters.Warmups.class,
            description = "Unmeasured whole runs per case first (default: 0; every fork warms up on a"
                    + " tenth of the range anyway).")
    Integer warmups;

    @Option(names = "--ops", description = "Also measure each store's cost per read and per update"
            + " (StoreOpsBenchmark, about 12 s per store, profile and run).")
    boolean ops;

    @Option(names = "--profile", description = "Record each run with JFR (a file per run in the bundle's"
            + " profiles/) and print where its CPU went: engine, SQL/driver, workload, adapter, JVM.")
    boolean profile;

    @Option(names = "--waits", description = "Measure where each run's workers spend their wall-clock time:"
            + " running, waiting for a CPU, waiting for which lock, in fsync, file I/O, GC (docs/waits.md).")
    boolean waits;

    @Option(names = "--quick", description = "A short check: 1.." + RunPreset.QUICK_TO_TEXT + ", tuned, " + RunPreset.RUNS
            + " runs in one JVM per store; without --store, the"
            + " stores that fit about a minute and a half (the rest are named).")
    boolean quick;

    @Mixin
    ResultsOptions results = new ResultsOptions();

    @Mixin
    ConsoleOptions console = new ConsoleOptions();
}
