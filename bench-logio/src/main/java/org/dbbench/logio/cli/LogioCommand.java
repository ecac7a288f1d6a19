package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.run.StudyRun;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.ConsoleOptions;
import org.dbbench.core.cli.ListValue;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.console.Console;
import org.dbbench.core.fault.FuseSupport;
import org.dbbench.core.jmh.CommandProgress;
import org.dbbench.core.Plural;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.file.ScratchDir;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.report.LogioReport;
import org.dbbench.logio.write.SyncMethod;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bench logio}: the aligned vs non-aligned log-write study, every sync method, pg_test_fsync's
 * cases and group commit, through JMH; prints the tables and writes a results bundle.
 */
@Command(name = "logio", sortOptions = false,
        description = {"The 2004 Derby log-write study: aligned vs non-aligned durable writes.",
            "N synced writes of B bytes, aligned or after a 24-byte header, per Java sync",
            "method, plus pg_test_fsync's cases, group commit and commit latency at target",
            "rates; every case's latency over time in an HdrHistogram log, with its stalls.",
            "Measures the disk under --dir (default: the current directory). Each case runs",
            "in 3 JVM forks (--quick: 2); the README gives the run times."})
public final class LogioCommand implements BenchCommand {
    @Mixin
    ResultsOptions results;

    @Mixin
    ConsoleOptions console;

    @Option(names = "--dir", paramLabel = "DIR", description = "Directory on the disk to measure; scratch files go"
            + " into a new subdirectory of it and are deleted at the end (default: .).")
    Path dir;

    @Option(names = "--quick", description = "Short run, the original question only (under a minute): parts "
            + LogioOptions.QUICK_PARTS + ", modes " + LogioOptions.QUICK_MODES + ", sizes " + LogioOptions.QUICK_SIZES
            + "K, preallocated, pg case " + LogioOptions.QUICK_PG + ", short iterations.")
    boolean quick;

    @Option(names = "--modes", paramLabel = "LIST",
            converter = LogioConverters.Modes.class, description = "Sync methods, comma separated, or all, classic"
            + " (default: " + LogioOptions.FULL_MODES + "). Known: ${COMPLETION-CANDIDATES}. The native ones"
            + " (pwrite-fdatasync and after) bind with FFM on JDK 22+, JNA before; one the JVM, kernel or file"
            + " system cannot do is listed as unavailable with the reason; sync-file-range is never durable.",
            completionCandidates = MethodNames.class)
    ListValue<SyncMethod> modes;

    @Option(names = "--sizes", paramLabel = "KLIST",
            converter = LogioConverters.Sizes.class, description = "Buffer sizes from 1K to 64M, comma separated, with"
            + " K, M or G in any case; a bare number is KiB, up to 1023 (default: " + LogioOptions.FULL_SIZES + ").")
    ListValue<Integer> sizes;

    @Option(names = "--writes", paramLabel = "N",
            converter = LogioConverters.Writes.class, description = "Writes per pass over the log before it starts"
            + " again (default: " + LogioOptions.WRITES + ", as in 2004).")
    Integer writes;

    @Option(names = "--offset", paramLabel = "BYTES",
            converter = LogioConverters.Offset.class, description = "Header length: where non-aligned writes"
            + " start; a bare number is bytes, K and M in any case (default: " + LogioOptions.OFFSET + ", Derby's).")
    Integer offset;

    @Option(names = "--alignment", paramLabel = "A",
            converter = LogioConverters.Alignment.class, description = "Boundary aligned writes start on: a power of"
            + " two, e.g. 512 or " + LogioOptions.ALIGNMENT + " (default), or 'physical'.")
    Integer alignment;

    @Option(names = "--starts", paramLabel = "LIST",
            converter = LogioConverters.Starts.class, description = "Which side of the question the write part"
            + " measures: aligned, header (non-aligned, after the header), or both (default: " + LogioOptions.STARTS
            + "). One side alone halves the write cases, e.g. for a compare about it.")
    ListValue<WriteStart> starts;

    @Option(names = "--file-state", paramLabel = "LIST",
            converter = LogioConverters.FileStates.class, description = "preallocated (default),"
            + " fallocated (space reserved with fallocate, never written), growing, rewrite;"
            + " comma separated for several.")
    ListValue<FileState> fileState;

