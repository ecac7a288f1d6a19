package org.dbbench.threeen1.waits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * One worker thread's span, as the thread itself saw it: its ids, the wall-clock interval, and the
 * scheduler's own account of it from {@code /proc/thread-self/schedstat} (nanoseconds on a CPU and
 * nanoseconds runnable on a run queue, waiting for one), read at both ends. Wall minus both is the
 * time the thread was off the run queue: blocked or asleep, what JFR's events then name.
 */
final class WorkerSpan {
    static final Path SELF = Path.of("/proc/thread-self");

    final long javaThreadId;
    /** The kernel's thread id, for the state sampler; -1 when /proc/thread-self is missing. */
    final int tid;
    final Instant begin;
    final long beginNanos;
    final long[] schedBegin;
    volatile Instant end;
    volatile long endNanos;
    volatile long[] schedEnd;
    /** /proc states sampled during the span: all samples, and those in D (uninterruptible, disk). */
    volatile int samples;
    volatile int diskSamples;
    /**
     * The times (ns since the epoch, in order) of the samples asleep in a futex; written by the sampler
     * only, read once it has stopped.
     */
    private long[] futexSampleTimes = new long[64];
    private int futexSamples;

    private WorkerSpan(long javaThreadId, int tid, Instant begin, long beginNanos, long[] schedBegin) {
        this.javaThreadId = javaThreadId;
        this.tid = tid;
        this.begin = begin;
        this.beginNanos = beginNanos;
        this.schedBegin = schedBegin;
    }

    /** Called on the worker's thread when it is released. */
    static WorkerSpan beginHere() {
        long[] sched = schedstat();
        return new WorkerSpan(Thread.currentThread().getId(), tid(), Instant.now(), System.nanoTime(), sched);
    }

    /** Called on the same thread when its totals are committed. */
    void endHere() {
        schedEnd = schedstat();
        endNanos = System.nanoTime();
        end = Instant.now();
    }

    boolean ended() {
        return end != null;
    }

    long wallNanos() {
        return endNanos - beginNanos;
    }

    long cpuNanos() {
        return schedEnd[0] - schedBegin[0];
    }

    long runQueueNanos() {
        return schedEnd[1] - schedBegin[1];
    }

    void addFutexSample(Instant at) {
        if (futexSamples == futexSampleTimes.length) {
            futexSampleTimes = java.util.Arrays.copyOf(futexSampleTimes, futexSamples * 2);
        }
        futexSampleTimes[futexSamples++] = epochNanos(at);
    }

    int futexSamples() {
        return futexSamples;
    }

    long futexSampleTime(int i) {
        return futexSampleTimes[i];
    }

    static long epochNanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    /** The calling thread's {on-CPU ns, run-queue wait ns}; readable() says whether this works here. */
    static long[] schedstat() {
        try {
            String[] f = Files.readString(SELF.resolve("schedstat")).trim().split(" ");
            return new long[] {Long.parseLong(f[0]), Long.parseLong(f[1])};
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot read /proc/thread-self/schedstat: " + e.getMessage(), e);
        }
    }

    /** Why the scheduler's counts cannot be read here, or null when they can. */
    static String unreadable() {
        try {
            String[] f = Files.readString(SELF.resolve("schedstat")).trim().split(" ");
            Long.parseLong(f[1]);
            return null;
        } catch (IOException | RuntimeException e) {
            return "/proc/thread-self/schedstat is not readable here (" + e.getMessage() + "); --waits needs"
                    + " Linux 3.17 or later with CONFIG_SCHED_INFO (schedstat)";
        }
    }

    private static int tid() {
        try {
            String link = Files.readSymbolicLink(SELF).toString(); // "<pid>/task/<tid>"
            return Integer.parseInt(link.substring(link.lastIndexOf('/') + 1));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
