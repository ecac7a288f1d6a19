package org.dbbench.core.jmh;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.dbbench.core.env.RunMeter;
import org.dbbench.core.stats.RunConditions;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler recording {@link RunConditions} over every iteration, in the fork, as secondary
 * results ({@code runOtherCpus}, {@code runGcShare}, ...): what a wide spread between forks is
 * explained with. {@code bench jmh ... -prof org.dbbench.core.jmh.RunConditionsProfiler} adds it to
 * any benchmark; the first iteration's window also holds the trial's setup, which is why the
 * studies warm up first (or, like 3n+1, meter the run themselves).
 */
public final class RunConditionsProfiler implements InternalProfiler {
    private RunMeter meter;

    @Override
    public String getDescription() {
        return "dbbench: machine load, CPU steal, GC share, pressure and page cache during each iteration";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        meter = RunMeter.start();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult result) {
        RunConditions c = meter.stop();
        List<Result> out = new ArrayList<>();
        c.asMap().forEach((name, value) -> out.add(new ScalarResult(name, value, "", AggregationPolicy.AVG)));
        return out;
    }
}
