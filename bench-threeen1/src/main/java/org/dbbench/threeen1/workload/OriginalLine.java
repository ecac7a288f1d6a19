package org.dbbench.threeen1.workload;

import java.util.StringJoiner;
import java.util.regex.Pattern;

/**
 * The line the original program printed per range, numbers with thousands separators:
 * {@code i j k l result highest seconds updates reads updates/s reads/s}. Users grep it and paste it
 * beside GT.M's, and scripts read it one line per run: wherever it is printed it is one line,
 * however long its numbers (a table prints it as a whole note, outside the 72-column rule).
 */
public final class OriginalLine {
    public static final String HEADER = "i j k l result highest seconds updates reads updates/s reads/s";
    /** The line's eleven numbers, as {@link #format} writes them, for a script (or a test) to find. */
    public static final Pattern NUMBERS = Pattern.compile("[0-9][0-9,.]*( [0-9][0-9,.]*){10}");

    private OriginalLine() {
    }

    /** True for a printed line that carries the original's line: "label: " and the eleven numbers. */
    public static boolean carries(String printed) {
        int colon = printed.indexOf(": ");
        String numbers = printed.substring(colon + 2).replaceFirst(" INVALID$", "");
        return colon > 0 && NUMBERS.matcher(numbers).matches();
    }

    public static String format(long i, long j, long k, long l, long result, long highest, double seconds,
            long updates, long reads) {
        StringJoiner line = new StringJoiner(" ");
        line.add(Format.thousands(i)).add(Format.thousands(j)).add(Format.thousands(k)).add(Format.thousands(l))
                .add(Format.thousands(result)).add(Format.thousands(highest)).add(Format.seconds(seconds))
                .add(Format.thousands(updates)).add(Format.thousands(reads))
                .add(Format.thousands(updates / seconds)).add(Format.thousands(reads / seconds));
        return line.toString();
    }
}
