package org.dbbench.threeen1.jmh;

import org.dbbench.core.stats.RunConditions;
import org.dbbench.threeen1.workload.RunResult;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What one whole run reports next to JMH's own time, as JMH secondary results. They are EVENTS
 * counters, so JMH adds them up over the measured runs: divide a score by its sample count (one
 * sample per run) for the mean; the percentiles 0 and 100 are the smallest and largest run. Each
 * run's own value is in JMH's raw data (per fork, per iteration). The {@code run...} fields are the
 * {@link RunConditions} the run recorded (named as {@link RunConditions#METRICS}), which explain a
 * wide spread between runs.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class RunCounters {
    /** Reads per second of the measured interval. */
    public double readsPerSecond;
    /** Updates per second of the measured interval. */
    public double updatesPerSecond;
    /** The measured interval: workers released to the last one done (the original's clock). */
    public double seconds;
    /** Store open to store closed, setup included. */
    public double wallSeconds;
    public long reads;
    public long updates;
    public long result;
    public long highest;
    /** The block size l actually used. */
    public long block;
    /** 1 when the run failed a check (see the fork's output for why), else 0. */
    public long invalid;
    /** 1 when the store already held steps (a kept --db), else 0. */
    public long resumed;
    public double runCpus;
    public double runOtherCpus;
    public double runLoadAverage;
    public double runStealShare;
    public double runGcShare;
    public double runCpuPressure;
    public double runIoPressure;
    public double runMemoryPressure;
    public double runDirtyMbAtStart;
    public double runMajorFaults;
    public double runWrittenMb;

    @Setup(Level.Iteration)
    public void clear() {
        readsPerSecond = 0;
        updatesPerSecond = 0;
        seconds = 0;
        wallSeconds = 0;
        reads = 0;
        updates = 0;
        result = 0;
        highest = 0;
        block = 0;
        invalid = 0;
        resumed = 0;
        conditions(new RunConditions(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    }

    void record(RunResult r) {
        readsPerSecond = r.readsPerSecond();
        updatesPerSecond = r.updatesPerSecond();
        seconds = r.seconds();
        wallSeconds = r.wallSeconds();
        reads = r.reads();
        updates = r.updates();
        result = r.result();
        highest = r.highest();
        block = r.workload().block();
        invalid = r.valid() ? 0 : 1;
        resumed = r.resumed() ? 1 : 0;
    }

    /** NaN (a fact this machine lacks) becomes -1: JMH adds EVENTS counters, and -1 stays readable. */
    void conditions(RunConditions c) {
        runCpus = known(c.cpus());
        runOtherCpus = known(c.otherCpus());
        runLoadAverage = known(c.loadAverage());
        runStealShare = known(c.stealShare());
        runGcShare = known(c.gcShare());
        runCpuPressure = known(c.cpuPressure());
        runIoPressure = known(c.ioPressure());
        runMemoryPressure = known(c.memoryPressure());
        runDirtyMbAtStart = known(c.dirtyMbAtStart());
        runMajorFaults = known(c.majorFaults());
        runWrittenMb = known(c.writtenMb());
    }

    private static double known(double v) {
        return Double.isFinite(v) ? v : -1;
    }
}
