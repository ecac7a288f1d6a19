package org.dbbench.threeen1.workload;

import java.util.Locale;

/** Number formats of the study's output: thousands separators, as the original printed them. */
public final class Format {
    private Format() {
    }

    public static String thousands(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A rate or count rounded to a whole number, with separators. */
    public static String thousands(double x) {
        return Double.isFinite(x) ? thousands(Math.round(x)) : "-";
    }

    /** Seconds with two decimals (the measured interval of a short run is a few seconds). */
    public static String seconds(double s) {
        return Double.isFinite(s) ? String.format(Locale.ROOT, "%,.2f", s) : "-";
    }
}
