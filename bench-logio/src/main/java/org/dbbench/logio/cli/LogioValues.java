package org.dbbench.logio.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Durations;
import org.dbbench.core.cli.Sizes;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.jmh.GroupCommitBenchmark;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.write.SyncMethod;

/**
 * The rules by which {@code bench logio}'s list and named values are read, text to type in one step:
 * used by the picocli converters ({@link LogioConverters}) and for the presets' defaults. Each
 * refusal is one line naming the option, the value and what is allowed.
 */
final class LogioValues {
    static final long MAX_RATE = 1_000_000;
    static final long MAX_DURATION_MS = 24L * 3600 * 1000;
    static final long MAX_SIZE_KB = 64 * 1024;
    static final long MAX_FILE_BYTES = 64L << 30;
    /** --alignment physical: the device's physical block size, read under --dir when the run is checked. */
    static final int PHYSICAL = 0;

    private LogioValues() {
    }

    /** 'all' and 'classic' stand for groups of methods wherever they are in the list; each item to its methods once. */
    static List<SyncMethod> modes(String value) {
        String allowed = SyncMethod.namesWithAvailability() + " (or all, classic)";
        List<SyncMethod> out = new ArrayList<>();
        for (String item : Parse.items("--modes", value, allowed)) {
            List<SyncMethod> named = item.equalsIgnoreCase("all") ? Arrays.asList(SyncMethod.values())
                    : item.equalsIgnoreCase("classic") ? SyncMethod.CLASSIC
                    : SyncMethod.byName(item) == null ? null : List.of(SyncMethod.byName(item));
            if (named == null) {
                throw new BadInputException("--modes " + value + ": unknown '" + item + "'; allowed: " + allowed
                        + "; " + SyncMethod.availability());
            }
            named.stream().filter(m -> !out.contains(m)).forEach(out::add);
        }
        return out;
    }

    /** The write sizes in KiB; a bare number counts KiB (8 is 8K), K, M and G by the suite's one rule. */
    static List<Integer> sizes(String value) {
        return Sizes.BARE_KIB.list("--sizes", value, Sizes.K, MAX_SIZE_KB * Sizes.K).stream()
                .map(bytes -> (int) (bytes / Sizes.K)).toList();
    }

    static List<FileState> fileStates(String value) {
        return Parse.names("--file-state", value, FileState::byName, FileState.names());
    }

    static List<WriteStart> starts(String value) {
        return Parse.names("--starts", value, WriteStart::byName, "aligned, header");
    }

    static List<CacheState> caches(String value) {
        return Parse.names("--cache", value, CacheState::byName, "warm, cold");
    }

    static List<Part> parts(String value) {
        List<Part> parts = Parse.names("--parts", value, Part::byName, "write, pg, group, rate, power");
        if (parts.contains(Part.POWER) && parts.size() > 1) {
            throw new BadInputException("--parts " + value + ": power measures durability on the power-loss layer,"
                    + " never speed (the layer serialises every request); give --parts power alone");
        }
        return parts;
    }

    static List<PgPattern> pgCases(String value) {
        return Parse.names("--pg-cases", value, PgPattern::byName, String.join(",",
                PgPattern.ALL.stream().map(PgPattern::cliName).toList()));
    }

    static SyncMethod groupMode(String value) {
        List<SyncMethod> group = Parse.names("--group-mode", value, SyncMethod::byName, SyncMethod.names());
        if (group.size() != 1) {
            throw new BadInputException("--group-mode " + value + ": give one sync method, one of "
                    + SyncMethod.names());
        }
        return group.get(0);
    }

    static List<Long> rates(String value) {
        String allowed = "commit rates per second, whole numbers from 1 to " + MAX_RATE + ", e.g. "
                + LogioOptions.FULL_RATES;
        List<Long> out = new ArrayList<>();
        for (String item : Parse.items("--rates", value, allowed)) {
            if (!item.matches("-?[0-9]+(_[0-9]+)*")) {
                throw new BadInputException("--rates " + value + ": '" + item + "' is not a whole number; give "
                        + allowed);
            }
            long r = Parse.number("--rates", item, Long.MIN_VALUE, Long.MAX_VALUE, allowed);
            if (r < 1 || r > MAX_RATE) {
                throw new BadInputException("--rates " + value + ": rate " + item + (r < 1 ? " is not positive"
                        : " is out of range") + "; give " + allowed);
            }
            if (!out.contains(r)) {
                out.add(r);
            }
        }
        out.sort(null);
        return out;
    }

    static double p99Limit(String value) {
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

    static List<Integer> threads(String value) {
        String allowed = String.join(",", Arrays.stream(GroupCommitBenchmark.THREAD_COUNTS).mapToObj(String::valueOf)
                .toList());
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

    /** A power of two in bytes, or {@link #PHYSICAL}. */
    static int alignment(String value) {
        if (value.trim().equalsIgnoreCase("physical")) {
            return PHYSICAL;
        }
        long a = Sizes.BARE_BYTES.parse("--alignment", value, 1, Integer.MAX_VALUE);
        if (Long.bitCount(a) != 1) {
            throw new BadInputException("--alignment " + value + " is not a power of two; give " + LogioOptions.ALIGNMENTS);
        }
        if (a < 512 || a > (1 << 20)) {
            throw new BadInputException("--alignment " + value + " is out of range; give " + LogioOptions.ALIGNMENTS);
        }
        return (int) a;
    }

    /** The header before non-aligned writes; a bare number counts bytes. */
    static int offset(String value) {
        return (int) Sizes.BARE_BYTES.parse("--offset", value, 0, Integer.MAX_VALUE);
    }

    /** A group commit or rate part record; a bare number counts bytes. */
    static int recordBytes(String value) {
        return (int) Sizes.BARE_BYTES.parse("--record-bytes", value, 1, Sizes.M);
    }

    static long durationMs(String value) {
        return Durations.parse("--duration", value, Duration.ofSeconds(1), Duration.ofMillis(MAX_DURATION_MS)).toMillis();
    }

    /** 0 for 'auto'; a bare number counts bytes. */
    static long fileBytes(String value) {
        return "auto".equals(value.trim().toLowerCase(Locale.ROOT)) ? 0
                : Sizes.BARE_BYTES.parse("--file-size", value, 4 * Sizes.K, MAX_FILE_BYTES);
    }
}
