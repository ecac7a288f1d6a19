package org.dbbench.threeen1.store;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Contention in tests: N threads, each with its own session of one store, released at the same instant. */
public final class AtOnce {
    /** What thread {@code thread} (0-based) does with its session once released. */
    @FunctionalInterface
    public interface Work {
        void run(Store.Session session, int thread) throws Exception;
    }

    private AtOnce() {
    }

    /** Runs {@code work} on {@code threads} threads at once and returns when all are done (rethrowing a failure). */
    public static void run(Store store, int threads, Work work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CyclicBarrier start = new CyclicBarrier(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                done.add(pool.submit(() -> {
                    try (Store.Session s = store.openSession()) {
                        start.await();
                        work.run(s, thread);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
