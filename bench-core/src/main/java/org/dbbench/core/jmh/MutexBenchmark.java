package org.dbbench.core.jmh;

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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
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
 * The Virtuoso post's mutex test: N threads taking and freeing one lock, {@value #OPS} acquire-release
 * pairs in all per invocation (split evenly), around a one-counter critical section. The score is
 * nanoseconds per acquire-release of the whole machine (the invocation's wall time over {@value #OPS});
 * the secondary results are context switches per acquire-release of the N threads, voluntary (blocked
 * on the lock) and involuntary (preempted), from /proc: what the scheduler costs before any engine
 * is blamed. Locks: synchronized, ReentrantLock unfair and fair, StampedLock's write lock, and a
 * test-and-test-and-set spin lock that yields its CPU every {@value #SPINS_BEFORE_YIELD} spins (a
 * pure spin lock with 256 threads on 2 CPUs waits whole time slices for a preempted holder).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(MutexBenchmark.OPS)
@Warmup(iterations = 3, batchSize = 1)
@Measurement(iterations = 5, batchSize = 1)
@Fork(1)
@State(Scope.Benchmark)
public class MutexBenchmark {
    /** Acquire-release pairs per invocation, all threads together; every N of 1..256 divides it. */
    static final int OPS = 1 << 16;
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
            voluntaryPerOp = (double) d.voluntary() / OPS / iterations;
            involuntaryPerOp = (double) d.involuntary() / OPS / iterations;
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
        int each = OPS / threads;
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
                        for (int n = 0; n < each; n++) {
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
        start.await();
        done.await();
        return mutex.counter;
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