    @Option(names = "--cache", paramLabel = "LIST",
            converter = LogioConverters.Caches.class, description = "warm (default) or cold (pages dropped before"
            + " every write); comma separated for both.")
    ListValue<CacheState> cache;

    @Option(names = "--file-size", paramLabel = "SIZE",
            converter = LogioConverters.FileSize.class, description = "Largest log file from 4K to 64G, e.g. 64M: K, M"
            + " or G in any case; a bare number is bytes (default: auto, just enough for the header and N writes).")
    Long fileSize;

    @Option(names = "--parts", paramLabel = "LIST",
            converter = LogioConverters.Parts.class, description = "write, pg, group, rate (default: all four;"
            + " quick: " + LogioOptions.QUICK_PARTS + "), or power alone: acknowledged records lost to simulated"
            + " power cuts on a FUSE layer, per sync method (default modes then: all).")
    ListValue<Part> parts;

    @Mixin
    PowerOptions power;

    @Option(names = "--pg-cases", paramLabel = "LIST",
            converter = LogioConverters.PgCases.class, description = "pg_test_fsync commits: 1x8k, 2x8k, 16k-1x16k,"
            + " 16k-2x8k, 16k-4x4k, 16k-8x2k, 16k-16x1k (default: all).")
    ListValue<PgPattern> pgCases;

    @Option(names = "--threads", paramLabel = "LIST",
            converter = LogioConverters.Threads.class, description = "Group commit threads, from 1,2,4,8,16,32"
            + " (default: all).")
    ListValue<Integer> threads;

    @Option(names = "--record-bytes", paramLabel = "R",
            converter = LogioConverters.RecordBytes.class, description = "Record size of group commit and the rate"
            + " part, up to 1M; a bare number is bytes (default: " + LogioOptions.RECORD_BYTES + ").")
    Integer recordBytes;

    @Option(names = "--group-mode", paramLabel = "MODE",
            converter = LogioConverters.GroupMode.class, description = "Sync method of the group commit log"
            + " (default: " + LogioOptions.GROUP_MODE + ", Derby's).")
    SyncMethod groupMode;

    @Option(names = "--forks", paramLabel = "N",
            converter = LogioConverters.Forks.class, description = "Runs per case, each in a fresh JVM (a JMH fork);"
            + " the tables show their median and spread (default: " + LogioOptions.FULL_FORKS + "; quick "
            + LogioOptions.QUICK_FORKS + "; with --duration 1: one time series per case).")
    Integer forks;

    @Option(names = "--warmup-ms", paramLabel = "MS",
            converter = LogioConverters.WarmupMs.class, description = "JMH warmup per fork (default: "
            + LogioOptions.FULL_WARMUP_MS + "; quick " + LogioOptions.QUICK_WARMUP_MS + ").")
    Integer warmupMs;

    @Option(names = "--iterations", paramLabel = "N",
            converter = LogioConverters.Iterations.class, description = "JMH measurement iterations per fork"
            + " (default: " + LogioOptions.ITERATIONS + ").")
    Integer iterations;

    @Option(names = "--iteration-ms", paramLabel = "MS",
            converter = LogioConverters.IterationMs.class, description = "JMH measurement iteration length"
            + " (default: " + LogioOptions.FULL_ITERATION_MS + "; quick "
            + LogioOptions.QUICK_ITERATION_MS + ").")
    Integer iterationMs;

    @Option(names = "--duration", paramLabel = "TIME",
            converter = LogioConverters.Duration.class, description = "Measured time per case from 1s to 24h, with its"
            + " unit ms, s, m or h (e.g. 60s, 5m, 1500ms), instead of --iterations x --iteration-ms; every case's latency log covers it.")
    Long duration;

    @Option(names = "--rates", paramLabel = "LIST",
            converter = LogioConverters.Rates.class, description = "Commit rates per second offered by the rate part"
            + " (open loop, latency from each commit's intended start; default: " + LogioOptions.FULL_RATES
            + "; quick " + LogioOptions.QUICK_RATES + ").")
    ListValue<Long> rates;

    @Option(names = "--producers", paramLabel = "N",
            converter = LogioConverters.Producers.class, description = "Producer threads offering the rate part's"
            + " commits: at most N commits in flight (default: " + LogioOptions.PRODUCERS + ").")
    Integer producers;

