package org.dbbench.logio.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.write.SyncMethod;

/**
 * Everything a {@code bench logio} run will do, resolved from its preset and the options given
 * ({@link LogioOptions}) and checked against the directory it measures ({@link LogioChecks}) before
 * anything is written: every refusal is a {@link BadInputException} with one line naming the option,
 * the value and what is allowed. Its cases and estimate are {@link LogioCases}', its config.json
 * {@link LogioConfig}'s.
 */
final class LogioSettings {
    /** Starting a fork's JVM on the 2-core VM, and its setup: 1.0 s, from 47 quick cases x 2 forks in 111-115 s idle. */
    static final double FORK_START_SECONDS = 1.0;

    final List<SyncMethod> modes;
    final List<Integer> sizesKb;
    final int writes;
    final int offset;
    final int alignment;
    /** --alignment as given: a number or 'physical'. */
    final String alignmentGiven;
    final List<WriteStart> starts;
    final List<FileState> fileStates;
    final List<CacheState> caches;
    final long fileBytes;
    final Path dir;
    final boolean quick;
    final List<Part> parts;
    final List<PgPattern> pgCases;
    final List<Integer> threads;
    final int recordBytes;
    final SyncMethod groupMode;
    final int forks;
    final int warmupMs;
    final int iterations;
    final int iterationMs;
    /** --duration in ms, 0 when not given (then --iterations x --iteration-ms is the measured time). */
    final long durationMs;
    final List<Long> rates;
    /** Measured schedule per JMH iteration of a rate case, ms. */
    final int rateRunMs;
    final int producers;
    final double p99LimitMs;
    final List<String> warnings = new ArrayList<>();

    /** Modes asked for that cannot run here, and why (found by {@link NativeProbe} before the run). */
    final Map<String, String> unavailableModes = new LinkedHashMap<>();

    /** Takes a mode out of the run, keeping the reason for the summary. */
    void dropUnavailable(SyncMethod m, String why) {
        modes.remove(m);
        unavailableModes.put(m.cliName(), why);
    }

    /**
     * @param quick the preset: {@link LogioOptions#QUICK} or {@link LogioOptions#FULL}
     * @param given the options given, null where not given
     * @param dir --dir, or null for the current directory
     */
    LogioSettings(boolean quick, LogioOptions given, Path dir) {
        LogioOptions o = LogioOptions.preset(quick).over(given);
        this.quick = o.quick();
        parts = o.parts();
        PartOptions.check(given, parts);
        // the power part gives every sync method a loss count unless --modes narrows it
        modes = new ArrayList<>(given.modes() == null && parts.contains(Part.POWER)
                ? LogioValues.modes(LogioOptions.POWER_MODES) : o.modes());
        sizesKb = o.sizesKb();
        writes = o.writes();
        offset = o.offset();
        starts = o.starts();
        fileStates = o.fileStates();
        caches = o.caches();
        fileBytes = o.fileBytes();
        pgCases = o.pgCases();
        threads = o.threads();
        recordBytes = o.recordBytes();
        groupMode = o.groupMode();
        durationMs = o.durationMs();
        if (durationMs > 0 && (given.iterations() != null || given.iterationMs() != null)) {
            throw new BadInputException("--duration " + durationMs + "ms sets each case's measured time; give it"
                    + " or --iterations/--iteration-ms, not both");
        }
        // every case runs in several fresh JVMs (JMH forks) so that its tables show a median and a
        // spread; each fork is kept short, as its start costs more than its writes. A --duration run
        // is one time series per case: one fork unless --forks says otherwise.
        forks = given.forks() == null && durationMs > 0 ? 1 : o.forks();
        warmupMs = o.warmupMs();
        // ten iterations (JMH's error needs several) of at least a second each
        iterations = durationMs > 0 ? (int) Math.max(1, Math.min(10, durationMs / 1000)) : o.iterations();
        iterationMs = durationMs > 0 ? (int) (durationMs / iterations) : o.iterationMs();
        rates = o.rates();
        rateRunMs = durationMs > 0 ? iterationMs : o.rateRunMs();
        producers = o.producers();
        p99LimitMs = o.p99LimitMs();
        this.dir = dir == null ? Path.of(".") : dir;
        LogioChecks.checkDir(this.dir);
        alignmentGiven = o.alignment() == LogioValues.PHYSICAL ? "physical" : String.valueOf(o.alignment());
        alignment = o.alignment() == LogioValues.PHYSICAL ? LogioChecks.physicalAlignment(this.dir) : o.alignment();
        LogioChecks.check(this);
    }

    /** pg_test_fsync's non-write descriptor test: with the pg part, but not in a quick run (not the 2004 question). */
    boolean nonWriteDescriptor() {
        return parts.contains(Part.PG) && !quick;
    }
}
