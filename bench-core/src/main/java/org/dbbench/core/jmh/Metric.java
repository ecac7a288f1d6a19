package org.dbbench.core.jmh;

import java.util.Map;
import java.util.NavigableMap;

/**
 * One JMH metric: score, its error (99.9% half-width, NaN when JMH could not compute one), unit, and
 * for sampling modes the percentiles keyed by percent (50.0, 90.0, 99.0, 99.9, 100.0) and the sample count.
 */
public record Metric(double score, double error, String unit, NavigableMap<Double, Double> percentiles,
        long samples) {

    public double percentile(double p) {
        Double v = percentiles.get(p);
        return v == null ? Double.NaN : v;
    }

    public static Metric of(double score, double error, String unit) {
        return new Metric(score, error, unit, new java.util.TreeMap<>(Map.of()), 0);
    }
}
