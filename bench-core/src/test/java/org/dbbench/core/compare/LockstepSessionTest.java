package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two real processes taking turns through the files of {@link TurnGate}, as a lockstep session's rounds do. */
class LockstepSessionTest {
    @TempDir
    Path tmp;

    private Process taker(String side, int runs, Path turns, Path log) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-D" + TurnGate.PROPERTY + "=" + turns, "-cp",
                System.getProperty("java.class.path"), TurnTaker.class.getName(), side, String.valueOf(runs),
                log.toString()).redirectErrorStream(true).redirectOutput(tmp.resolve(side + ".out").toFile()).start();
    }

    /** One side of a session: a TurnTaker making {@code runs} runs, its turns in a directory of its own. */
    private LockstepSession.Side side(String name, int runs, Path log) throws Exception {
        Path turns = tmp.resolve(name.toLowerCase(java.util.Locale.ROOT));
        return new LockstepSession.Side(name, taker(name, runs, turns, log), turns);
    }

    @Test
    void runsAlternateInPairsNeverOverlapAndFollowTheDrawnOrder() throws Exception {
        Path log = tmp.resolve("runs.log");
        LockstepSession.Side a = side("A", 6, log);
        LockstepSession.Side b = side("B", 6, log);
        LockstepSession.Result r = LockstepSession.grant(a, b, new Random(7));
        assertNull(r.broken());
        assertEquals(0, a.round().waitFor());
        assertEquals(0, b.round().waitFor());
        // the order the same seed draws: one of each side per pair, first side at random
        Random same = new Random(7);
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            expected.append(same.nextBoolean() ? "AB" : "BA");
        }
        assertEquals(expected.toString(), r.order());
        // what the processes logged: the same order, and no run overlapping another
        List<String[]> runs = new ArrayList<>(Files.readAllLines(log).stream().map(l -> l.split(" ")).toList());
        runs.sort(Comparator.comparingLong(x -> Long.parseLong(x[1])));
        assertEquals(r.order(), String.join("", runs.stream().map(x -> x[0]).toList()));
        for (int i = 1; i < runs.size(); i++) {
            assertTrue(Long.parseLong(runs.get(i - 1)[2]) <= Long.parseLong(runs.get(i)[1]),
                    "run " + i + " started before the run before it ended");
        }
        // each turn's seconds as its fork timed them: enclosing the run's own 50 ms, and close to it
        assertEquals(12, r.runSeconds().size());
        for (int i = 0; i < runs.size(); i++) {
            double run = (Long.parseLong(runs.get(i)[2]) - Long.parseLong(runs.get(i)[1])) / 1e9;
            double turn = r.runSeconds().get(i);
            assertTrue(turn >= run && turn < run + 1.0, "turn " + (i + 1) + ": " + turn + " s for a run of " + run);
        }
    }

    @Test
    void aRoundThatEndsEarlyBreaksTheSessionAndSaysWhich() throws Exception {
        Path log = tmp.resolve("runs.log");
        LockstepSession.Side a = side("A", 4, log);
        LockstepSession.Side b = side("B", 2, log);
        LockstepSession.Result r = LockstepSession.grant(a, b, new Random(1));
        assertEquals(4, r.order().length());
        assertEquals("B's round ended after 2 pairs of turns while A's waited for another", r.broken());
        RoundProcess.stop(a.round());
        assertTrue(a.round().waitFor(30, TimeUnit.SECONDS));
    }

    @Test
    void aForkWhoseComparisonIsGoneStopsWaiting() throws Exception {
        Process gone = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").start();
        gone.waitFor();
        Path turns = Files.createDirectories(tmp.resolve("a"));
        Files.writeString(turns.resolve(TurnGate.OWNER), Long.toString(gone.pid()));
        Process p = taker("A", 1, turns, tmp.resolve("runs.log"));
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the fork still waits for a turn that cannot come");
        assertNotEquals(0, p.exitValue());
        assertTrue(Files.readString(tmp.resolve("A.out")).contains("the comparison that grants this fork's turns is gone"));
    }
}
