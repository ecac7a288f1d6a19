package org.dbbench.threeen1.workload;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;

/**
 * One whole run: open the store (fresh, or the kept {@code --db}), run the workload with the
 * coordinator, close the store, check the answer. A fresh store lives in a scratch directory this
 * class creates and deletes; a {@code --db} directory is never deleted. Ctrl-C stops the workers
 * between two numbers, commits their totals, closes the store and removes the scratch directory.
 */
public final class StoreRun {
    /** How long a Ctrl-C waits for the workers to finish their current number and the store to close. */
    private static final long SHUTDOWN_WAIT_SECONDS = 60;

    /**
     * @param db the kept store directory, or null for a fresh store in a scratch directory
     * @param scratchParent where scratch directories are created (ignored with {@code db})
     */
    public record Plan(StoreType type, Durability durability, boolean tuned, int cacheMb, Workload workload,
            Path db, Path scratchParent) {
    }

    private StoreRun() {
    }

    public static RunResult execute(Plan plan, Progress progress) throws InterruptedException {
        Workload w = plan.workload();
        // outside both clocks: the oracle is the check, not part of the work
        Oracle.Answer expected = Oracle.answer(w.from(), w.to());
        AtomicReference<Coordinator> running = new AtomicReference<>();
        CountDownLatch cleanedUp = new CountDownLatch(1);
        AtomicBoolean stopAsked = new AtomicBoolean();
        Thread hook = new Thread(() -> {
            // set before looking for the coordinator; the run sets it before looking here
            stopAsked.set(true);
            Coordinator c = running.get();
            if (c != null) {
                c.stop();
            }
            try {
                cleanedUp.await(SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "threeen1-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);

        long wallStart = System.nanoTime();
        Path scratch = null;
        Store store = null;
        try {
            Path dir = plan.db();
            if (plan.type().persistent() && dir == null) {
                scratch = Files.createTempDirectory(plan.scratchParent(), "threeen1-" + plan.type().name() + "-");
                dir = scratch;
            }
            store = plan.type().open(new StoreOptions(dir, plan.durability(), plan.tuned(), plan.cacheMb(),
                    expected.updates()));
            Store.Totals before = totals(store);
            // every visible step is covered by result (raised first), so steps exist only if result > 0
            boolean resumed = before.result() > 0;
            Coordinator coordinator = new Coordinator(store, w, progress);
            running.set(coordinator);
            if (stopAsked.get()) {
                coordinator.stop();
            }
            Coordinator.Counts counts = coordinator.run();
            Store.Totals after = totals(store);
            Store opened = store;
            store = null;
            opened.close();
            long wallNanos = System.nanoTime() - wallStart;
            List<String> problems = Validation.check(w, expected, counts, before, after, resumed);
            return new RunResult(plan.type().name(), plan.tuned(), plan.durability(), opened.durability(),
                    opened.durabilityStatement(), opened.settings(), w, after.result(), counts.highest(),
                    counts.reads(), counts.updates(), counts.measuredNanos(), wallNanos, resumed, before, problems);
        } catch (RunStalled e) {
            store = null; // closing would wait for the stuck workers; the scratch files go all the same
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a scratch directory in " + plan.scratchParent()
                    + ": " + e.getMessage(), e);
        } finally {
            try {
                if (store != null) {
                    store.close();
                }
            } finally {
                if (scratch != null) {
                    deleteTree(scratch);
                }
                cleanedUp.countDown();
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException alreadyShuttingDown) {
                    // the hook is running and waits for cleanedUp, counted down above
                }
            }
        }
    }

    private static Store.Totals totals(Store store) {
        try (Store.Session s = store.openSession()) {
            return s.totals();
        }
    }

    /** Deletes a scratch directory this suite created, with everything in it (never any other). */
    public static void deleteTree(Path dir) {
        for (int attempt = 1; Files.exists(dir); attempt++) {
            try (Stream<Path> paths = Files.walk(dir)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            } catch (IOException | java.io.UncheckedIOException e) {
                // a file that vanished while walking (removed by its own store or a killed child) is no failure
                boolean vanished = e instanceof java.nio.file.NoSuchFileException
                        || e.getCause() instanceof java.nio.file.NoSuchFileException;
                if (!vanished || attempt == 3) {
                    System.err.println("threeen1: could not remove scratch directory " + dir + ": " + e.getMessage());
                    return;
                }
            }
        }
    }
}
