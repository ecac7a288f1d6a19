package org.dbbench.core.report;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One numeric axis of an {@link SvgChart}: its range, rounded out to whole ticks, where a value
 * falls on it (0 at the minimum, 1 at the maximum) and its tick values with their labels.
 */
record ChartScale(double min, double max, boolean log, String pattern) {

    /** The axis over these values; a bar axis starts at zero, a log axis at a decade. */
    static ChartScale of(double[] values, boolean log, boolean fromZero, String pattern) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (Double.isFinite(v) && (!log || v > 0)) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        if (lo > hi) {
            lo = log ? 1 : 0;
            hi = log ? 10 : 1;
        }
        if (log) {
            double a = Math.pow(10, Math.floor(Math.log10(lo)));
            double b = Math.pow(10, Math.ceil(Math.log10(hi)));
            return new ChartScale(a, b > a ? b : a * 10, true, pattern);
        }
        if (fromZero) {
            lo = Math.min(0, lo);
            hi = Math.max(0, hi);
        }
        if (hi == lo) {
            hi = lo == 0 ? 1 : lo + Math.abs(lo) * 0.1;
            lo = fromZero ? lo : lo - (hi - lo);
        }
        double step = step(hi - lo);
        return new ChartScale(Math.floor(lo / step) * step, Math.ceil(hi / step) * step, false, pattern);
    }

    /** 1, 2 or 5 times a power of ten, giving four to ten ticks over the span. */
    private static double step(double span) {
        double raw = span / 6;
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        double m = raw / p;
        return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
    }

    /** Where v falls: 0 at min, 1 at max. */
    double at(double v) {
        if (log) {
            return (Math.log10(v) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
        }
        return (v - min) / (max - min);
    }

    /** Decades on a log axis (with 2 and 5 when it spans two decades or less); whole steps otherwise. */
    List<Double> ticks() {
        List<Double> t = new ArrayList<>();
        if (log) {
            boolean narrow = max / min <= 100;
            for (double d = min; d <= max * 1.0001; d *= 10) {
                t.add(d);
                if (narrow && d * 2 < max) {
                    t.add(d * 2);
                }
                if (narrow && d * 5 < max) {
                    t.add(d * 5);
                }
            }
            return t;
        }
        double step = step(max - min);
        for (int i = 0; min + i * step <= max + step / 1000; i++) {
            t.add(min + i * step);
        }
        return t;
    }

    String label(double v) {
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT)).format(v);
    }
}
