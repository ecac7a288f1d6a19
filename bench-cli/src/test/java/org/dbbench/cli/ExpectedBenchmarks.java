package org.dbbench.cli;

import java.util.List;

/** Benchmarks that must be in the one jar, by name, one or more per module. */
final class ExpectedBenchmarks {
    static final List<String> NAMES = List.of(
            "org.dbbench.core.machine.ClockBenchmark.nanoTime",
            "org.dbbench.core.machine.MutexBenchmark.acquireRelease",
            "org.dbbench.logio.jmh.LogWriteBenchmark.write",
            "org.dbbench.logio.jmh.PgTestFsyncBenchmark.commit",
            "org.dbbench.logio.jmh.GroupCommitBenchmark.threads01",
            "org.dbbench.logio.jmh.GroupCommitBenchmark.threads32",
            "org.dbbench.logio.jmh.RateBenchmark.schedule",
            "org.dbbench.logio.jmh.NonWriteDescriptorBenchmark.commit",
            "org.dbbench.logio.jmh.RecordingCostBenchmark.timeAndRecord",
            "org.dbbench.logio.jmh.BindingCostBenchmark.pwrite1",
            "org.dbbench.threeen1.jmh.Threeen1Benchmark.run",
            "org.dbbench.threeen1.jmh.StoreOpsBenchmark.read",
            "org.dbbench.threeen1.jmh.StoreOpsBenchmark.update");

    private ExpectedBenchmarks() {
    }
}
