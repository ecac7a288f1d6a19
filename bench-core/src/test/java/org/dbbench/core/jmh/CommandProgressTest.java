package org.dbbench.core.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The whole command's ETA: the estimate before any run, the measured pace after. */
class CommandProgressTest {
    @Test
    void estimateFirstThenScaledByHowTheFinishedRunsWent() {
        AtomicLong now = new AtomicLong();
        CommandProgress p = new CommandProgress(null, new PrintStream(new ByteArrayOutputStream()), "threeen1", 4,
                100, params -> 25, now::get);
        now.set(10_000_000_000L); // 10 s in, nothing finished: the estimate minus the time gone
        assertEquals(90, p.secondsLeft(), 1e-9);
        assertTrue(p.line().startsWith("threeen1: 0 of 4 runs done, 10s so far; about 1m30s left for the whole"
                + " command (ETA "), p.line());
        assertTrue(p.line().endsWith(" UTC, estimated)"), p.line());
        now.set(50_000_000_000L); // the first run (estimated 25 s) took 50 s: the machine is twice as slow
        p.runDone("a", 25, 0);
        assertEquals(150, p.secondsLeft(), 1e-9);
        assertTrue(p.line().contains("1 of 4 runs done, 50s so far; about 2m30s left"), p.line());
        assertTrue(p.line().endsWith(", from the runs so far)"), p.line());
        now.set(175_000_000_000L); // case b's first run took 125 s, five times its estimate; one more to come
        p.runDone("b", 25, 1);
        // b's last run at b's pace (125 s), the other case left at the overall pace (175 / 50 per estimated s)
        assertEquals(125 + 25 * 175.0 / 50, p.secondsLeft(), 1e-9);
        p.runDone("b", 25, 0);
        p.runDone("c", 25, 0);
        assertEquals(0, p.secondsLeft(), 1e-9);
    }

    @Test
    void aCommandOfOneRunSaysRun() {
        CommandProgress p = new CommandProgress(null, new PrintStream(new ByteArrayOutputStream()), "logio", 1,
                10, params -> 10, () -> 0L);
        assertTrue(p.line().startsWith("logio: 0 of 1 run done, "), p.line());
    }
}
