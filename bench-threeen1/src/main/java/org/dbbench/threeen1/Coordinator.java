package org.dbbench.threeen1;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.dbbench.threeen1.store.Store;

/**
 * Runs a workload on an open store with a fixed pool of k worker threads and a start gun: every
 * worker opens its session and waits; the clock starts when all are ready and released together, and
 * stops when the last one has committed its totals (the original's rule, SPEC "Timing").
 */
public final class Coordinator {
    /** How often the coordinator wakes to update the progress line. */
    private static final long TICK_MILLIS = 500;

    /** What the workers did, summed; the measured interval is workers released to the last done. */
    public record Counts(long reads, long updates, long highest, long numbersDone, long measuredNanos,
            boolean stopped) {
    }

    private final Store store;
    private final Workload workload;
    private final Progress progress;
    private volatile boolean stopRequested;

    public Coordinator(Store store, Workload workload, Progress progress) {
        this.store = store;
        this.workload = workload;
        this.progress = progress;
    }

    /** Asks the workers to stop after their current number (Ctrl-C); they still commit their totals. */
    public void stop() {
        stopRequested = true;
    }

    /**
     * Runs the workload to the end (or to a stop).
     *
     * @throws IllegalStateException when a worker failed (the first failure is the cause)
     */
    public Counts run() throws InterruptedException {
        int k = workload.workers();
        BlockClaims claims = new BlockClaims(workload);
        Worker[] workers = new Worker[k];
        long[] endNanos = new long[k];
        CountDownLatch ready = new CountDownLatch(k);
        CountDownLatch gun = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(k);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        ExecutorService pool = Executors.newFixedThreadPool(k, threads(store.name()));
        try {
            for (int w = 0; w < k; w++) {
                int id = w;
                pool.execute(() -> work(id, claims, workers, endNanos, ready, gun, finished, failure));
            }
            ready.await();
            long start = System.nanoTime();
            gun.countDown();
            while (!finished.await(TICK_MILLIS, TimeUnit.MILLISECONDS)) {
                progress.update(done(workers), System.nanoTime() - start);
            }
            progress.finish();
            Throwable t = failure.get();
            if (t != null) {
                throw new IllegalStateException("a " + store.name() + " worker failed: " + t, t);
            }
            long end = start;
            long reads = 0;
            long updates = 0;
            long highest = 0;
            for (int w = 0; w < k; w++) {
                end = Math.max(end, endNanos[w]);
                reads += workers[w].reads();
                updates += workers[w].updates();
                highest = Math.max(highest, workers[w].highest());
            }
            return new Counts(reads, updates, highest, done(workers), end - start, stopRequested);
        } catch (InterruptedException e) {
            stopRequested = true;
            throw e;
        } finally {
            stopRequested = stopRequested || failure.get() != null;
            gun.countDown();
            pool.shutdown();
            // workers stop between two numbers; a store call in flight is allowed to finish
            if (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
                pool.shutdownNow();
            }
        }
    }

    private void work(int id, BlockClaims claims, Worker[] workers, long[] endNanos, CountDownLatch ready,
            CountDownLatch gun, CountDownLatch finished, AtomicReference<Throwable> failure) {
        boolean counted = false;
        try (Store.Session session = store.openSession()) {
            Worker worker = new Worker(session, claims, () -> stopRequested);
            workers[id] = worker;
            ready.countDown();
            counted = true;
            gun.await();
            WorkerSpans.begin();
            try {
                worker.run();
                worker.commitTotals();
                endNanos[id] = System.nanoTime();
            } finally {
                WorkerSpans.end();
            }
        } catch (Throwable t) {
            failure.compareAndSet(null, t);
            stopRequested = true;
        } finally {
            if (!counted) {
                ready.countDown();
            }
            finished.countDown();
        }
    }

    private static long done(Worker[] workers) {
        long sum = 0;
        for (Worker w : workers) {
            if (w != null) {
                sum += w.done.get();
            }
        }
        return sum;
    }

    private static ThreadFactory threads(String storeName) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "threeen1-" + storeName + "-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
