package org.dbbench.core.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The counters MutexBenchmark reports, read from /proc, and its locks, which must exclude. */
class ContextSwitchesTest {
    @Test
    void theStatusFileIsParsed() {
        String status = "Name:\tjava\nState:\tS (sleeping)\nvoluntary_ctxt_switches:\t1234\n"
                + "nonvoluntary_ctxt_switches:\t56\n";
        assertEquals(new ContextSwitches.Counts(1234, 56), ContextSwitches.parse(status));
    }

    /** Each sleep blocks the thread: at least one voluntary switch per sleep, counted for that thread. */
    @Test
    @Timeout(30)
    void aThreadThatSleepsTwentyTimesSwitchesVoluntarilyAtLeastTwentyTimes() throws Exception {
        AtomicInteger tid = new AtomicInteger(-1);
        List<ContextSwitches.Counts> seen = new ArrayList<>();
        Thread t = new Thread(() -> {
            tid.set(ContextSwitches.currentTid());
            seen.add(ContextSwitches.of(List.of(tid.get())));
            for (int i = 0; i < 20; i++) {
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
            seen.add(ContextSwitches.of(List.of(tid.get())));
        });
        t.start();
        t.join(20_000);
        assertTrue(tid.get() > 0, "the thread found its kernel id");
        assertEquals(2, seen.size());
        long voluntary = seen.get(1).minus(seen.get(0)).voluntary();
        assertTrue(voluntary >= 20 && voluntary < 1000, "voluntary switches over 20 sleeps: " + voluntary);
    }

    /** 4 threads x 10,000 increments under each lock: none lost. */
    @ParameterizedTest
    @ValueSource(strings = {"synchronized", "reentrant", "reentrant-fair", "stamped", "spin"})
    @Timeout(60)
    void everyLockExcludes(String kind) throws Exception {
        MutexBenchmark.Mutex m = MutexBenchmark.Mutex.of(kind);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                for (int n = 0; n < 10_000; n++) {
                    m.once();
                }
            });
            t.start();
            threads.add(t);
        }
        for (Thread t : threads) {
            t.join(30_000);
        }
        assertEquals(40_000, m.counter);
    }
}
