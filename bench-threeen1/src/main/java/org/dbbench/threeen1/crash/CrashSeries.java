package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.dbbench.core.console.Console;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.RunResult;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;

/**
 * {@code bench threeen1 crash} for one store, profile and durability level: N kills at random
 * acknowledged-commit counts on one kept store, each restart resuming the last, then one
 * uninterrupted run that must finish the range with the right answer. A kill point is drawn between
 * one and half of the step entries still to write, so kills land mid-run at any speed; when the
 * range is (nearly) all written, or a run finished before its kill, the next kill starts on a fresh
 * store.
 */
public final class CrashSeries {
    /** Below this many entries still to write, the next kill starts on a fresh store. */
    static final long FRESH_BELOW = 100;

    /**
     * What the series found.
     *
     * @param finalRun the uninterrupted run after the last kill (its checks in {@code problems()}); null
     *     for a series that stopped before it (its record says why, {@link FaultReport#stopped})
     */
    public record Result(KillCycle.Spec spec, List<KillCycle.Kill> kills, RunResult finalRun) {
        public long acknowledged() {
            return kills.stream().mapToLong(KillCycle.Kill::acknowledged).sum();
        }

        public long lost() {
            return kills.stream().mapToLong(KillCycle.Kill::lost).sum();
        }

        public long bad() {
            return kills.stream().mapToLong(k -> k.verify().bad()).sum();
        }

        public int killed() {
            return (int) kills.stream().filter(k -> !k.finishedFirst()).count();
        }

        public double reopenMin() {
            return kills.stream().mapToDouble(KillCycle.Kill::reopenSeconds).min().orElse(Double.NaN);
        }

        public double reopenMax() {
            return kills.stream().mapToDouble(KillCycle.Kill::reopenSeconds).max().orElse(Double.NaN);
        }

        /**
         * Lost acknowledged commits are a failure only where the level promises them (durable); a
         * store that reopens inconsistent, or a restart that cannot finish right, fails at every
         * level that keeps a log (durable, relaxed).
         */
        public List<String> failures() {
            List<String> f = new ArrayList<>();
            String what = spec.type().name() + " " + spec.durability().cliName();
            if (spec.durability() == Durability.DURABLE && lost() > 0) {
                f.add(what + " lost " + lost() + " of " + acknowledged() + " acknowledged commits");
            }
            if (spec.durability() != Durability.NONE && bad() > 0) {
                f.add(what + ": verify found " + bad() + " bad entries after the kills");
            }
            if (spec.durability() != Durability.NONE && finalRun != null && !finalRun.valid()) {
                f.add(what + ": the restart after the last kill failed its checks: " + finalRun.problems());
            }
            return f;
        }
    }

    private CrashSeries() {
    }

    /**
     * Runs the series in {@code dir} (created, and left for the caller to remove); each kill is
     * handed to {@code each} as it is checked.
     */
    public static Result run(KillCycle.Spec spec, int kills, Random random, Path dir, Consumer<KillCycle.Kill> each)
            throws IOException, InterruptedException {
        long all = Oracle.answer(spec.workload().from(), spec.workload().to()).updates();
        List<KillCycle.Kill> done = new ArrayList<>();
        long toWrite = all;
        int attempts = 0;
        while (done.stream().filter(k -> !k.finishedFirst()).count() < kills) {
            if (++attempts > 2 * kills + 5) {
                throw new IllegalStateException(spec.type().name() + ": runs keep finishing before their kill;"
                        + " give a larger range");
            }
            if (toWrite < FRESH_BELOW) {
                StoreRun.deleteTree(dir);
                toWrite = all;
            }
            long after = 1 + random.nextLong(Math.max(1, toWrite / 2));
            Path childErr = dir.resolveSibling(dir.getFileName() + "-child.err");
            KillCycle.Kill kill = KillCycle.run(spec, dir, done.size() + 1, after, childErr);
            if (Console.verbose()) { // --verbose: the killed child's stderr, after each kill
                System.out.print(readQuietly(childErr));
            }
            done.add(kill);
            each.accept(kill);
            toWrite = kill.finishedFirst() ? 0 : all - kill.verify().checked();
        }
        RunResult last = StoreRun.execute(new StoreRun.Plan(spec.type(), spec.durability(), spec.tuned(),
                spec.cacheMb(), spec.workload(), dir, null), Progress.NONE);
        return new Result(spec, List.copyOf(done), last);
    }

    private static String readQuietly(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /**
     * Opens and closes a scratch store of the spec's kind and settings in {@code scratch} (removed
     * after), before any kill: the timed reopens then measure the engine's recovery, not this JVM
     * loading the engine's classes, and a level the engine refuses is refused before anything ran.
     */
    public static void warmUp(KillCycle.Spec spec, Path scratch) throws IOException {
        Files.createDirectories(scratch);
        try (Store store = spec.type().open(spec.options(scratch));
             Store.Session s = store.openSession()) {
            s.totals();
        } finally {
            StoreRun.deleteTree(scratch);
        }
    }
}
