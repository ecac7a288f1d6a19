package org.dbbench.cli;

import java.util.List;

/** Benchmarks that must be in the one jar, by name, one or more per module. */
final class ExpectedBenchmarks {
    static final List<String> NAMES = List.of(
            "org.dbbench.core.jmh.ClockBenchmark.nanoTime");

    private ExpectedBenchmarks() {
    }
}