    @Option(names = "--p99-limit-ms", paramLabel = "MS",
            converter = LogioConverters.P99Limit.class, description = "The saturation point is the highest offered"
            + " rate whose p99 commit latency stays under this (default: " + LogioOptions.P99_LIMIT_MS + ").")
    Double p99LimitMs;

    /** Completion candidates for --modes: every sync method's name. */
    static final class MethodNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(SyncMethod.values()).map(SyncMethod::cliName).iterator();
        }
    }

    @Override
    public void check() {
        power.check(settings());
        ResultBundle.checkWritable(results.resultsDir);
    }

    /** The options as given, typed by the converters; null where not given (the preset's value applies). */
    LogioOptions given() {
        return new LogioOptions(items(modes), items(sizes), writes, offset, alignment, items(starts), items(fileState),
                items(cache), fileSize, items(parts), items(pgCases), items(threads), recordBytes, groupMode, forks,
                warmupMs, iterations, iterationMs, duration, items(rates), null, producers, p99LimitMs, null);
    }

    /** Every option resolved against its preset and checked; nothing created. */
    LogioSettings settings() {
        return new LogioSettings(quick, given(), dir);
    }

    private static <T> java.util.List<T> items(ListValue<T> value) {
        return value == null ? null : value.items();
    }

    @Override
    public Integer call() throws Exception {
        LogioSettings s = settings();
        long extraNs = org.dbbench.core.run.BusyWork.configured(org.dbbench.logio.jmh.LogWriteBenchmark.EXTRA_CPU,
                "write"); // refused here, before any work
        power.check(s);
        ResultBundle.checkWritable(results.resultsDir);
        if (s.parts.contains(Part.POWER)) {
            FuseSupport.require("--parts power");
            try {
                return PowerPart.run(s, power.cutCount(), power.faults(s), power.stateCount(s), results.resultsDir,
                        System.out);
            } catch (IOException e) {
                System.err.println("bench logio: the power part failed: " + e.getMessage());
                return 1;
            }
        }
        for (String w : s.warnings) {
            System.err.println("bench logio: WARNING: " + w);
        }
        int planned = LogioCases.planned(s);
        long estimate = LogioCases.estimateSeconds(s);
        System.err.println("bench logio: " + Plural.of(planned, "case") + ", about " + minutes(estimate)
                + " (JMH: " + Plural.of(s.forks, "fork") + " per case, each " + s.warmupMs + " ms warmup, " + s.iterations
                + " x " + s.iterationMs + " ms)");
        try (ScratchDir scratch = ScratchDir.createIn(s.dir)) {
            DirectProbe.check(s, scratch.path());
            NativeProbe.check(s, scratch.path());
            Path extras = Files.createDirectories(scratch.path().resolve(".bundle"));
            if (s.nonWriteDescriptor()) {
                NonWriteDescriptorCheck.run(scratch.path(), extras);
            }
            int runs = planned * s.forks * s.iterations;
            double perRun = estimate / (double) runs;
            Map<String, Object> config = LogioConfig.of(s);
            if (extraNs > 0) {
                // a known effect: said in the bundle so its times are never read as the device's own
                config.put("knownEffects", Map.of(org.dbbench.logio.jmh.LogWriteBenchmark.EXTRA_CPU, extraNs));
                System.err.println("bench logio: note: each log write does " + extraNs + " ns of busy work after its sync ("
                        + org.dbbench.logio.jmh.LogWriteBenchmark.EXTRA_CPU + ", a known effect)");
            }
            StudyRun.Outcome outcome = StudyRun.execute("logio", results.resultsDir, s.dir, config,
                    LogioPlan.options(s, scratch.path(), extras),
                    jmh -> new CommandProgress(jmh, Console.screen(), "logio", runs, estimate, p -> perRun),
                    new LogioReport(), System.out, extras);
            int measured = outcome.run().records().size();
            if (measured < planned) {
                Console.showFailure(System.err, outcome.bundle().resolve(Console.LOG_NAME));
                System.err.println("bench logio: " + (planned - measured) + " of " + planned
                        + " cases failed (the end of JMH's output is above); the bundle holds the rest");
                return 1;
            }
            return 0;
        } catch (IOException e) {
            throw new BadInputException("--dir " + s.dir + ": cannot create scratch files there (" + e.getMessage()
                    + "); give a directory on a local disk you can write to", e);
        }
    }

    private static String minutes(long seconds) {
        return seconds < 90 ? seconds + " s" : Math.round(seconds / 60.0) + " min";
    }
}
