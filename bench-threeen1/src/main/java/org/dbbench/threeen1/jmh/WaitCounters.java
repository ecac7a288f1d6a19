package org.dbbench.threeen1.jmh;

import java.io.IOException;
import java.nio.file.Path;
import org.dbbench.threeen1.waits.WaitFiles;
import org.dbbench.threeen1.waits.WaitRecording;
import org.dbbench.threeen1.waits.WaitShares;
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
 * {@code bench threeen1 --waits}: where each measured run's workers spent their wall-clock time
 * ({@link WaitRecording}), as JMH secondary results in milliseconds summed over the workers (EVENTS
 * counters: summed over the runs too), and per run as a json file with the locks' names in the
 * directory the fork is given in {@value WaitFiles#DIR_PROPERTY} (none: nothing is measured).
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class WaitCounters {
    public double waitWallMs;
    public double waitRunningMs;
    public double waitCpuQueueMs;
    public double waitLockMs;
    public double waitFsyncMs;
    public double waitWriteMs;
    public double waitReadMs;
    public double waitGcMs;
    public double waitSleepMs;
    public double waitKernelIoMs;
    public double waitOtherMs;

    private WaitRecording recording;
    private Path dir;
    private BenchmarkParams benchmark;

    @Setup(Level.Iteration)
    public void start(BenchmarkParams benchmark, IterationParams iteration) {
        if (!WaitFiles.enabled() || iteration.getType() != IterationType.MEASUREMENT) {
            return;
        }
        dir = Path.of(System.getProperty(WaitFiles.DIR_PROPERTY));
        this.benchmark = benchmark;
        recording = WaitRecording.start();
    }

    @TearDown(Level.Iteration)
    public void stop() throws IOException {
        if (recording == null) {
            return;
        }
        WaitShares s = recording.stop();
        recording = null;
        waitWallMs = ms(s.wallNanos());
        waitRunningMs = ms(s.runningNanos());
        waitCpuQueueMs = ms(s.cpuQueueNanos());
        waitLockMs = ms(s.lockNanos());
        waitFsyncMs = ms(s.waitNanos(WaitShares.FSYNC));
        waitWriteMs = ms(s.waitNanos(WaitShares.WRITE));
        waitReadMs = ms(s.waitNanos(WaitShares.READ));
        waitGcMs = ms(s.waitNanos(WaitShares.GC));
        waitSleepMs = ms(s.waitNanos(WaitShares.SLEEP));
        waitKernelIoMs = ms(s.waitNanos(WaitShares.KERNEL_IO));
        waitOtherMs = ms(s.waitNanos(WaitShares.OTHER));
        Path file = WaitFiles.write(dir, benchmark::getParam, s);
        System.out.println("  waits " + file.getFileName() + ": " + s.sentence());
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
