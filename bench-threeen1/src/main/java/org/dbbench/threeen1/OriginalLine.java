package org.dbbench.threeen1;

import java.util.StringJoiner;

/**
 * The line the original program printed per range, numbers with thousands separators:
 * {@code i j k l result highest seconds updates reads updates/s reads/s}.
 */
public final class OriginalLine {
    public static final String HEADER = "i j k l result highest seconds updates reads updates/s reads/s";

    private OriginalLine() {
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
