package org.dbbench.logio.cli;

import java.util.List;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.write.SyncMethod;

/**
 * {@code bench logio}'s options, typed; null is "not given". The presets {@link #FULL} and {@link #QUICK}
 * are values of this record, every component set; a run's options are its preset {@link #over} what
 * was given. Each default is written once, as text here: the help quotes it, the preset reads it by
 * the option's own rule ({@link LogioValues}).
 *
 * @param alignment bytes, or {@link LogioValues#PHYSICAL}
 * @param fileBytes the largest log file, 0 for auto
 * @param durationMs the measured time per case, 0 for none (then iterations x iteration length)
 * @param rateRunMs the measured schedule per JMH iteration of a rate case (no option: the preset's,
 *        or the iteration length under --duration)
 */
record LogioOptions(List<SyncMethod> modes, List<Integer> sizesKb, Integer writes, Integer offset, Integer alignment,
        List<WriteStart> starts, List<FileState> fileStates, List<CacheState> caches, Long fileBytes, List<Part> parts,
        List<PgPattern> pgCases, List<Integer> threads, Integer recordBytes, SyncMethod groupMode, Integer forks,
        Integer warmupMs, Integer iterations, Integer iterationMs, Long durationMs, List<Long> rates,
        Integer rateRunMs, Integer producers, Double p99LimitMs, Boolean quick) {

    static final String FULL_MODES = "rwd,rws,rw-sync,force-false,force-true,nosync";
    static final String FULL_SIZES = "512,256,128,64,32,16,12,10,8,6,4,2,1";
    static final String FULL_PARTS = "write,pg,group,rate";
    static final String FULL_RATES = "500,2000,5000,20000";
    static final String FULL_THREADS = "1,2,4,8,16,32";
    /** Runs per case: 3 (a median and a spread worth the name); quick 2, to stay near a minute and a half. */
    static final String FULL_FORKS = "3";
    static final String FULL_WARMUP_MS = "200";
    static final String FULL_ITERATION_MS = "300";
    static final String WRITES = "128";
    static final String OFFSET = "24";
    static final String ALIGNMENT = "4096";
    static final String ALIGNMENTS = "a power of two from 512 to 1M (a bare number is bytes; K and M in any case), or"
            + " 'physical' (the device's physical block size)";
    /** Both sides of the question: the table's gain column needs the pair. */
    static final String STARTS = "aligned,header";
    static final String FILE_STATE = "preallocated";
    static final String CACHE = "warm";
    static final String RECORD_BYTES = "256";
    static final String GROUP_MODE = "rwd";
    static final String ITERATIONS = "1";
    static final String PRODUCERS = "32";
    static final String P99_LIMIT_MS = "10";
    /** The modes of --parts power when --modes is not given: every method gets a loss count. */
    static final String POWER_MODES = "all";

    static final String QUICK_MODES = "force-false,rwd,nosync";
    /** A page-sized record and a sub-block one (the size that must rewrite part of a block). */
    static final String QUICK_SIZES = "8,1";
    /** pg_test_fsync's 8kB form: one 8kB write per commit. */
    static final String QUICK_PG = "1x8k";
    static final String QUICK_THREADS = "1,8";
    static final String QUICK_FORKS = "2";
    static final String QUICK_WARMUP_MS = "50";
    static final String QUICK_ITERATION_MS = "150";
    /** The parts that answer the original question: the aligned/non-aligned table and pg_test_fsync's 8kB form. */
    static final String QUICK_PARTS = "write,pg";
    static final String QUICK_RATES = "500,5000";

    /** Every part, sync method and size: the study as published. */
    static final LogioOptions FULL = new LogioOptions(LogioValues.modes(FULL_MODES), LogioValues.sizes(FULL_SIZES),
            Integer.valueOf(WRITES), Integer.valueOf(OFFSET), LogioValues.alignment(ALIGNMENT),
            LogioValues.starts(STARTS), LogioValues.fileStates(FILE_STATE), LogioValues.caches(CACHE), 0L,
            LogioValues.parts(FULL_PARTS), PgPattern.ALL, LogioValues.threads(FULL_THREADS),
            Integer.valueOf(RECORD_BYTES), LogioValues.groupMode(GROUP_MODE), Integer.valueOf(FULL_FORKS),
            Integer.valueOf(FULL_WARMUP_MS), Integer.valueOf(ITERATIONS), Integer.valueOf(FULL_ITERATION_MS), 0L,
            LogioValues.rates(FULL_RATES), 1000,
            Integer.valueOf(PRODUCERS), LogioValues.p99Limit(P99_LIMIT_MS), false);

    /** The original question only, well under a minute: the full run with fewer, shorter cases. */
    static final LogioOptions QUICK = FULL.over(new LogioOptions(LogioValues.modes(QUICK_MODES),
            LogioValues.sizes(QUICK_SIZES), null, null, null, null, null, null, null, LogioValues.parts(QUICK_PARTS),
            LogioValues.pgCases(QUICK_PG), LogioValues.threads(QUICK_THREADS), null, null,
            Integer.valueOf(QUICK_FORKS), Integer.valueOf(QUICK_WARMUP_MS), null, Integer.valueOf(QUICK_ITERATION_MS),
            null, LogioValues.rates(QUICK_RATES), 500, null, null, true));

    /** The preset a run starts from. */
    static LogioOptions preset(boolean quick) {
        return quick ? QUICK : FULL;
    }

    /** These options with every component {@code given} sets replacing this one's. */
    LogioOptions over(LogioOptions given) {
        return new LogioOptions(or(given.modes, modes), or(given.sizesKb, sizesKb), or(given.writes, writes),
                or(given.offset, offset), or(given.alignment, alignment), or(given.starts, starts),
                or(given.fileStates, fileStates), or(given.caches, caches), or(given.fileBytes, fileBytes),
                or(given.parts, parts), or(given.pgCases, pgCases), or(given.threads, threads),
                or(given.recordBytes, recordBytes), or(given.groupMode, groupMode), or(given.forks, forks),
                or(given.warmupMs, warmupMs), or(given.iterations, iterations), or(given.iterationMs, iterationMs),
                or(given.durationMs, durationMs), or(given.rates, rates), or(given.rateRunMs, rateRunMs),
                or(given.producers, producers), or(given.p99LimitMs, p99LimitMs), or(given.quick, quick));
    }

    private static <T> T or(T given, T preset) {
        return given == null ? preset : given;
    }
}
