package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.threeen1.Oracle;
import org.dbbench.threeen1.Progress;
import org.dbbench.threeen1.RunResult;
import org.dbbench.threeen1.StoreRun;
import org.dbbench.threeen1.Verifier;
import org.dbbench.threeen1.Workload;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SPEC "Restart" for every persistent store: a run in a separate JVM is killed with SIGKILL at a random
 * moment, {@value #KILLS} times in a row on the same store (fewer where {@link #FEWER_KILLS} says why),
 * each restart resuming the last. The moment is
 * drawn as a number of committed step entries (between one and half of those still to write), so the
 * kill lands mid-run on a fast disk and a slow one alike.
 *
 * <p>DURABLE: after every kill, every step entry the child reported as committed (its putStep had
 * returned) must be stored with its value. RELAXED may lose the last commits (that is its promise), but
 * must reopen consistent; its child is slowed to about one step write per millisecond per worker and
 * killed between a quarter and a half of the way, so a store that writes on a timer (H2: every 500 ms)
 * has written part of the run before the kill. In both modes verify must find every stored entry correct after every kill.
 * A last, uninterrupted run then finishes the range: its result equals the oracle's, its reads - updates
 * is j - i + 1, and verify passes. The killed runs never committed their totals, so the final highest
 * may only be at most the oracle's (SPEC "Restart": it may be lower; the run says so).
 */
class CrashRestartTest {
    static final int KILLS = 3;
    /**
     * HSQLDB guards its files with a lock file whose heartbeat a live process rewrites every 10 s; a
     * reopen after kill -9 waits until that heartbeat is 10 s old. One kill per level proves the same
     * and spares the test 40 s of waiting.
     */
    static final Map<String, Integer> FEWER_KILLS = Map.of("hsqldb", 1);
    static final long FROM = 1;
    /**
     * About 10,900 step entries. The kills are placed by commit count, so a small range still lands
     * them mid-run; it keeps H2's durable run (a CHECKPOINT SYNC per commit) to a few seconds.
     */
    static final long TO = 5_000;
    static final int WORKERS = 4;

    @TempDir
    Path tmp;

    static Stream<Arguments> persistentStores() {
        List<Arguments> all = new ArrayList<>();
        for (Durability d : List.of(Durability.DURABLE, Durability.RELAXED)) {
            Stores.all().stream().filter(StoreType::persistent).forEach(t -> all.add(Arguments.of(t, d)));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("persistentStores")
    void killedRunsReopenConsistentAndTheRestartFinishesRight(StoreType type, Durability durability) throws Exception {
        Path dir = tmp.resolve(type.name());
        long seed = System.nanoTime();
        Random random = new Random(seed);
        long toWrite = Oracle.answer(FROM, TO).updates();
        int kills = FEWER_KILLS.getOrDefault(type.name(), KILLS);
        for (int kill = 1; kill <= kills; kill++) {
            long after = durability == Durability.DURABLE
                    ? 1 + random.nextLong(Math.max(1, toWrite / 2))
                    : toWrite / 4 + 1 + random.nextLong(Math.max(1, toWrite / 4));
            String where = type.name() + " " + durability.cliName() + " kill " + kill + " after " + after
                    + " commits (seed " + seed + ")";
            List<String> committed = runAndKill(type, durability, dir, after, where);
            long reopening = System.nanoTime();
            try (Store store = type.open(new StoreOptions(dir, durability, true, 0, 0));
                 Store.Session session = store.openSession()) {
                int missing = 0;
                String firstMissing = null;
                for (String line : committed) {
                    int tab = line.indexOf('\t');
                    String key = line.substring(2, tab);
                    String value = line.substring(tab + 1);
                    if (!value.equals(session.getStep(key))) {
                        missing++;
                        firstMissing = firstMissing == null ? key + " = " + value + " (stored: "
                                + session.getStep(key) + ")" : firstMissing;
                    }
                }
                if (durability == Durability.DURABLE) {
                    assertEquals(0, missing, where + ": " + missing + " of " + committed.size()
                            + " committed entries lost, first " + firstMissing);
                }
                Verifier.Report report = Verifier.verify(store);
                assertTrue(report.ok(), where + ": verify " + report.examples());
                System.out.println(where + ": " + (committed.size() - missing) + " of " + committed.size()
                        + " committed entries present, " + report.checked() + " stored entries verified, reopened in "
                        + String.format(java.util.Locale.ROOT, "%.1f s", (System.nanoTime() - reopening) / 1e9)
                        + " (with verify)");
                toWrite = Oracle.answer(FROM, TO).updates() - report.checked();
            }
        }
        Workload workload = Workload.of(FROM, TO, WORKERS);
        RunResult last = StoreRun.execute(new StoreRun.Plan(type, durability, true, 0, workload, dir, null),
                Progress.NONE);
        Oracle.Answer oracle = Oracle.answer(FROM, TO);
        assertTrue(last.valid(), "the resumed run: " + last.problems());
        assertEquals(oracle.result(), last.result());
        assertTrue(last.highest() <= oracle.highest(), "highest " + last.highest());
        assertEquals(workload.count(), last.reads() - last.updates());
        Verifier.Report report = Verifier.verify(type, dir);
        assertTrue(report.ok(), "verify after the finished run: " + report.examples());
        assertEquals(oracle.result(), report.result());
    }

    /** Starts the child on the store, kills it once it reported {@code after} committed entries. */
    private List<String> runAndKill(StoreType type, Durability durability, Path dir, long after, String where)
            throws Exception {
        Process child = new ProcessBuilder(ChildJvm.command(CrashChildMain.class, type.name(), dir.toString(),
                Long.toString(FROM), Long.toString(TO), Integer.toString(WORKERS), durability.cliName(),
                durability == Durability.DURABLE ? "0" : "1"))
                .redirectError(tmp.resolve("child-" + type.name() + ".err").toFile())
                .start();
        List<String> lines = new ArrayList<>();
        Object progress = new Object();
        long[] reported = {0};
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    synchronized (progress) {
                        lines.add(line);
                        if (line.startsWith("P ")) {
                            reported[0]++;
                            progress.notifyAll();
                        }
                    }
                }
            } catch (IOException e) {
                // the child was killed mid-line: the lines read so far are complete
            }
            synchronized (progress) {
                progress.notifyAll();
            }
        }, "crash-child-reader");
        reader.start();
        try {
            synchronized (progress) {
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (reported[0] < after && child.isAlive() && System.nanoTime() < until) {
                    progress.wait(100);
                }
                if (reported[0] < after) {
                    fail(where + ": the child " + (child.isAlive() ? "is too slow" : "ended") + " after "
                            + reported[0] + " commits; " + tail(lines) + "; stderr: "
                            + Files.readString(tmp.resolve("child-" + type.name() + ".err")));
                }
            }
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hook, no close
            child.waitFor(30, TimeUnit.SECONDS);
            reader.join(10_000);
        }
        List<String> committed = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("P ") && line.indexOf('\t') > 2) {
                committed.add(line);
            } else if (line.startsWith("done")) {
                fail(where + ": the run finished before the kill: " + line);
            }
        }
        return committed;
    }

    private static String tail(List<String> lines) {
        return lines.isEmpty() ? "no output" : lines.get(lines.size() - 1);
    }
}
