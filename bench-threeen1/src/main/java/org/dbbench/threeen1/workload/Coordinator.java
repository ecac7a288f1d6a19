package org.dbbench.threeen1.workload;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
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
    /**
     * A run in which no worker finishes a number for this long has stalled ({@link RunStalled}). The
     * longest waits a store allows itself are shorter: bdb-je's lock timeout of 30 s, SQLite's busy
     * timeout of 10 s; H2 with 64 workers was once seen stuck for minutes at MVStore's commit lock.
     */
    public static final Duration STALL_AFTER = Duration.ofSeconds(120);

    /** What the workers did, summed; the measured interval is workers released to the last done. */
    public record Counts(long reads, long updates, long highest, long numbersDone, long measuredNanos,
            boolean stopped) {
    }

    private final Store store;
    private final Workload workload;
    private final Progress progress;
    private final Duration stallAfter;
    /** Busy work per commit in every worker (bench compare's known effect), read where the run runs. */
    private final long extraCpuNs;
    private volatile boolean stopRequested;

    public Coordinator(Store store, Workload workload, Progress progress) {
        this(store, workload, progress, STALL_AFTER);
    }

    Coordinator(Store store, Workload workload, Progress progress, Duration stallAfter) {
        this.store = store;
        this.workload = workload;
        this.progress = progress;
        this.stallAfter = stallAfter;
        this.extraCpuNs = ExtraCpu.configured();
    }

    /** Asks the workers to stop after their current number (Ctrl-C); they still commit their totals. */
    public void stop() {
        stopRequested = true;
    }

    /**
     * Runs the workload to the end (or to a stop).
     *
     * @throws IllegalStateException when a worker failed (the first failure is the cause)
     * @throws RunStalled when no number was finished for {@link #STALL_AFTER}
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
        List<Thread> threads = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(k, threads(store.name(), threads));
        boolean stalled = false;
        try {
            for (int w = 0; w < k; w++) {
                int id = w;
                pool.execute(() -> work(id, claims, workers, endNanos, ready, gun, finished, failure));
            }
            ready.await();
            long start = System.nanoTime();
            gun.countDown();
            long lastDone = 0;
            long lastChange = start;
            while (!finished.await(TICK_MILLIS, TimeUnit.MILLISECONDS)) {
                long now = System.nanoTime();
                long done = done(workers);
                progress.update(done, now - start);
                if (done != lastDone) {
                    lastDone = done;
                    lastChange = now;
                } else if (now - lastChange > stallAfter.toNanos()) {
                    stalled = true;
                    throw RunStalled.of(store.name(), threads, done, workload.count(), stallAfter.toSeconds(),
                            System.out);
                }
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
            // workers stop between two numbers; a store call in flight is allowed to finish, unless stuck
            if (stalled || !pool.awaitTermination(1, TimeUnit.MINUTES)) {
                pool.shutdownNow();
            }
        }
    }

    private void work(int id, BlockClaims claims, Worker[] workers, long[] endNanos, CountDownLatch ready,
            CountDownLatch gun, CountDownLatch finished, AtomicReference<Throwable> failure) {
        boolean counted = false;
        try (Store.Session session = store.openSession()) {
            Worker worker = new Worker(session, claims, () -> stopRequested, extraCpuNs);
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

    private static ThreadFactory threads(String storeName, List<Thread> made) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "threeen1-" + storeName + "-worker-" + n.incrementAndGet());
            made.add(t);
            t.setDaemon(true);
            return t;
        };
    }
}
