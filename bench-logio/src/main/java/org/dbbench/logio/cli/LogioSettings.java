package org.dbbench.logio.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;
import org.dbbench.core.WritableDir;
import org.dbbench.core.env.Environment;
import org.dbbench.core.env.Mount;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.PageCache;
import org.dbbench.logio.jmh.GroupCommitBenchmark;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.sys.Binding;
import org.dbbench.logio.write.SyncMethod;

/**
 * Everything a {@code bench logio} run will do, parsed and checked before anything is written: every
 * refusal is a {@link BadInputException} with one line naming the option, the value and what is allowed.
 */
final class LogioSettings {
    static final String FULL_MODES = "rwd,rws,rw-sync,force-false,force-true,nosync";
    static final String FULL_SIZES = "512,256,128,64,32,16,12,10,8,6,4,2,1";
    static final String QUICK_MODES = "force-false,rwd,nosync";
    /** A page-sized record and a sub-block one (the size that must rewrite part of a block). */
    static final String QUICK_SIZES = "8,1";
    /** pg_test_fsync's 8kB form: one 8kB write per commit. */
    static final String QUICK_PG = "1x8k";
    static final String QUICK_THREADS = "1,8";
    /** Runs per case: 3 (a median and a spread worth the name); quick 2, to stay near a minute and a half. */
    static final String FULL_FORKS = "3";
    static final String QUICK_FORKS = "2";
    /** Starting a fork's JVM on the 2-core VM, and its setup: 1.0 s, from 47 quick cases x 2 forks in 111-115 s idle. */
    static final double FORK_START_SECONDS = 1.0;
    /** Quick runs answer the 2004 question on Derby's own zero-filled file, nothing more (well under a minute). */
    static final String QUICK_FILE_STATES = "preallocated";
    /** The parts that answer the original question: the aligned/non-aligned table and pg_test_fsync's 8kB form. */
    static final String QUICK_PARTS = "write,pg";
    static final String FULL_RATES = "500,2000,5000,20000";
    static final String QUICK_RATES = "500,5000";
    static final long MAX_RATE = 1_000_000;
    static final long MAX_DURATION_MS = 24L * 3600 * 1000;
    static final long MAX_SIZE_KB = 64 * 1024;
    static final long MAX_FILE_BYTES = 64L << 30;
    /** config.json key of --p99-limit-ms (the report reads the saturation threshold there). */
    static final String P99_LIMIT_KEY = org.dbbench.logio.report.LogioReport.P99_LIMIT_KEY;
    /** Room for the bundle, JMH's files and the pg and group commit logs, beyond the largest write log. */
    static final long SPARE_BYTES = 64L << 20;

    final List<SyncMethod> modes;
    final List<Integer> sizesKb;
    final int writes;
    final int offset;
    final int alignment;
    final String alignmentGiven;
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

    /** The options as given; null means not given (the full or quick default applies). */
    /** Modes asked for that cannot run here, and why (found by {@link NativeProbe} before the run). */
    final Map<String, String> unavailableModes = new LinkedHashMap<>();

    /** Takes a mode out of the run, keeping the reason for the summary. */
    void dropUnavailable(SyncMethod m, String why) {
        modes.remove(m);
        unavailableModes.put(m.cliName(), why);
    }

    record Given(String modes, String sizes, String writes, String offset, String alignment, String fileState,
            String cache, String fileSize, Path dir, boolean quick, String parts, String pgCases, String threads,
            String recordBytes, String groupMode, String warmupMs, String iterations, String iterationMs,
            String forks, String duration, String rates, String producers, String p99LimitMs) {
    }

