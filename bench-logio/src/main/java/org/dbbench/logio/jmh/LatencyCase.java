package org.dbbench.logio.jmh;

import java.util.concurrent.TimeUnit;
import org.dbbench.core.compare.TurnGate;
import org.dbbench.logio.time.CaseLatency;
import org.dbbench.logio.time.LatencyLog;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;

/**
 * What every one-thread, one-commit-per-operation case of the study shares: sampled times in
 * microseconds with the study's default fork and iterations (JMH's annotations are inherited), and a
 * latency log of every operation that starts with the first measured iteration. A subclass opens the
 * log in its trial setup ({@link #openLatency}) and records each operation's nanoseconds in it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 1, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 300, timeUnit = TimeUnit.MILLISECONDS)
public abstract class LatencyCase {
    protected LatencyLog latency;

    protected final void openLatency(BenchmarkParams params) {
        latency = CaseLatency.open(params);
    }

    /**
     * The latency log starts with the first measured iteration. In a lockstep comparison each
     * iteration, the warm-up's too, first waits for its turn ({@link TurnGate}), untimed: the log's
     * intervals then start when the writes do.
     */
    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration) {
        TurnGate.awaitTurn();
        CaseLatency.atIteration(latency, iteration);
    }

    @TearDown(Level.Iteration)
    public void endIteration() {
        TurnGate.endTurn();
    }
}
