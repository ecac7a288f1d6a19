package org.dbbench.core.jmh;

import java.util.Map;

/**
 * One entry of JMH's JSON result: a benchmark method run with one combination of parameters.
 *
 * @param benchmark fully qualified method name, e.g. org.dbbench.logio.jmh.LogWriteBenchmark.write
 * @param mode JMH mode short name: thrpt, avgt, sample, ss
 * @param params the @Param values as strings
 * @param secondary secondary metrics, including @AuxCounters and profiler outputs, by name
 */
public record JmhRecord(String benchmark, String mode, int threads, int forks, String jdkVersion,
        Map<String, String> params, Metric primary, Map<String, Metric> secondary) {

    /** The method name after the last dot. */
    public String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** The simple class name of the benchmark. */
    public String className() {
        String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
        return cls.substring(cls.lastIndexOf('.') + 1);
    }

    public String param(String name) {
        return params.get(name);
    }
}
