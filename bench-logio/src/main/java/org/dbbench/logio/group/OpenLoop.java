package org.dbbench.logio.group;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Commits offered at a fixed rate (open loop), as transactions arrive in a database: commit i is due at
 * {@code t0 + i / rate}, whether or not the earlier ones are done. Producer threads take the next due
 * commit, wait for its time and run it; each commit's latency is measured from the time it was due
 * (its intended start), not from when a producer got to it. So when the log stalls, the commits that
 * fell due during the stall are charged the time they waited for it: the coordinated-omission
 * correction. (A closed loop, where a thread starts its next commit only when the last one returned,
 * would simply not offer them and report the stall once.)
 *
 * <p>The producers bound the commits in flight: if {@code producers} commits are all waiting, the
 * next due one waits for a producer, and that wait is charged to it too.
 */
public final class OpenLoop {
    /**
     * A producer parks until this close to a commit's time, then spins: parking wakes late by the
     * timer slack and, in a VM, the host's wakeup of an idle vCPU (on the development VM parkNanos
     * overshot by 70 us at the median and 136 us at p99; with 200 us of spin, 0.1 and 34 us).
     */
    static final long MAX_SPIN_NANOS = 250_000;

    /** One commit into the log under test. */
    @FunctionalInterface
    public interface Commit {
        void run(int producer);
    }

    /** Told of every finished commit (from the producer's thread). */
    @FunctionalInterface
    public interface Listener {
        /** @param dueNanos the commit's intended start ({@link System#nanoTime()} scale) */
        void done(long dueNanos, long latencyNanos);
    }

    /**
     * @param offered commits offered
     * @param completed commits finished
     * @param elapsedNanos from the first commit's due time to the last commit's end
     * @param maxLateStartNanos the most a commit started after its due time (producers busy or woken late)
     */
    public record Result(long offered, long completed, long elapsedNanos, long maxLateStartNanos) {
        /** Commits finished per second. */
        public double achievedPerSecond() {
            return elapsedNanos > 0 ? completed * 1e9 / elapsedNanos : Double.NaN;
        }
    }

    private OpenLoop() {
    }

    /**
     * Offers {@code round(rate x nanos / 1e9)} commits at {@code rate} per second from {@code producers}
     * threads and returns when all are done.
     */
    public static Result run(double rate, long nanos, int producers, Commit commit, Listener listener) {
        if (!(rate > 0) || nanos <= 0 || producers < 1) {
            throw new IllegalArgumentException("rate " + rate + ", nanos " + nanos + ", producers " + producers);
        }
        long count = Math.max(1, Math.round(rate * nanos / 1e9));
        double gap = 1e9 / rate;
        // at most a quarter of the gap, so that all producers together spin at most a quarter of a CPU
        long spin = Math.min(MAX_SPIN_NANOS, Math.round(gap / 4));
        AtomicLong next = new AtomicLong();
        AtomicLong completed = new AtomicLong();
        AtomicLong lastEnd = new AtomicLong(Long.MIN_VALUE);
        AtomicLong maxLate = new AtomicLong();
        long t0 = System.nanoTime() + 20_000_000; // every producer is parked and waiting by then
        Thread[] threads = new Thread[producers];
        Throwable[] failure = new Throwable[1];
        for (int p = 0; p < producers; p++) {
            int producer = p;
            threads[p] = new Thread(() -> {
                for (long i; (i = next.getAndIncrement()) < count; ) {
                    long due = t0 + Math.round(i * gap);
                    waitUntil(due, spin);
                    long start = System.nanoTime();
                    maxLate.accumulateAndGet(start - due, Math::max);
                    commit.run(producer);
                    long end = System.nanoTime();
                    listener.done(due, end - due);
                    completed.incrementAndGet();
                    lastEnd.accumulateAndGet(end, Math::max);
                }
            }, "dbbench-open-loop-" + p);
            threads[p].setUncaughtExceptionHandler((t, e) -> {
                synchronized (failure) {
                    failure[0] = failure[0] == null ? e : failure[0];
                }
                next.set(count); // the others stop offering
            });
            threads[p].start();
        }
        joinAll(threads);
        if (failure[0] != null) {
            throw failure[0] instanceof RuntimeException r ? r : new IllegalStateException(failure[0]);
        }
        return new Result(count, completed.get(), lastEnd.get() - t0, maxLate.get());
    }

    /**
     * The closed-loop reference: one thread commits back to back for {@code nanos}; each commit's
     * latency is from its own start (nothing is ever due before the last one returns).
     */
    public static Result closed(long nanos, Commit commit, Listener listener) {
        long t0 = System.nanoTime();
        long n = 0;
        long end = t0;
        while (end - t0 < nanos) {
            long start = System.nanoTime();
            commit.run(0);
            end = System.nanoTime();
            listener.done(start, end - start);
            n++;
        }
        return new Result(n, n, end - t0, 0);
    }

    private static void waitUntil(long due, long spin) {
        for (long left = due - System.nanoTime(); left > spin; left = due - System.nanoTime()) {
            LockSupport.parkNanos(left - spin);
        }
        while (System.nanoTime() < due) {
            Thread.onSpinWait();
        }
    }

    private static void joinAll(Thread[] threads) {
        boolean interrupted = false;
        for (Thread t : threads) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
