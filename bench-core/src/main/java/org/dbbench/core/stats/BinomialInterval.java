package org.dbbench.core.stats;

/**
 * How sure a rate counted in simulated trials is: k successes in n trials as a share with the Wilson
 * score interval (Wilson 1927). Unlike the textbook p ± z·√(p(1 − p)/n), it never leaves [0, 1] and
 * does not collapse to a point at 0 or n successes: 0 of 10 is "0% (95%: 0 … 27.8%)", not "0 ± 0".
 *
 * @param successes k
 * @param trials n, at least 1
 * @param low lower end of the interval, as a share (0 to 1)
 * @param high upper end
 */
public record BinomialInterval(long successes, long trials, double low, double high) {
    /** The normal quantile of a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    /** The Wilson 95% interval of {@code successes} in {@code trials}. */
    public static BinomialInterval wilson95(long successes, long trials) {
        return wilson(successes, trials, Z95);
    }

    /** The Wilson interval with normal quantile {@code z} (1.96 for 95%). */
    public static BinomialInterval wilson(long successes, long trials, double z) {
        if (trials < 1 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException("a rate needs 0 <= successes <= trials and trials >= 1: "
                    + successes + " of " + trials);
        }
        double n = trials;
        double p = successes / n;
        double z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        // at 0 or n successes an end is exactly 0 or 1; rounding must not move it
        double low = successes == 0 ? 0 : Math.max(0, centre - half);
        double high = successes == trials ? 1 : Math.min(1, centre + half);
        return new BinomialInterval(successes, trials, low, high);
    }

    /** The observed share k / n. */
    public double rate() {
        return successes / (double) trials;
    }
}
