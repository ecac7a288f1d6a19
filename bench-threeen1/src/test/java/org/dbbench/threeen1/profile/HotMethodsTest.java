package org.dbbench.threeen1.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real recording of a thread that spends its time in one known method. */
class HotMethodsTest {
    @TempDir
    Path tmp;

    @Test
    void theMethodThatBurnsTheCpuLeadsAndTheJdkCodeItCallsIsCountedUnderIt() throws Exception {
        CpuProfile profile = CpuProfile.start();
        long sink = burn(1_500);
        Path file = tmp.resolve("burn.jfr");
        profile.stop(file);
        assertTrue(sink != 42, "keeps the loop from being removed");

        List<HotMethods.Entry> top = HotMethods.top(List.of(file, file), 5);
        assertTrue(!top.isEmpty() && top.size() <= 5, top.toString());
        double burning = 0;
        double sum = 0;
        for (int i = 0; i < top.size(); i++) {
            HotMethods.Entry e = top.get(i);
            assertTrue(i == 0 || top.get(i - 1).share() >= e.share(), "most sampled first: " + top);
            sum += e.share();
            // burn itself, or JDK code (Long.toString, String.hashCode) running for it
            if (e.method().equals("HotMethodsTest.burn") || e.method().endsWith(" < HotMethodsTest.burn")) {
                burning += e.share();
                assertEquals(e.method().contains(" < "), !e.method().startsWith("HotMethodsTest."), e.method());
            }
        }
        assertTrue(sum <= 1 + 1e-9, "shares of one whole: " + top);
        assertTrue(burning > 0.5, "the burning thread's method dominates: " + top);
        assertTrue(HotMethods.top(List.of(), 5).isEmpty());
    }

    /**
     * Spins in this method and the JDK code it calls until it has had {@code millis} of CPU time (not
     * wall time: on a loaded machine a wall-clock budget leaves the sampler only a few samples).
     */
    private static long burn(long millis) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long end = threads.getCurrentThreadCpuTime() + millis * 1_000_000;
        long h = 0;
        for (long i = 0; (i & 1023) != 0 || threads.getCurrentThreadCpuTime() < end; i++) {
            h += Long.toString(i * 31).hashCode();
        }
        return h;
    }
}
