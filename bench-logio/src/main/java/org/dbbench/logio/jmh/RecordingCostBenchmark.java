package org.dbbench.logio.jmh;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.compare.TurnGate;
import org.dbbench.logio.time.LatencyLog;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What logging every operation's latency adds to each measured operation: the two System.nanoTime
 * calls around it and the wait-free record into the running {@link LatencyLog} (its 1-second cutter
 * thread running too), exactly as the write, pg, group and rate cases do it. The latencies recorded
 * cycle through 10 us .. 10 ms so the record touches different buckets, as real ones do. The report
 * states this cost beside the cases it is added to.
 *
 * <p>Each iteration is one shot of {@value #RECORDS} records (a fixed amount of work, about 80 ms),
 * not a time: a logio run sets one iteration count and time for all its benchmarks, and a run of
 * {@code --iterations 30 --iteration-ms 1000} or {@code --duration 60s} would otherwise spend that
 * long measuring this constant before its first write.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(RecordingCostBenchmark.RECORDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class RecordingCostBenchmark {
    static final int RECORDS = 1_000_000;
    private final LatencyLog log = new LatencyLog(null);
    private long offset;

    /** Untimed: a million records first, so a short (--quick) run measures the compiled path, as cases use it. */
    @Setup(Level.Trial)
    public void start() {
        log.start();
        for (int i = 0; i < RECORDS; i++) {
            timeAndRecordOne();
        }
    }

    /** In a lockstep comparison each iteration waits for its turn, as the cases do ({@link TurnGate}). */
    @Setup(Level.Iteration)
    public void awaitTurn() {
        TurnGate.awaitTurn();
    }

    @TearDown(Level.Iteration)
    public void endTurn() {
        TurnGate.endTurn();
    }

    /** {@value #RECORDS} times what one measured operation carries (the operation itself is absent). */
    @Benchmark
    public long timeAndRecord() {
        long sum = 0;
        for (int i = 0; i < RECORDS; i++) {
            sum += timeAndRecordOne();
        }
        return sum;
    }

    private long timeAndRecordOne() {
        long begin = System.nanoTime();
        offset = (offset + 7919) & 0x3fff;
        long latency = System.nanoTime() - begin + 10_000 + (offset << 9); // 10 us .. ~8.4 ms
        log.record(latency);
        return latency;
    }

    @TearDown(Level.Trial)
    public void stop() throws IOException {
        log.finish();
    }
}
