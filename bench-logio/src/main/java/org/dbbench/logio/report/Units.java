package org.dbbench.logio.report;

import java.util.Locale;

/** Time units as JMH writes them, and the number formats the tables use. */
final class Units {
    private Units() {
    }

    /** {@code value} in {@code unit} ("us/op", "ms/op", "ns/op", "s/op") as microseconds. */
    static double micros(double value, String unit) {
        String u = unit == null ? "" : unit;
        if (u.startsWith("ns")) {
            return value / 1000;
        }
        if (u.startsWith("ms")) {
            return value * 1000;
        }
        if (u.startsWith("s/")) {
            return value * 1e6;
        }
        return value;
    }

    /** Four significant digits, no exponent: 0.08123, 1.234, 15.23, 243.8, 1234. */
    static String sig(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "-";
        }
        double a = Math.abs(v);
        int decimals = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : a >= 0.1 ? 4 : 5;
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** Whole numbers with no grouping (machine friendly, still readable at these sizes). */
    static String whole(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.0f", v);
    }

    static String percent(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f%%", v);
    }
}
