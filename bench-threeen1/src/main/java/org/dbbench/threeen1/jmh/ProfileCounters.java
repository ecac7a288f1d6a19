package org.dbbench.threeen1.jmh;

import java.nio.file.Path;
import org.dbbench.threeen1.profile.Breakdown;
import org.dbbench.threeen1.profile.Category;
import org.dbbench.threeen1.profile.CpuProfile;
import org.dbbench.threeen1.profile.Recordings;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * {@code bench threeen1 --profile}: a JFR recording of each measured run, written to the directory
 * the fork is given in the system property {@value CpuProfile#DIR_PROPERTY} (none: nothing is recorded), and
 * where the run's CPU went as JMH secondary results, milliseconds per {@link Category} (EVENTS
 * counters: summed over the runs, as {@link RunCounters}). The recording starts before the run and
 * stops after it, outside JMH's timed call; analysing it happens after the run too.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class ProfileCounters {
    public double cpuEngineMs;
    public double cpuSqlDriverMs;
    public double cpuWorkloadMs;
    public double cpuAdapterMs;
    public double cpuJvmMs;
    public double cpuOtherMs;
    /** Of cpuJvmMs: the collector's threads, the JIT compilers. */
    public double cpuGcMs;
    public double cpuJitMs;
    /** JFR samples counted (0: not profiled). */
    public long cpuSamples;

    private CpuProfile profile;
    private Path file;

    @Setup(Level.Iteration)
    public void start(BenchmarkParams benchmark, IterationParams iteration) throws java.io.IOException {
        String dir = System.getProperty(CpuProfile.DIR_PROPERTY, "");
        if (dir.isEmpty() || iteration.getType() != IterationType.MEASUREMENT) {
            return;
        }
        file = Recordings.claim(Path.of(dir), benchmark::getParam);
        profile = CpuProfile.start();
    }

    @TearDown(Level.Iteration)
    public void stop() {
        if (profile == null) {
            return;
        }
        Breakdown b = profile.stop(file);
        profile = null;
        cpuEngineMs = b.millis().get(Category.ENGINE);
        cpuSqlDriverMs = b.millis().get(Category.SQL_DRIVER);
        cpuWorkloadMs = b.millis().get(Category.WORKLOAD);
        cpuAdapterMs = b.millis().get(Category.ADAPTER);
        cpuJvmMs = b.millis().get(Category.JVM);
        cpuOtherMs = b.millis().get(Category.OTHER);
        cpuGcMs = b.gcMillis();
        cpuJitMs = b.jitMillis();
        cpuSamples = b.samples();
        System.out.println("  profile " + file.getFileName() + ": " + b.line());
    }
}
