package org.dbbench.core.machine;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of reading the clock on this machine. Every latency the suite reports is made of clock
 * reads; on some VMs a read costs microseconds, which matters next to a sub-millisecond fsync. It is
 * also the quickest real benchmark in the jar, used by the smoke checks.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class ClockBenchmark {

    /** One System.nanoTime() call. */
    @Benchmark
    public long nanoTime() {
        return System.nanoTime();
    }
}
