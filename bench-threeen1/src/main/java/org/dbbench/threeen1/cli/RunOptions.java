package org.dbbench.threeen1.cli;

import java.nio.file.Path;
import org.dbbench.core.cli.ConsoleOptions;
import org.dbbench.core.cli.ResultsOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options of {@code bench threeen1 [run]}, as typed. Numbers stay text here so that a bad value
 * gets this study's own one-line message ({@link RunRequest} validates them all).
 */
public final class RunOptions {
    @Option(names = "--store", paramLabel = "LIST", completionCandidates = StoreNames.class,
            description = "Stores to run, comma-separated, or all (every store that can run here):"
                    + " ${COMPLETION-CANDIDATES}. Default: as many stores' tuned profile as fit in about"
                    + " 12 minutes; the run prints what it left out.")
    String stores;

    @Option(names = "--from", paramLabel = "I", description = "First number i (default: 1; quick: 1).")
    String from;

    @Option(names = "--to", paramLabel = "J",
            description = "Last number j, below 10_000_000_001 (default: 1_000_000; quick: 100_000);"
                    + " _ groups digits, a comma separates list items.")
    String to;

    @Option(names = "--workers", paramLabel = "K[,K...]",
            description = "Worker threads k; several values sweep the scaling curve, e.g. 1,2,4,8,16,32,64;"
                    + " A..B is the powers of two from A to B; sweep is 1..256 (default: 2 x processors).")
    String workers;

    @Option(names = "--cpus", paramLabel = "N[,N...]",
            description = "Run every point pinned to N CPUs (taskset -a on each fork), once per N: core scaling"
                    + " beside thread scaling (default: all CPUs, unpinned).")
    String cpus;

    @Option(names = "--block", paramLabel = "L",
            description = "Numbers per block l (default and maximum: ceil((j - i + 1) / k)).")
    String block;

    @Option(names = "--durability", paramLabel = "MODE", defaultValue = "relaxed",
            description = "durable, relaxed or none; every store states what it does (default: ${DEFAULT-VALUE}).")
    String durability;

    @Option(names = "--cache", paramLabel = "MB",
            description = "Cache size in MiB for the stores that have one (default: the profile's).")
    String cache;

    @Option(names = "--tuned", description = "Only the tuned settings (default: defaults and tuned).")
    boolean tuned;

    @Option(names = "--defaults", description = "Only the engines' defaults (default: defaults and tuned).")
    boolean defaults;

    @Option(names = "--db", paramLabel = "DIR",
            description = "Keep the store in DIR and resume on it (one persistent store, one run).")
    Path db;

    @Option(names = "--data-dir", paramLabel = "DIR",
            description = "Where fresh stores are created and removed (default: the system temp directory).")
    Path dataDir;

    @Option(names = "--runs", paramLabel = "N",
            description = "Measured runs per case, each on a fresh store in a fresh JVM (a JMH fork);"
                    + " tables show their median and spread (default: 3; with --db: 1).")
    String runs;

    @Option(names = "--same-jvm", description = "Run a case's runs one after another in one JVM (JMH"
            + " iterations of one fork): quicker, but the runs share JIT and heap state, so their spread"
            + " understates the JVM-to-JVM variation.")
    boolean sameJvm;

    @Option(names = "--warmups", paramLabel = "N",
            description = "Unmeasured whole runs per case first (default: 0; every fork warms up on a"
                    + " tenth of the range anyway).")
    String warmups;

    @Option(names = "--ops", description = "Also measure each store's cost per read and per update"
            + " (StoreOpsBenchmark, about 12 s per store, profile and run).")
    boolean ops;

    @Option(names = "--profile", description = "Record each run with JFR (a file per run in the bundle's"
            + " profiles/) and print where its CPU went: engine, SQL/driver, workload, adapter, JVM.")
    boolean profile;

    @Option(names = "--waits", description = "Measure where each run's workers spend their wall-clock time:"
            + " running, waiting for a CPU, waiting for which lock, in fsync, file I/O, GC (docs/waits.md).")
    boolean waits;

    @Option(names = "--quick", description = "A short check: 1..100,000, tuned, 3 runs in one JVM per store; without --store, the"
            + " stores that fit about a minute and a half (the rest are named).")
    boolean quick;

    @Mixin
    ResultsOptions results = new ResultsOptions();

    @Mixin
    ConsoleOptions console = new ConsoleOptions();
}
