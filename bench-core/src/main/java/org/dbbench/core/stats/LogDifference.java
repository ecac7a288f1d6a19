package org.dbbench.core.stats;

/**
 * B against A on a log scale, from paired measurements: each pair (A and B measured one right after
 * the other, in random order) gives log(B / A), and the mean of those log-ratios, with Student's t,
 * gives the change and its interval. Whatever moves the machine over minutes (other load, a warming
 * disk) moves both members of a pair alike and cancels in their ratio; only the noise within a pair
 * is left. When A's measurements are not paired with B's (a saved baseline), Welch's unpaired form
 * is used, and drift between the two falls on the difference.
 *
 * @param estimate mean log(B / A)
 * @param standardError its estimated standard error
 * @param df the degrees of freedom of that estimate (n − 1 for n pairs; Welch's for unpaired)
 * @param pairs the number of pairs (for unpaired: the smaller side)
 */
public record LogDifference(double estimate, double standardError, double df, int pairs) {

    /** From the pairs' log(B / A); at least 2. */
    public static LogDifference paired(double[] logRatios) {
        int n = logRatios.length;
        if (n < 2) {
            throw new IllegalArgumentException("a paired difference needs 2 or more pairs, got " + n);
        }
        double mean = mean(logRatios);
        return new LogDifference(mean, Math.sqrt(variance(logRatios, mean) / n), n - 1, n);
    }

    /** From unpaired log times of A and of B (2 or more each), Welch's form. */
    public static LogDifference unpaired(double[] logA, double[] logB) {
        if (logA.length < 2 || logB.length < 2) {
            throw new IllegalArgumentException("an unpaired difference needs 2 or more per side");
        }
        double va = variance(logA, mean(logA)) / logA.length;
        double vb = variance(logB, mean(logB)) / logB.length;
        double df = (va + vb) * (va + vb) / (va * va / (logA.length - 1) + vb * vb / (logB.length - 1));
        return new LogDifference(mean(logB) - mean(logA), Math.sqrt(va + vb), Double.isFinite(df) ? df
                : logA.length + logB.length - 2, Math.min(logA.length, logB.length));
    }

    /** The two-sided interval at {@code level} (e.g. 0.95), as log-ratios {low, high}. */
    public double[] interval(double level) {
        double half = StudentT.quantile(1 - (1 - level) / 2, df) * standardError;
        return new double[] {estimate - half, estimate + half};
    }

    /** Two-sided p-value of "no change". */
    public double p() {
        if (standardError == 0) {
            return estimate == 0 ? 1 : 0;
        }
        return 2 * StudentT.cdf(-Math.abs(estimate) / standardError, df);
    }

    /**
     * The equivalence test's p-value (two one-sided tests): the larger of the p-values of "B is
     * slower by the margin or more" and "B is faster by the margin or more". Below alpha, the
     * change lies within ±marginPercent at that level.
     */
    public double equivalenceP(double marginPercent) {
        double upper = Math.log1p(marginPercent / 100);
        double lower = Math.log1p(-marginPercent / 100);
        if (standardError == 0) {
            return estimate > lower && estimate < upper ? 0 : 1;
        }
        double pBelowUpper = StudentT.cdf((estimate - upper) / standardError, df);
        double pAboveLower = 1 - StudentT.cdf((estimate - lower) / standardError, df);
        return Math.max(pBelowUpper, pAboveLower);
    }

    /**
     * The minimum detectable effect as a log-ratio: the true change that a two-sided test at
     * {@code alpha} finds with probability {@code power}, given this standard error:
     * (t(1 − alpha/2) + t(power)) · SE.
     */
    public double mde(double alpha, double power) {
        return (StudentT.quantile(1 - alpha / 2, df) + StudentT.quantile(power, df)) * standardError;
    }

    /** {@link #mde} as a slowdown in percent. */
    public double mdePercent(double alpha, double power) {
        return percent(mde(alpha, power));
    }

    /**
     * How many times the pairs measured so far it takes for the MDE to shrink to {@code targetPercent}:
     * the standard error falls with the square root of the pairs (the t quantiles' small change with
     * more pairs is left out, so this is a slight overestimate with few pairs).
     */
    public double timesToReach(double targetPercent, double alpha, double power) {
        double ratio = mde(alpha, power) / Math.log1p(targetPercent / 100);
        return ratio * ratio;
    }

    /** A log-ratio as a change in percent: 100 · (exp(x) − 1). */
    public static double percent(double log) {
        return 100 * Math.expm1(log);
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    private static double variance(double[] v, double mean) {
        double s = 0;
        for (double x : v) {
            s += (x - mean) * (x - mean);
        }
        return s / (v.length - 1);
    }
}
