package org.dbbench.core.jmh;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.stats.RunConditions;

/**
 * The {@link RunConditions} a JMH record carries as its {@code run...} secondary metrics (written by
 * {@link RunConditionsProfiler}), read back per fork. Here rather than in stats, so that stats needs
 * nothing from jmh.
 */
public final class RecordedConditions {
    private RecordedConditions() {
    }

    /**
     * The facts of every measured iteration of a JMH record, fork after fork (the order of
     * {@link Metric#iterations()}); empty when the record has none (an older bundle, a plain JMH run).
     */
    public static List<List<RunConditions>> perFork(JmhRecord r) {
        List<Metric> metrics = new ArrayList<>();
        for (String name : RunConditions.METRICS.keySet()) {
            Metric m = r.secondary().get(name);
            if (m == null) {
                return List.of();
            }
            metrics.add(m);
        }
        List<List<RunConditions>> forks = new ArrayList<>();
        List<List<Double>> shape = metrics.get(0).perFork();
        for (int f = 0; f < shape.size(); f++) {
            List<RunConditions> iterations = new ArrayList<>();
            for (int i = 0; i < shape.get(f).size(); i++) {
                double[] v = new double[metrics.size()];
                for (int k = 0; k < v.length; k++) {
                    v[k] = value(metrics.get(k), f, i);
                }
                iterations.add(RunConditions.of(v));
            }
            forks.add(iterations);
        }
        return forks;
    }

    private static double value(Metric m, int fork, int iteration) {
        List<List<Double>> raw = m.perFork();
        double v = fork < raw.size() && iteration < raw.get(fork).size() ? raw.get(fork).get(iteration) : Double.NaN;
        return v < 0 ? Double.NaN : v;
    }
}