    LogioSettings(Given g) {
        quick = g.quick();
        sizesKb = sizes(or(g.sizes(), quick ? QUICK_SIZES : FULL_SIZES));
        writes = (int) Parse.number("--writes", or(g.writes(), "128"), 1, 1_000_000, "a number of writes from 1 to 1000000");
        offset = (int) Parse.number("--offset", or(g.offset(), String.valueOf(24)), 0, Integer.MAX_VALUE,
                "a header length in bytes from 0 to " + Integer.MAX_VALUE);
        fileStates = Parse.names("--file-state", or(g.fileState(), quick ? QUICK_FILE_STATES : "preallocated"),
                FileState::byName, FileState.names());
        caches = Parse.names("--cache", or(g.cache(), "warm"), CacheState::byName, "warm, cold");
        parts = Parse.names("--parts", or(g.parts(), quick ? QUICK_PARTS : "write,pg,group,rate"), Part::byName, "write, pg, group, rate, power");
        if (parts.contains(Part.POWER) && parts.size() > 1) {
            throw new BadInputException("--parts " + g.parts() + ": power measures durability on the power-loss layer,"
                    + " never speed (the layer serialises every request); give --parts power alone");
        }
        // the power part gives every sync method a loss count unless --modes narrows it
        modes = new ArrayList<>(modes(or(g.modes(), parts.contains(Part.POWER) ? "all" : quick ? QUICK_MODES : FULL_MODES)));
        pgCases = Parse.names("--pg-cases", or(g.pgCases(), quick ? QUICK_PG : allPg()), PgPattern::byName, allPg());
        threads = threads(or(g.threads(), quick ? QUICK_THREADS : "1,2,4,8,16,32"));
        recordBytes = (int) Parse.number("--record-bytes", or(g.recordBytes(), "256"), 1, 1 << 20,
                "a record size in bytes from 1 to 1048576");
        List<SyncMethod> group = Parse.names("--group-mode", or(g.groupMode(), "rwd"), SyncMethod::byName,
                SyncMethod.names());
        if (group.size() != 1) {
            throw new BadInputException("--group-mode " + g.groupMode() + ": give one sync method, one of "
                    + SyncMethod.names());
        }
        groupMode = group.get(0);
        durationMs = g.duration() == null ? 0 : Parse.duration("--duration", g.duration(), 1000, MAX_DURATION_MS,
                "a measured time per case from 1s to 24h, e.g. 60s, 5m or 1500ms");
        if (durationMs > 0 && (g.iterations() != null || g.iterationMs() != null)) {
            throw new BadInputException("--duration " + g.duration() + " sets each case's measured time; give it"
                    + " or --iterations/--iteration-ms, not both");
        }
        // every case runs in several fresh JVMs (JMH forks) so that its tables show a median and a
        // spread; each fork is kept short, as its start costs more than its writes. A --duration run
        // is one time series per case: one fork unless --forks says otherwise.
        forks = (int) Parse.number("--forks", or(g.forks(), durationMs > 0 ? "1" : quick ? QUICK_FORKS : FULL_FORKS),
                1, 100, "JVM forks (runs) per case from 1 to 100");
        warmupMs = (int) Parse.number("--warmup-ms", or(g.warmupMs(), quick ? "50" : "200"), 0, 600_000,
                "milliseconds of warmup per fork from 0 to 600000");
        if (durationMs > 0) {
            // ten iterations (JMH's error needs several) of at least a second each
            iterations = (int) Math.max(1, Math.min(10, durationMs / 1000));
            iterationMs = (int) (durationMs / iterations);
        } else {
            iterations = (int) Parse.number("--iterations", or(g.iterations(), "1"), 1, 1000,
                    "measurement iterations per fork from 1 to 1000");
            iterationMs = (int) Parse.number("--iteration-ms", or(g.iterationMs(), quick ? "150" : "300"), 10,
                    600_000, "milliseconds per measurement iteration from 10 to 600000");
        }
        rates = rates(or(g.rates(), quick ? QUICK_RATES : FULL_RATES));
        rateRunMs = durationMs > 0 ? iterationMs : quick ? 500 : 1000;
        producers = (int) Parse.number("--producers", or(g.producers(), "32"), 1, 1024,
                "a number of producer threads from 1 to 1024");
        p99LimitMs = p99Limit(or(g.p99LimitMs(), "10"));
        fileBytes = "auto".equalsIgnoreCase(or(g.fileSize(), "auto")) ? 0
                : Parse.bytes("--file-size", g.fileSize(), 4096, MAX_FILE_BYTES, "'auto' or a size from 4K to 64G,"
                        + " e.g. 64M");
        dir = g.dir() == null ? Path.of(".") : g.dir();
        checkDir();
        alignmentGiven = or(g.alignment(), "4096");
        alignment = alignment(alignmentGiven);
        checkFits();
        checkPlatform();
        checkSpace();
        String fs = fileSystem();
        if (Mount.isMemoryOrOverlay(fs)) {
            warnings.add("--dir " + dir + " is on " + fs + " (memory or an overlay, not a disk): these numbers say"
                    + " nothing about any disk.");
        }
        if (offset % alignment == 0 && parts.contains(Part.WRITE)) {
            warnings.add("--offset " + offset + " is a multiple of --alignment " + alignment
                    + ": the non-aligned cases are aligned too.");
        }
    }

