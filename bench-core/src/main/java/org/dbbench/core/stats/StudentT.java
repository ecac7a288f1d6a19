package org.dbbench.core.stats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Student's t distribution: what the mean of a few paired log-ratios, divided by its estimated
 * standard error, scatters like when nothing but noise moves it. With 5 pairs the 97.5% point is
 * 2.78, not the normal's 1.96: using the normal with few pairs would make every interval too short.
 * The distribution function comes from the regularized incomplete beta function; quantiles by
 * bisection, kept once computed (a comparison asks for the same few again after every pair).
 */
public final class StudentT {
    private static final Map<String, Double> QUANTILES = new ConcurrentHashMap<>();

    private StudentT() {
    }

    /** P(T ≤ t) with {@code df} degrees of freedom (df may be fractional, as Welch's is). */
    public static double cdf(double t, double df) {
        if (!(df > 0)) {
            throw new IllegalArgumentException("degrees of freedom must be above 0: " + df);
        }
        if (Double.isInfinite(t)) {
            return t > 0 ? 1 : 0;
        }
        double tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
        return t > 0 ? 1 - tail : tail;
    }

    /** The t with P(T ≤ t) = p. */
    public static double quantile(double p, double df) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must lie between 0 and 1: " + p);
        }
        return QUANTILES.computeIfAbsent(p + "/" + df, k -> search(p, df));
    }

    private static double search(double p, double df) {
        double lo = -1;
        double hi = 1;
        while (cdf(lo, df) > p) {
            lo *= 2;
        }
        while (cdf(hi, df) < p) {
            hi *= 2;
        }
        for (int i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(hi)); i++) {
            double mid = (lo + hi) / 2;
            if (cdf(mid, df) < p) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    /** I_x(a, b), by its continued fraction on whichever side converges fast. */
    static double regularizedBeta(double x, double a, double b) {
        if (x <= 0) {
            return 0;
        }
        if (x >= 1) {
            return 1;
        }
        double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
        return x < (a + 1) / (a + b + 2) ? front * fraction(x, a, b) / a : 1 - front * fraction(1 - x, b, a) / b;
    }

    /** Lentz's evaluation of the incomplete beta's continued fraction. */
    private static double fraction(double x, double a, double b) {
        double tiny = 1e-300;
        double c = 1;
        double d = 1 - (a + b) * x / (a + 1);
        d = 1 / (Math.abs(d) < tiny ? tiny : d);
        double h = d;
        for (int m = 1; m <= 500; m++) {
            int m2 = 2 * m;
            double even = m * (b - m) * x / ((a - 1 + m2) * (a + m2));
            d = 1 / nonZero(1 + even * d, tiny);
            c = nonZero(1 + even / c, tiny);
            h *= d * c;
            double odd = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1 + m2));
            d = 1 / nonZero(1 + odd * d, tiny);
            c = nonZero(1 + odd / c, tiny);
            double step = d * c;
            h *= step;
            if (Math.abs(step - 1) < 1e-15) {
                break;
            }
        }
        return h;
    }

    private static double nonZero(double v, double tiny) {
        return Math.abs(v) < tiny ? tiny : v;
    }

    /** ln Γ(x) for x > 0, Lanczos' approximation (g = 7), good to about 15 digits. */
    static double logGamma(double x) {
        if (x < 0.5) {
            return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
        }
        double[] g = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
            1.5056327351493116e-7};
        double z = x - 1;
        double sum = g[0];
        for (int i = 1; i < g.length; i++) {
            sum += g[i] / (z + i);
        }
        double t = z + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
    }
}
