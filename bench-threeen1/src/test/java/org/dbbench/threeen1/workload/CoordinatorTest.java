package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.ForwardingStore;
import org.dbbench.threeen1.store.MemoryStore;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The coordinator's rules: one session per worker thread, all open before the clock starts. */
class CoordinatorTest {
    @Test
    void everyWorkerOpensItsSessionBeforeTheClockStarts() throws Exception {
        Store inner = MemoryStore.TYPE.open(new StoreOptions(null, Durability.NONE, true, 0, 0));
        SlowToOpen store = new SlowToOpen(inner, 500);
        Coordinator.Counts c = new Coordinator(store, Workload.of(1, 3_000, 6), Progress.NONE).run();
        assertEquals(6, store.sessions.get(), "one session per worker");
        assertEquals(6, store.threads.size(), "each on its own thread");
        assertTrue(store.firstReadNanos.get() >= store.lastOpenedNanos.get(), "no read before every session is open");
        assertTrue(c.measuredNanos() < 500_000_000L, "opening (500 ms each) is not in the measured interval: "
                + c.measuredNanos() / 1e6 + " ms");
        assertEquals(3_000, c.numbersDone());
        assertEquals(3_000, c.reads() - c.updates());
    }

    @Test
    void progressLineSaysDoneTotalRateAndEta() {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Progress p = new Progress(new PrintStream(buf, true, StandardCharsets.UTF_8), "chronicle tuned", 1_000_000, false);
        p.update(10, 1_000_000_000L);
        assertEquals("", buf.toString(StandardCharsets.UTF_8), "silent for the first seconds");
        p.update(400_000, 4_000_000_000L);
        assertEquals("chronicle tuned: 400,000/1,000,000 numbers (40%), 100,000/s, ETA 6 s",
                buf.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    @Timeout(60) // without the stall rule the run never ends
    void aRunInWhichNoNumberFinishesIsStoppedAsStalledNamingWhereTheWorkersWait() throws Exception {
        Store inner = MemoryStore.TYPE.open(new StoreOptions(null, Durability.NONE, true, 0, 0));
        StuckAfter store = new StuckAfter(inner, 300);
        PrintStream console = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        RunStalled stalled;
        try {
            Coordinator c = new Coordinator(store, Workload.of(1, 100_000, 4), Progress.NONE, Duration.ofSeconds(1));
            stalled = assertThrows(RunStalled.class, c::run);
        } finally {
            System.setOut(console);
            store.release.countDown();
        }
        assertTrue(stalled.getMessage().contains("no number finished in 1 s"), stalled.getMessage());
        assertTrue(stalled.getMessage().contains("4 of 4 workers in org.dbbench.threeen1.workload.CoordinatorTest$StuckAfter$1"
                + ".putStep"), stalled.getMessage());
        String dump = out.toString(StandardCharsets.UTF_8);
        assertTrue(dump.startsWith("STALLED memory: no number finished in 1 s"), dump);
        assertTrue(dump.contains("CountDownLatch.await"), "the workers' stacks are printed: " + dump);
    }

    /** Every write after the first {@code writes} waits for a release that comes only after the run. */
    private static final class StuckAfter extends ForwardingStore {
        final CountDownLatch release = new CountDownLatch(1);
        final AtomicInteger left;

        StuckAfter(Store inner, int writes) {
            super(inner);
            left = new AtomicInteger(writes);
        }

        @Override
        protected Session wrap(Session session) {
            return new ForwardingSession(session) {
                @Override
                public void putStep(String key, String value) {
                    if (left.decrementAndGet() < 0) {
                        try {
                            release.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    inner.putStep(key, value);
                }
            };
        }
    }

    /** Sessions take a while to open, as a JDBC connection does; records when things happen. */
    private static final class SlowToOpen extends ForwardingStore {
        final long openMillis;
        final AtomicInteger sessions = new AtomicInteger();
        final Set<Thread> threads = ConcurrentHashMap.newKeySet();
        final AtomicLong lastOpenedNanos = new AtomicLong();
        final AtomicLong firstReadNanos = new AtomicLong(Long.MAX_VALUE);

        SlowToOpen(Store inner, long openMillis) {
            super(inner);
            this.openMillis = openMillis;
        }

        @Override
        protected Session wrap(Session session) {
            try {
                Thread.sleep(openMillis);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            sessions.incrementAndGet();
            threads.add(Thread.currentThread());
            lastOpenedNanos.accumulateAndGet(System.nanoTime(), Math::max);
            return new ForwardingSession(session) {
                @Override
                public String getStep(String key) {
                    firstReadNanos.accumulateAndGet(System.nanoTime(), Math::min);
                    return inner.getStep(key);
                }
            };
        }
    }
}