    private static String or(String given, String fallback) {
        return given == null ? fallback : given;
    }

    private static String allPg() {
        return PgPattern.ALL.stream().map(PgPattern::cliName).collect(Collectors.joining(","));
    }

    private static List<SyncMethod> modes(String value) {
        // 'all' and 'classic' stand for groups of methods wherever they are in the list
        String allowed = SyncMethod.namesWithAvailability() + " (or all, classic)";
        String expanded = Parse.items("--modes", value, allowed).stream()
                .map(item -> item.equalsIgnoreCase("all") ? Arrays.stream(SyncMethod.values())
                        .map(SyncMethod::cliName).collect(Collectors.joining(","))
                        : item.equalsIgnoreCase("classic") ? SyncMethod.CLASSIC.stream().map(SyncMethod::cliName)
                                .collect(Collectors.joining(",")) : item)
                .collect(Collectors.joining(","));
        List<SyncMethod> out = new ArrayList<>();
        for (String item : expanded.split(",")) {
            SyncMethod m = SyncMethod.byName(item);
            if (m == null) {
                throw new BadInputException("--modes " + value + ": unknown '" + item + "'; allowed: " + allowed
                        + "; " + SyncMethod.availability());
            }
            if (!out.contains(m)) {
                out.add(m);
            }
        }
        return out;
    }

    private static List<Integer> sizes(String value) {
        String allowed = "sizes in KiB from 1 to " + MAX_SIZE_KB + ", e.g. 512,64,8 or 8K";
        List<Integer> out = new ArrayList<>();
        for (String item : Parse.items("--sizes", value, allowed)) {
            String n = item.endsWith("k") || item.endsWith("K") ? item.substring(0, item.length() - 1) : item;
            long kb;
            try {
                kb = Long.parseLong(n.matches("[0-9]+(_[0-9]+)*") ? n.replace("_", "") : n); // the one rule: _ groups digits
            } catch (NumberFormatException e) {
                throw new BadInputException("--sizes " + value + ": '" + item + "' is not a number; give " + allowed);
            }
            if (kb < 1 || kb > MAX_SIZE_KB) {
                throw new BadInputException("--sizes " + value + ": size " + item + " is out of range; give " + allowed);
            }
            if (!out.contains((int) kb)) {
                out.add((int) kb);
            }
        }
        return out;
    }

    private static List<Long> rates(String value) {
        String allowed = "commit rates per second, whole numbers from 1 to " + MAX_RATE + ", e.g. " + FULL_RATES;
        List<Long> out = new ArrayList<>();
        for (String item : Parse.items("--rates", value, allowed)) {
            if (!item.matches("-?[0-9]+(_[0-9]+)*")) {
                throw new BadInputException("--rates " + value + ": '" + item + "' is not a whole number; give "
                        + allowed);
            }
            long r = Parse.number("--rates", item, Long.MIN_VALUE, Long.MAX_VALUE, allowed);
            if (r < 1) {
                throw new BadInputException("--rates " + value + ": rate " + item + " is not positive; give "
                        + allowed);
            }
            if (r > MAX_RATE) {
                throw new BadInputException("--rates " + value + ": rate " + item + " is out of range; give "
                        + allowed);
            }
            if (!out.contains(r)) {
                out.add(r);
            }
        }
        out.sort(null);
        return out;
    }

    private static double p99Limit(String value) {
        String allowed = "the p99 commit latency in ms a rate must stay under to count as sustained, above 0 and"
                + " at most 60000, e.g. 10 or 2.5";
        double v;
        try {
            v = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new BadInputException("--p99-limit-ms " + value + " is not a number; give " + allowed);
        }
        if (!(v > 0) || v > 60_000) {
            throw new BadInputException("--p99-limit-ms " + value + " is out of range; give " + allowed);
        }
        return v;
    }

