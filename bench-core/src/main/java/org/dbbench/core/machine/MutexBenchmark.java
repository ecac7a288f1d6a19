package org.dbbench.core.machine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.StampedLock;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The Virtuoso post's mutex test: N threads taking and freeing one lock around a one-counter critical
 * section, for a window of {@value #WINDOW_MILLIS} ms per invocation. The result is {@code nsPerOp}:
 * the wall time from the start to the last thread out, over the acquire-release pairs all threads
 * made in it (the machine's cost per pair, not one thread's); beside it the N threads' context
 * switches per pair, voluntary (blocked on the lock) and involuntary (preempted), from /proc: what the
 * scheduler costs before any engine is blamed. JMH's own score is the invocation's time, about the
 * window. A window rather than a fixed count: in a lock convoy on a loaded machine each handoff waits
 * for the woken thread to get a CPU (milliseconds), and 65,536 pairs took over ten minutes. Locks:
 * synchronized, ReentrantLock unfair and fair, StampedLock's write lock, and a test-and-test-and-set
 * spin lock that yields its CPU every {@value #SPINS_BEFORE_YIELD} spins (a pure spin lock with 256
 * threads on 2 CPUs waits whole time slices for a preempted holder).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, batchSize = 1)
@Measurement(iterations = 5, batchSize = 1)
@Fork(1)
@State(Scope.Benchmark)
public class MutexBenchmark {
    /** How long the threads take and free the lock per invocation. */
    static final long WINDOW_MILLIS = 200;
    static final int SPINS_BEFORE_YIELD = 64;

    @Param({"1", "2", "4", "16", "64", "256"})
    public int threads;

    @Param({"synchronized", "reentrant", "reentrant-fair", "stamped", "spin"})
    public String lock;

    private Mutex mutex;
    private List<Thread> pool;
    private List<Integer> tids;
    private CyclicBarrier start;
    private CyclicBarrier done;
    private volatile boolean stopping;
    private volatile boolean windowOver;
    /** The last invocation's wall time and acquire-release pairs, for the counters. */
    private long lastNanos;
    private long lastOps;

    /** One lock, taken and freed around {@code counter++}. */
    abstract static class Mutex {
        long counter;

        abstract void once();

        static Mutex of(String kind) {
            return switch (kind) {
                case "synchronized" -> new Mutex() {
                    @Override
                    void once() {
                        synchronized (this) {
                            counter++;
                        }
                    }
                };
                case "reentrant", "reentrant-fair" -> new Mutex() {
                    private final ReentrantLock l = new ReentrantLock(kind.equals("reentrant-fair"));

                    @Override
                    void once() {
                        l.lock();
                        try {
                            counter++;
                        } finally {
                            l.unlock();
                        }
                    }
                };
                case "stamped" -> new Mutex() {
                    private final StampedLock l = new StampedLock();

                    @Override
                    void once() {
                        long stamp = l.writeLock();
                        counter++;
                        l.unlockWrite(stamp);
                    }
                };
                case "spin" -> new Mutex() {
                    private final AtomicBoolean held = new AtomicBoolean();

                    @Override
                    void once() {
                        int spins = 0;
                        while (held.get() || !held.compareAndSet(false, true)) {
                            if (++spins % SPINS_BEFORE_YIELD == 0) {
                                Thread.yield();
                            } else {
                                Thread.onSpinWait();
                            }
                        }
                        counter++;
                        held.set(false);
                    }
                };
                default -> throw new IllegalArgumentException("unknown lock '" + kind
                        + "'; allowed: synchronized, reentrant, reentrant-fair, stamped, spin");
            };
        }
    }

    /**
     * Context switches per acquire-release of the N threads, counted around each measured iteration
     * (one invocation each); set so that JMH's sum over the measured iterations is their mean.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Switches {
        public double nsPerOp;
        public double voluntaryPerOp;
        public double involuntaryPerOp;
        private ContextSwitches.Counts before;

        @Setup(Level.Iteration)
        public void countBefore(MutexBenchmark b) {
            before = ContextSwitches.of(b.tids);
        }

        @TearDown(Level.Iteration)
        public void countAfter(MutexBenchmark b, IterationParams iteration) {
            if (iteration.getType() != IterationType.MEASUREMENT) {
                return;
            }
            ContextSwitches.Counts d = ContextSwitches.of(b.tids).minus(before);
            int iterations = Math.max(1, iteration.getCount());
            long ops = Math.max(1, b.lastOps);
            nsPerOp = (double) b.lastNanos / ops / iterations;
            voluntaryPerOp = (double) d.voluntary() / ops / iterations;
            involuntaryPerOp = (double) d.involuntary() / ops / iterations;
        }
    }

    @Setup(Level.Trial)
    public void startThreads() {
        mutex = Mutex.of(lock);
        start = new CyclicBarrier(threads + 1);
        done = new CyclicBarrier(threads + 1);
        pool = new ArrayList<>();
        List<Integer> found = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.CountDownLatch known = new java.util.concurrent.CountDownLatch(threads);
        for (int i = 0; i < threads; i++) {
            Thread t = new Thread(() -> {
                found.add(ContextSwitches.currentTid());
                known.countDown();
                try {
                    while (true) {
                        start.await();
                        if (stopping) {
                            return;
                        }
                        while (!windowOver) {
                            mutex.once();
                        }
                        done.await();
                    }
                } catch (Exception e) {
                    // the trial is over (a broken barrier at tear-down)
                }
            }, "mutex-" + lock + "-" + i);
            t.setDaemon(true);
            t.start();
            pool.add(t);
        }
        // every thread's id is known before the first count of their switches
        try {
            if (!known.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the " + threads + " lock threads did not start within 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting the lock threads", e);
        }
        tids = List.copyOf(found);
    }

    @Benchmark
    public long acquireRelease(Switches counted) throws Exception {
        windowOver = false;
        long before = mutex.counter;
        long t0 = System.nanoTime();
        start.await();
        Thread.sleep(WINDOW_MILLIS);
        windowOver = true;
        done.await();
        lastNanos = System.nanoTime() - t0;
        lastOps = mutex.counter - before; // every pair incremented it inside the lock: exact
        return lastOps;
    }

    @TearDown(Level.Trial)
    public void stopThreads() throws InterruptedException {
        stopping = true;
        start.reset(); // waiting threads see a broken barrier and end
        for (Thread t : pool) {
            t.join(TimeUnit.SECONDS.toMillis(10));
        }
    }
}
