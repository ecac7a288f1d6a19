package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.run.StudyRun;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.ConsoleOptions;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.console.Console;
import org.dbbench.core.fault.FuseSupport;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.jmh.CommandProgress;
import org.dbbench.logio.file.ScratchDir;
import org.dbbench.logio.power.PowerFaults;
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
            + LogioSettings.QUICK_PARTS + ", modes " + LogioSettings.QUICK_MODES + ", sizes " + LogioSettings.QUICK_SIZES
            + "K, preallocated, pg case " + LogioSettings.QUICK_PG + ", short iterations.")
    boolean quick;

    @Option(names = "--modes", paramLabel = "LIST", description = "Sync methods, comma separated, or all, classic"
            + " (default: " + LogioSettings.FULL_MODES + "). Known: ${COMPLETION-CANDIDATES}. The native ones"
            + " (pwrite-fdatasync and after) bind with FFM on JDK 22+, JNA before; one the JVM, kernel or file"
            + " system cannot do is listed as unavailable with the reason; sync-file-range is never durable.",
            completionCandidates = MethodNames.class)
    String modes;

    @Option(names = "--sizes", paramLabel = "KLIST", description = "Buffer sizes in KiB (default: "
            + LogioSettings.FULL_SIZES + ").")
    String sizes;

    @Option(names = "--writes", paramLabel = "N", description = "Writes per pass over the log before it starts"
            + " again (default: 128, as in 2004).")
    String writes;

    @Option(names = "--offset", paramLabel = "BYTES", description = "Header length: where non-aligned writes"
            + " start (default: 24, Derby's).")
    String offset;

    @Option(names = "--alignment", paramLabel = "A", description = "Boundary aligned writes start on: a power of"
            + " two, e.g. 512 or 4096 (default), or 'physical'.")
    String alignment;

    @Option(names = "--file-state", paramLabel = "LIST", description = "preallocated (default),"
            + " fallocated (space reserved with fallocate, never written), growing, rewrite;"
            + " comma separated for several.")
    String fileState;

    @Option(names = "--cache", paramLabel = "LIST", description = "warm (default) or cold (pages dropped before"
            + " every write); comma separated for both.")
    String cache;

    @Option(names = "--file-size", paramLabel = "SIZE", description = "Largest log file, e.g. 64M (default: auto,"
            + " just enough for the header and N writes).")
    String fileSize;

    @Option(names = "--parts", paramLabel = "LIST", description = "write, pg, group, rate (default: all four;"
            + " quick: " + LogioSettings.QUICK_PARTS + "), or power alone: acknowledged records lost to simulated"
            + " power cuts on a FUSE layer, per sync method (default modes then: all).")
    String parts;

    @Option(names = "--cuts", paramLabel = "N", description = "Power cuts of --parts power (default: "
            + PowerPart.DEFAULT_CUTS + "); each method writes through every cut.")
    String cuts;

    @Option(names = "--fault", paramLabel = "LIST", description = "Power-loss levels of --parts power, comma-separated:"
            + " power (unsynced data dropped), power-torn (and the last unsynced write cut at a sector); default: "
            + PowerFaults.DEFAULT + ".")
    String fault;

    @Option(names = "--pg-cases", paramLabel = "LIST", description = "pg_test_fsync commits: 1x8k, 2x8k, 16k-1x16k,"
            + " 16k-2x8k, 16k-4x4k, 16k-8x2k, 16k-16x1k (default: all).")
    String pgCases;

    @Option(names = "--threads", paramLabel = "LIST", description = "Group commit threads, from 1,2,4,8,16,32"
            + " (default: all).")
    String threads;

    @Option(names = "--record-bytes", paramLabel = "R", description = "Record size of group commit and the rate"
            + " part (default: 256).")
    String recordBytes;

    @Option(names = "--group-mode", paramLabel = "MODE", description = "Sync method of the group commit log"
            + " (default: rwd, Derby's).")
    String groupMode;

    @Option(names = "--forks", paramLabel = "N", description = "Runs per case, each in a fresh JVM (a JMH fork);"
            + " the tables show their median and spread (default: " + LogioSettings.FULL_FORKS + "; quick "
            + LogioSettings.QUICK_FORKS + ").")
    String forks;

    @Option(names = "--warmup-ms", paramLabel = "MS", description = "JMH warmup per fork (default: 200; quick 50).")
    String warmupMs;

    @Option(names = "--iterations", paramLabel = "N", description = "JMH measurement iterations per fork"
            + " (default: 1).")
    String iterations;

    @Option(names = "--iteration-ms", paramLabel = "MS", description = "JMH measurement iteration length"
            + " (default: 300; quick 150).")
    String iterationMs;

    @Option(names = "--duration", paramLabel = "TIME", description = "Measured time per case, e.g. 60s, 5m, 1500ms"
            + " (at least 1s), instead of --iterations x --iteration-ms; every case's latency log covers it.")
    String duration;

    @Option(names = "--rates", paramLabel = "LIST", description = "Commit rates per second offered by the rate part"
            + " (open loop, latency from each commit's intended start; default: " + LogioSettings.FULL_RATES
            + "; quick " + LogioSettings.QUICK_RATES + ").")
    String rates;

    @Option(names = "--producers", paramLabel = "N", description = "Producer threads offering the rate part's commits:"
            + " at most N commits in flight (default: 32).")
    String producers;

    @Option(names = "--p99-limit-ms", paramLabel = "MS", description = "The saturation point is the highest offered"
            + " rate whose p99 commit latency stays under this (default: 10).")
    String p99LimitMs;

    /** Completion candidates for --modes: every sync method's name. */
    static final class MethodNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(SyncMethod.values()).map(SyncMethod::cliName).iterator();
        }
    }

    @Override
    public void check() {
        settings();
        ResultBundle.checkWritable(results.resultsDir);
    }

    /** Every option parsed and checked; nothing created. */
    private LogioSettings settings() {
        return new LogioSettings(new LogioSettings.Given(modes, sizes, writes, offset, alignment,
                fileState, cache, fileSize, dir, quick, parts, pgCases, threads, recordBytes, groupMode, warmupMs,
                iterations, iterationMs, forks, duration, rates, producers, p99LimitMs));
    }

    @Override
    public Integer call() throws Exception {
        LogioSettings s = settings();
        ResultBundle.checkWritable(results.resultsDir);
        if (s.parts.contains(Part.POWER)) {
            int n = (int) Parse.number("--cuts", cuts == null ? String.valueOf(PowerPart.DEFAULT_CUTS) : cuts, 1,
                    PowerPart.MAX_CUTS, "a number of power cuts from 1 to " + PowerPart.MAX_CUTS);
            List<PowerLossLevel> faults = PowerFaults.parse(fault);
            FuseSupport.require("--parts power");
            try {
                return PowerPart.run(s, n, faults, results.resultsDir, System.out);
            } catch (IOException e) {
                System.err.println("bench logio: the power part failed: " + e.getMessage());
                return 1;
            }
        }
        if (fault != null) {
            throw PowerFaults.withSpeedParts(fault);
        }
        if (cuts != null) {
            throw new BadInputException("--cuts " + cuts + " applies to --parts power only; add --parts power or drop it");
        }
        for (String w : s.warnings) {
            System.err.println("bench logio: WARNING: " + w);
        }
        System.err.println("bench logio: " + s.plannedCases() + " cases, about " + minutes(s.estimateSeconds())
                + " (JMH: " + s.forks + " forks per case, each " + s.warmupMs + " ms warmup, " + s.iterations
                + " x " + s.iterationMs + " ms)");
        try (ScratchDir scratch = ScratchDir.createIn(s.dir)) {
            DirectProbe.check(s, scratch.path());
            NativeProbe.check(s, scratch.path());
            Path extras = Files.createDirectories(scratch.path().resolve(".bundle"));
            if (s.nonWriteDescriptor()) {
                NonWriteDescriptorCheck.run(scratch.path(), extras);
            }
            int runs = s.plannedCases() * s.forks * s.iterations;
            double perRun = s.estimateSeconds() / (double) runs;
            StudyRun.Outcome outcome = StudyRun.execute("logio", results.resultsDir, s.dir, s.config(),
                    LogioPlan.options(s, scratch.path(), extras),
                    jmh -> new CommandProgress(jmh, Console.screen(), "logio", runs, s.estimateSeconds(), p -> perRun),
                    new LogioReport(), System.out, extras);
            int measured = outcome.run().records().size();
            if (measured < s.plannedCases()) {
                Console.showFailure(System.err, outcome.bundle().resolve(Console.LOG_NAME));
                System.err.println("bench logio: " + (s.plannedCases() - measured) + " of " + s.plannedCases()
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
