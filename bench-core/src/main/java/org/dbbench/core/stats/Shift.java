package org.dbbench.core.stats;

import java.util.Arrays;

/**
 * How far a second sample lies from a first: the Hodges–Lehmann estimate (the median of all n·m
 * differences b − a) with the distribution-free confidence interval that goes with the Mann–Whitney
 * test (the k-th smallest to the k-th largest difference, k from the exact null distribution of U).
 * It assumes only that B is A shifted, not that either is normal; {@link #ofLogs} applies it to
 * logarithms, so a shift is a ratio and "B is 7% faster" holds for fast and slow cases alike.
 *
 * @param estimate the Hodges–Lehmann shift (median pairwise difference)
 * @param low lower end of the interval (the smallest difference when there is no interval)
 * @param high upper end (the largest difference when there is none)
 * @param confidence the interval's exact coverage, at least the level asked for when
 *     {@link #hasInterval}; otherwise the lower coverage of the min–max of the differences
 * @param hasInterval false when the samples are too small for the level asked (3 against 3 at 95%)
 * @param u the Mann–Whitney statistic: pairs with b above a, ties counted half
 * @param p the exact two-sided p-value of "no shift"
 */
public record Shift(int n, int m, double estimate, double low, double high, double confidence,
        boolean hasInterval, double u, double p) {

    /** The shift from {@code a} to {@code b} with an interval of at least {@code level} (e.g. 0.95). */
    public static Shift between(double[] a, double[] b, double level) {
        check(a, "a");
        check(b, "b");
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("level must be between 0 and 1: " + level);
        }
        double[] d = new double[a.length * b.length];
        double u = 0;
        int i = 0;
        for (double x : a) {
            for (double y : b) {
                double diff = y - x;
                d[i++] = diff;
                u += diff > 0 ? 1 : diff == 0 ? 0.5 : 0;
            }
        }
        Arrays.sort(d);
        MannWhitney null0 = MannWhitney.of(a.length, b.length);
        int k = null0.excluded(level);
        boolean has = k > 0;
        int drop = has ? k : 1;
        return new Shift(a.length, b.length, median(d), d[drop - 1], d[d.length - drop], null0.confidence(drop), has,
                u, null0.twoSidedP(u));
    }

    /** The shift between the logarithms: exp(shift) is the ratio b / a (see {@link #percent}). */
    public static Shift ofLogs(double[] a, double[] b, double level) {
        return between(logs(a, "a"), logs(b, "b"), level);
    }

    /** A shift of logarithms as a change in percent: 100 · (exp(x) − 1). */
    public static double percent(double logShift) {
        return 100 * Math.expm1(logShift);
    }

    /** True when the interval exists and leaves out zero: the samples differ at its confidence. */
    public boolean excludesZero() {
        return hasInterval && (low > 0 || high < 0);
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static void check(double[] s, String name) {
        if (s == null || s.length == 0) {
            throw new IllegalArgumentException("sample " + name + " is empty");
        }
        for (double v : s) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("sample " + name + " holds " + v);
            }
        }
    }

    private static double[] logs(double[] s, String name) {
        check(s, name);
        double[] l = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            if (s[i] <= 0) {
                throw new IllegalArgumentException("sample " + name + " holds " + s[i] + ": a ratio needs values above 0");
            }
            l[i] = Math.log(s[i]);
        }
        return l;
    }
}
