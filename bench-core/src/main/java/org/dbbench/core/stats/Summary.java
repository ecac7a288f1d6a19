package org.dbbench.core.stats;

import java.util.Arrays;
import java.util.Collection;

/**
 * What repeated measurements of one case say: their median and how far they spread. Every table of
 * both studies shows these two side by side, because on a shared or virtual machine one number per
 * case hides run-to-run differences larger than most changes being measured.
 *
 * <p>The 95% interval of the median is distribution-free (order statistics: the number of samples
 * below the true median is binomial(n, 1/2)), so it needs no assumption of normal noise; it exists
 * from n = 6 on. Below that only min–max is given.
 */
public final class Summary {
    /** A case whose min–max spread is wider than this share of its median is marked as noisy. */
    public static final double WIDE_SPREAD = 0.10;

    private final double[] sorted;

    private Summary(double[] sorted) {
        this.sorted = sorted;
    }

    /** @throws IllegalArgumentException when there is no sample or a sample is not a finite number */
    public static Summary of(double... samples) {
        if (samples.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        double[] s = samples.clone();
        for (double v : s) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("sample is not a finite number: " + v);
            }
        }
        Arrays.sort(s);
        return new Summary(s);
    }

    public static Summary of(Collection<? extends Number> samples) {
        return of(samples.stream().mapToDouble(Number::doubleValue).toArray());
    }

    public int count() {
        return sorted.length;
    }

    public double min() {
        return sorted[0];
    }

    public double max() {
        return sorted[sorted.length - 1];
    }

    public double median() {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** The samples in ascending order (a copy). */
    public double[] sortedSamples() {
        return sorted.clone();
    }

    /** (max − min) / median: 0 for a single sample. */
    public double relativeSpread() {
        double m = median();
        return m == 0 ? 0 : (max() - min()) / Math.abs(m);
    }

    /** True when the spread is wider than {@link #WIDE_SPREAD} of the median: the table marks it. */
    public boolean wide() {
        return relativeSpread() > WIDE_SPREAD;
    }

    /** True when {@link #medianLow()} and {@link #medianHigh()} bound a 95% interval (n ≥ 6). */
    public boolean hasMedianInterval() {
        return lowerRank(sorted.length) > 0;
    }

    /** Lower end of the 95% interval of the median (min when {@code n < 6}). */
    public double medianLow() {
        int k = lowerRank(sorted.length);
        return k == 0 ? min() : sorted[k - 1];
    }

    /** Upper end of the 95% interval of the median (max when {@code n < 6}). */
    public double medianHigh() {
        int k = lowerRank(sorted.length);
        return k == 0 ? max() : sorted[sorted.length - k];
    }

    /**
     * The largest k (1-based rank) with P(Binomial(n, 1/2) &lt; k) ≤ 2.5%, so that the k-th smallest
     * and k-th largest samples bound the median with at least 95% confidence; 0 when none does.
     */
    static int lowerRank(int n) {
        double p = Math.pow(0.5, n);
        double cumulative = 0;
        double term = p; // P(X = 0)
        int k = 0;
        for (int i = 0; i < n; i++) {
            cumulative += term;
            if (cumulative > 0.025) {
                break;
            }
            k = i + 1;
            term = term * (n - i) / (i + 1);
        }
        return k;
    }

    @Override
    public String toString() {
        return "median " + median() + " (" + min() + "–" + max() + ", n=" + count() + ")";
    }
}
