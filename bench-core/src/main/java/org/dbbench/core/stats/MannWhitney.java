package org.dbbench.core.stats;

/**
 * The exact null distribution of the Mann–Whitney statistic U for samples of n and m: when both come
 * from the same distribution, every one of the C(n+m, n) orderings of the pooled values is equally
 * likely, and U (the number of pairs where the second sample's value is the larger) takes the value u
 * in as many orderings as there are partitions of u into at most n parts of at most m each. Nothing
 * about the shape of the distribution is assumed, which is the point: run times on a shared machine
 * are skewed, with a long tail of slow runs.
 */
public final class MannWhitney {
    /** Samples larger than this per side are refused: the table below grows as n·m². */
    public static final int MAX_SIDE = 100;

    private final int n;
    private final int m;
    /** P(U ≤ u) for u = 0..n·m. */
    private final double[] cumulative;

    private MannWhitney(int n, int m, double[] cumulative) {
        this.n = n;
        this.m = m;
        this.cumulative = cumulative;
    }

    /** The distribution of U for samples of {@code n} and {@code m} (1 to {@value #MAX_SIDE} each). */
    public static MannWhitney of(int n, int m) {
        if (n < 1 || m < 1 || n > MAX_SIDE || m > MAX_SIDE) {
            throw new IllegalArgumentException("sample sizes must be 1.." + MAX_SIDE + ": " + n + ", " + m);
        }
        // ways[j][u]: orderings of i values of the first sample among j of the second with U = u, built
        // up over i by f(i, j, u) = f(i - 1, j, u - j) + f(i, j - 1, u) (the largest value is either the
        // first sample's, beating all j, or the second's, beating none). Doubles hold the counts: the
        // largest, C(200, 100), is about 9e58, and only sums are taken, so nothing cancels.
        double[][] prev = new double[m + 1][];
        for (int j = 0; j <= m; j++) {
            prev[j] = new double[] {1}; // i = 0: one ordering, U = 0
        }
        for (int i = 1; i <= n; i++) {
            double[][] cur = new double[m + 1][];
            cur[0] = new double[] {1};
            for (int j = 1; j <= m; j++) {
                double[] f = new double[i * j + 1];
                double[] left = cur[j - 1]; // f(i, j - 1, u)
                double[] up = prev[j]; // f(i - 1, j, u - j)
                for (int u = 0; u < f.length; u++) {
                    double a = u < left.length ? left[u] : 0;
                    double b = u - j >= 0 && u - j < up.length ? up[u - j] : 0;
                    f[u] = a + b;
                }
                cur[j] = f;
            }
            prev = cur;
        }
        double[] counts = prev[m];
        double total = 0;
        for (double c : counts) {
            total += c;
        }
        double[] cum = new double[counts.length];
        double run = 0;
        for (int u = 0; u < counts.length; u++) {
            run += counts[u];
            cum[u] = Math.min(1, run / total);
        }
        return new MannWhitney(n, m, cum);
    }

    public int n() {
        return n;
    }

    public int m() {
        return m;
    }

    /** P(U ≤ u) under the null hypothesis; u may be fractional (ties count half), it is rounded down. */
    public double atMost(double u) {
        int k = (int) Math.floor(u + 1e-9);
        if (k < 0) {
            return 0;
        }
        return k >= cumulative.length ? 1 : cumulative[k];
    }

    /** The two-sided exact p-value of an observed U: twice the smaller tail, at most 1. */
    public double twoSidedP(double u) {
        double lower = atMost(u);
        double upper = atMost(n * (double) m - u); // U is symmetric about n·m / 2
        return Math.min(1, 2 * Math.min(lower, upper));
    }

    /**
     * The number k of smallest (and of largest) pairwise differences an interval of at least
     * {@code level} confidence leaves out: the largest k with P(U ≤ k − 1) ≤ (1 − level) / 2. The
     * interval from the k-th smallest to the k-th largest difference then covers the true shift with
     * probability 1 − 2·P(U ≤ k − 1). Returns 0 when no such interval exists, as for 3 against 3 at 95%
     * (the smallest tail there, one ordering in 20, is already 5%).
     */
    public int excluded(double level) {
        double tail = (1 - level) / 2;
        int k = 0;
        while (k < cumulative.length && cumulative[k] <= tail + 1e-12) {
            k++;
        }
        return k;
    }

    /** The confidence the interval leaving out {@code k} differences on each side really has. */
    public double confidence(int k) {
        return k <= 0 ? 0 : 1 - 2 * cumulative[k - 1];
    }

    /** The smallest n = m for which an interval of at least {@code level} exists. */
    public static int smallestSideFor(double level) {
        for (int s = 1; s <= MAX_SIDE; s++) {
            if (of(s, s).excluded(level) > 0) {
                return s;
            }
        }
        throw new IllegalArgumentException("no sample size up to " + MAX_SIDE + " reaches " + level);
    }
}
