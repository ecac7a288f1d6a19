package org.dbbench.core.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dbbench.core.BadInputException;

/**
 * The suite's one rule for a size typed on a command line: a whole number with {@code K}, {@code M} or
 * {@code G} (binary: 1K = 1024 bytes) in any case, {@code _} grouping digits. What a bare number means
 * differs by option (bytes for a file size, KiB for a write size, MiB for a cache), so each option names
 * its reading, one of the constants here, and says it in its {@code --help} ({@link #rule}). A bare number
 * above that reading's {@code bareLimit} is refused with a hint, because its magnitude suggests the other
 * unit: {@code --sizes 8192} where bare means KiB reads like 8192 bytes but would be 8 MiB.
 *
 * @param unitName  what a bare number counts, as said in help and refusals ("KiB")
 * @param bareUnit  bytes per bare unit
 * @param bareLimit the largest bare number taken without a unit
 */
public record Sizes(String unitName, long bareUnit, long bareLimit) {
    public static final long K = 1L << 10;
    public static final long M = 1L << 20;
    public static final long G = 1L << 30;

    /** A bare number is bytes (a file size): no magnitude is ambiguous. */
    public static final Sizes BARE_BYTES = new Sizes("bytes", 1, Long.MAX_VALUE);
    /** A bare number is KiB (a write size); from 1024 up it reads like bytes. */
    public static final Sizes BARE_KIB = new Sizes("KiB", K, K - 1);
    /** A bare number is MiB (a cache); from 65536 (64 GiB) up it reads like KiB or bytes. */
    public static final Sizes BARE_MIB = new Sizes("MiB", M, 64 * K - 1);

    private static final Pattern FORM = Pattern.compile("([0-9]+(?:_[0-9]+)*)\\s*([a-z]*)");

    /** What the option accepts, for its refusals and {@code --help}: "a size from 1K to 64M (K, M or G, any case; a bare number is KiB)". */
    public String rule(long min, long max) {
        return "a size from " + describe(min) + " to " + describe(max) + " (K, M or G, any case; a bare number is "
                + unitName + ")";
    }

    /** Bytes in [min, max]; refused with one line naming the option, the value and {@link #rule}. */
    public long parse(String option, String text, long min, long max) {
        String allowed = rule(min, max);
        Matcher m = FORM.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new BadInputException(option + " '" + text + "' is not a size; allowed: " + allowed);
        }
        long unit = switch (m.group(2)) {
            case "" -> bareUnit;
            case "k" -> K;
            case "m" -> M;
            case "g" -> G;
            default -> throw new BadInputException(option + " '" + text + "': unknown unit '" + m.group(2)
                    + "'; allowed: " + allowed);
        };
        long n;
        try {
            n = Long.parseLong(m.group(1).replace("_", ""));
        } catch (NumberFormatException tooLong) {
            throw new BadInputException(option + " '" + text + "' is too large; allowed: " + allowed);
        }
        boolean bare = m.group(2).isEmpty();
        if (n > max / unit || n * unit < min) {
            throw new BadInputException(option + " '" + text + "' is out of range; allowed: " + allowed
                    + (bare ? meantUnit(n, min, max) : ""));
        }
        if (bare && n > bareLimit) {
            throw new BadInputException(option + " '" + text + "' is a bare number, which here counts " + unitName
                    + " (" + describe(n * bareUnit) + "), though one this large reads like bytes (" + describe(n)
                    + "); write its unit: K, M or G");
        }
        return n * unit;
    }

    /** {@link #parse} counted in this reading's unit (MiB for a cache), refused unless whole: 1536K is not whole MiB. */
    public long inUnits(String option, String text, long min, long max) {
        long bytes = parse(option, text, min, max);
        if (bytes % bareUnit != 0) {
            throw new BadInputException(option + " '" + text + "' is not a whole number of " + unitName + "; allowed: "
                    + rule(min, max));
        }
        return bytes / bareUnit;
    }

    /** {@link #parse} for each item of a comma-separated list, duplicates dropped, order kept. */
    public List<Long> list(String option, String text, long min, long max) {
        List<Long> out = new ArrayList<>();
        for (String item : Values.items(option, text, rule(min, max))) {
            long v = parse(option, item, min, max);
            if (!out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }

    /** "; did you mean 64M?" when the bare number is in range in a larger unit, else "". */
    private String meantUnit(long n, long min, long max) {
        for (long u : new long[] {K, M, G}) {
            if (u > bareUnit && n <= max / u && n * u >= min) {
                return "; did you mean " + describe(n * u) + "?";
            }
        }
        return "";
    }

    /** Bytes in the largest unit that keeps them whole: 4K, 64M, 1G, or "512 bytes" (never bare: bare means different things). */
    public static String describe(long bytes) {
        if (bytes != 0 && bytes % G == 0) {
            return bytes / G + "G";
        }
        if (bytes != 0 && bytes % M == 0) {
            return bytes / M + "M";
        }
        return bytes != 0 && bytes % K == 0 ? bytes / K + "K" : bytes + " bytes";
    }
}
