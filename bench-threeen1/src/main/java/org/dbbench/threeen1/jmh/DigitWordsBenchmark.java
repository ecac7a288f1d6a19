package org.dbbench.threeen1.jmh;

import java.util.concurrent.TimeUnit;
import org.dbbench.threeen1.workload.DigitWords;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The digit-word codec alone: most of the in-memory store's cost is here, so a slower codec shows
 * as a slower floor. Numbers walk 1..10^6, the key sizes of the standard run.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Thread)
public class DigitWordsBenchmark {
    private long n = 1;
    private final String[] encoded = new String[1024];

    public DigitWordsBenchmark() {
        for (int i = 0; i < encoded.length; i++) {
            encoded[i] = DigitWords.words(100_000 + 977L * i);
        }
    }

    /** words(n) for the next n. */
    @Benchmark
    public String encode() {
        n = n == 1_000_000 ? 1 : n + 1;
        return DigitWords.words(n);
    }

    /** parse(words) of a six- to seven-digit number. */
    @Benchmark
    public long parse() {
        n = n == 1_000_000 ? 1 : n + 1;
        return DigitWords.parse(encoded[(int) (n & 1023)]);
    }
}
