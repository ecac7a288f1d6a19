package org.dbbench.core.jmh;

import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/**
 * One JMH metric: score, its error (99.9% half-width, NaN when JMH could not compute one), unit, and
 * for sampling modes the percentiles keyed by percent (50.0, 90.0, 99.0, 99.9, 100.0) and the sample count.
 *
 * @param perFork each fork's iterations, in order: the iteration's score (for sampling modes the mean
 *        of its samples); empty when the JSON had no raw data. This is what repeated runs are made of.
 */
public record Metric(double score, double error, String unit, NavigableMap<Double, Double> percentiles,
        long samples, List<List<Double>> perFork) {

    public Metric {
        perFork = perFork.stream().map(List::copyOf).toList();
    }

    /** A metric without raw data. */
    public Metric(double score, double error, String unit, NavigableMap<Double, Double> percentiles, long samples) {
        this(score, error, unit, percentiles, samples, List.of());
    }

    /** Every measured iteration's score, fork after fork. */
    public List<Double> iterations() {
        return perFork.stream().flatMap(List::stream).toList();
    }

    /** One value per fork: the mean of its iterations (a fork is one independent run of a case). */
    public List<Double> forkMeans() {
        return perFork.stream().filter(f -> !f.isEmpty())
                .map(f -> f.stream().mapToDouble(Double::doubleValue).average().orElseThrow()).toList();
    }

    public double percentile(double p) {
        Double v = percentiles.get(p);
        return v == null ? Double.NaN : v;
    }

    public static Metric of(double score, double error, String unit) {
        return new Metric(score, error, unit, new java.util.TreeMap<>(Map.of()), 0);
    }
}