    private static List<Integer> threads(String value) {
        String allowed = Arrays.stream(GroupCommitBenchmark.THREAD_COUNTS).mapToObj(String::valueOf)
                .collect(Collectors.joining(","));
        List<Integer> out = new ArrayList<>();
        for (String item : Parse.items("--threads", value, allowed)) {
            int t;
            try {
                t = Integer.parseInt(item.matches("[0-9]+(_[0-9]+)*") ? item.replace("_", "") : item);
            } catch (NumberFormatException e) {
                throw new BadInputException("--threads " + value + ": '" + item + "' is not a number; give some of "
                        + allowed);
            }
            if (Arrays.stream(GroupCommitBenchmark.THREAD_COUNTS).noneMatch(c -> c == t)) {
                throw new BadInputException("--threads " + value + ": " + item + " committing threads is not"
                        + " measured; give some of " + allowed);
            }
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private int alignment(String value) {
        String allowed = "a power of two from 512 to 1048576, or 'physical' (the device's physical block size)";
        if (value.trim().equalsIgnoreCase("physical")) {
            String physical = Environment.capture(dir).get("storage", "physicalSectorBytes");
            try {
                int p = Integer.parseInt(physical);
                if (Integer.bitCount(p) == 1) {
                    return p;
                }
            } catch (NumberFormatException e) {
                // fall through to the refusal below
            }
            throw new BadInputException("--alignment physical: the kernel does not tell the physical block size of"
                    + " the device under --dir " + dir + " (" + physical + "); give " + allowed);
        }
        long a = Parse.number("--alignment", value, 1, Integer.MAX_VALUE, allowed);
        if (Long.bitCount(a) != 1) {
            throw new BadInputException("--alignment " + value + " is not a power of two; give " + allowed);
        }
        if (a < 512 || a > (1 << 20)) {
            throw new BadInputException("--alignment " + value + " is out of range; give " + allowed);
        }
        return (int) a;
    }

    private void checkDir() {
        if (!Files.exists(dir)) {
            throw new BadInputException("--dir " + dir + " does not exist; give an existing directory on the disk"
                    + " to measure");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("--dir " + dir + " is not a directory; give an existing directory on the"
                    + " disk to measure");
        }
        WritableDir.check("--dir", dir, 0, null);
    }

    /** With a fixed --file-size the header and one write of every size must fit in it. */
    private void checkFits() {
        if (fileBytes == 0 || !parts.contains(Part.WRITE)) {
            return;
        }
        int largest = sizesKb.stream().mapToInt(Integer::intValue).max().orElse(1) * 1024;
        long alignedStart = roundUp(offset, alignment);
        if (alignedStart + largest > fileBytes) {
            throw new BadInputException("--offset " + offset + " is beyond the log file: with --file-size "
                    + fileBytes + " a " + largest / 1024 + "K write at byte " + alignedStart + " would end past the"
                    + " file's end; give a smaller --offset or a larger --file-size");
        }
    }

    private void checkPlatform() {
        if (parts.contains(Part.WRITE) && fileStates.contains(FileState.FALLOCATED)
                && org.dbbench.logio.sys.Binding.current().posix() == null) {
            throw new BadInputException("--file-state fallocated needs the native binding for fallocate(2), and"
                    + " there is none here (" + org.dbbench.logio.sys.Binding.current().problem() + "); give "
                    + "preallocated, growing or rewrite");
        }
        if (caches.contains(CacheState.COLD) && !PageCache.supported()) {
            throw new BadInputException("--cache cold needs 64-bit Linux (posix_fadvise); give --cache warm");
        }
        boolean mmap = parts.contains(Part.WRITE) && modes.contains(SyncMethod.MMAP_FORCE)
                || parts.contains(Part.GROUP) && groupMode == SyncMethod.MMAP_FORCE;
        if (mmap && largestLogBytes() > Integer.MAX_VALUE) {
            throw new BadInputException("--modes mmap-force maps the whole log file, at most 2G, but a case needs "
                    + largestLogBytes() + " bytes; give fewer --writes, smaller --sizes or a --file-size up to 2047M");
        }
    }

    private void checkSpace() {
        long needed = neededBytes();
        long free;
        try {
            free = Files.getFileStore(dir).getUsableSpace();
        } catch (IOException e) {
            throw new BadInputException("--dir " + dir + ": cannot read its free space (" + e.getMessage() + ")");
        }
        if (free < needed) {
            throw new BadInputException("--dir " + dir + " has " + free + " bytes free, the run needs " + needed
                    + " (its largest log file plus " + (SPARE_BYTES >> 20) + "M); free space, choose another --dir"
                    + " or give fewer --writes or smaller --sizes");
        }
    }

    /** The largest write log any case lays out (one case runs at a time). */
    long largestLogBytes() {
        if (!parts.contains(Part.WRITE)) {
            return 0;
        }
        long largest = 0;
        long start = roundUp(offset, alignment);
        for (int kb : sizesKb) {
            long size = kb * 1024L;
            long needed = fileStates.contains(FileState.PREALLOCATED) || fileStates.contains(FileState.GROWING)
                    || fileStates.contains(FileState.FALLOCATED)
                    ? start + writes * size : start + size;
            largest = Math.max(largest, fileBytes > 0 ? fileBytes : roundUp(needed, alignment));
        }
        return largest;
    }

    long neededBytes() {
        return largestLogBytes() + SPARE_BYTES;
    }

    private String fileSystem() {
        try {
            return Files.getFileStore(dir).type();
        } catch (IOException e) {
            return "unknown";
        }
    }

    int plannedCases() {
        int n = 0;
        if (parts.contains(Part.WRITE)) {
            n += modes.size() * sizesKb.size() * 2 * fileStates.size() * caches.size();
        }
        if (parts.contains(Part.PG)) {
            n += modes.size() * pgCases.size() + (nonWriteDescriptor() ? NON_WRITE_DESCRIPTOR_CASES : 0);
        }
        if (parts.contains(Part.GROUP)) {
            n += threads.size() * 2;
        }
        n += rateCases();
        return n + RECORDING_COST_CASES;
    }

    /** pg_test_fsync's fsync-on-a-non-write-descriptor check: three orders. */
    static final int NON_WRITE_DESCRIPTOR_CASES = 3;

    /** pg_test_fsync's non-write descriptor test: with the pg part, but not in a quick run (not the 2004 question). */
    boolean nonWriteDescriptor() {
        return parts.contains(Part.PG) && !quick;
    }
    /** The cost of logging every operation's latency: one case, always. */
    static final int RECORDING_COST_CASES = 1;

    /** Every rate and the closed-loop reference, per sync method. */
    int rateCases() {
        return parts.contains(Part.RATE) ? modes.size() * (rates.size() + 1) : 0;
    }

    /** A rough wall-clock estimate: per fork its start, layout and JMH's iterations, for every case. */
    long estimateSeconds() {
        double perCase = forks * (FORK_START_SECONDS + (warmupMs + (double) iterations * iterationMs) / 1000);
        double perRate = forks * (FORK_START_SECONDS + (warmupMs + (double) iterations * rateRunMs) / 1000);
        return Math.round((plannedCases() - rateCases()) * perCase + rateCases() * perRate) + 5;
    }

    Map<String, Object> config() {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("modes", modes.stream().map(SyncMethod::cliName).toList());
        c.put("sizesKb", sizesKb);
        c.put("writes", writes);
        c.put("offset", offset);
        c.put("alignment", alignment);
        c.put("alignmentGiven", alignmentGiven);
        c.put("fileStates", fileStates.stream().map(FileState::cliName).toList());
        c.put("caches", caches.stream().map(CacheState::cliName).toList());
        c.put("fileBytes", fileBytes == 0 ? "auto" : fileBytes);
        c.put("dir", dir.toAbsolutePath().normalize().toString());
        c.put("quick", quick);
        c.put("parts", parts.stream().map(Part::cliName).toList());
        c.put("pgCases", pgCases.stream().map(PgPattern::cliName).toList());
        c.put("threads", threads);
        c.put("recordBytes", recordBytes);
        c.put("groupMode", groupMode.cliName());
        c.put("durationMs", durationMs == 0 ? "none" : durationMs);
        c.put("rates", rates);
        c.put("rateRunMs", rateRunMs);
        c.put("producers", producers);
        c.put(P99_LIMIT_KEY, p99LimitMs);
        c.put("stallFactor", org.dbbench.logio.time.Stalls.FACTOR);
        c.put("jmh", Map.of("forks", forks, "warmupIterations", 1, "warmupMs", warmupMs, "iterations", iterations,
                "iterationMs", iterationMs, "mode", "SampleTime"));
        c.put("plannedCases", plannedCases());
        c.put("unavailableModes", new LinkedHashMap<>(unavailableModes));
        c.put("nativeBinding", Binding.current().describe());
        c.put("warnings", List.copyOf(warnings));
        return c;
    }

    static long roundUp(long v, long a) {
        return (v + a - 1) / a * a;
    }
}
