package org.dbbench.core.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;

/**
 * Runs a comparison: each round of each candidate as its own JVM running this suite's study command
 * (so a round is exactly what a user's {@code bench threeen1 ...} is, forks and checks included), in
 * alternated order (with --lockstep a pair's two rounds at once, their runs taking turns: {@link
 * LockstepSession}), then the analysis, then one results bundle holding comparison.json and every
 * round's own files. Rounds work in a hidden directory under the results directory that is removed
 * at the end, also on Ctrl-C.
 */
public final class CompareRun {
    /** Each interval: at least 95%. */
    public static final double LEVEL = 0.95;
    /** Holm's family-wise error rate over all cases. */
    public static final double FAMILY_ALPHA = 0.05;
    /** A lockstep session's runs per side and case, in words ("1 warm-up and 7 measured runs per case"). */
    public static final String LOCKSTEP_DESIGN = LockstepSession.DESIGN;
    /** Exit code when --fail-slower finds a case slower than the threshold beyond doubt. */
    public static final int SLOWER_EXIT = 3;

    private CompareRun() {
    }

    /** A lockstep round's study arguments (null when the study's benchmarks do not take turns); may refuse. */
    public static List<String> lockstepArgs(StudyAdapter study, List<String> userArgs) {
        return study.lockstepArgs(userArgs, LockstepSession.WARM_UP_TURNS, LockstepSession.TURNS);
    }

    /**
     * A validated comparison.
     *
     * @param suiteJar the jar each round runs (this suite's benchmarks.jar)
     * @param mainClass the class whose main runs the study's command
     * @param baseline a saved comparison whose measurements stand for A (no A rounds run), or null
     * @param rounds rounds per candidate of a fixed design; unused when there is a budget
     * @param budget how long pairs of rounds may run until every case is resolved; null for --rounds
     * @param targetPercent the MDE a case must reach to be resolved
     * @param marginPercent the equivalence margin (±)
     * @param lockstep each pair of rounds runs at once, their runs taking turns ({@link LockstepSession})
     */
    public record Plan(StudyAdapter study, List<String> userArgs, Candidate a, Candidate b, int rounds,
            Path resultsDir, Path suiteJar, String mainClass, Double failSlowerPercent, Baseline baseline,
            java.time.Duration budget, double targetPercent, double marginPercent, boolean lockstep) {

        /** The arguments of each round's study command. */
        List<String> roundArgs() {
            return lockstep ? lockstepArgs(study, userArgs) : study.roundArgs(userArgs);
        }

        /** How this plan's cases are judged. */
        public Design design() {
            return new Design(LEVEL, FAMILY_ALPHA, baseline == null, budget != null, marginPercent, targetPercent);
        }
    }

    /** @return 0, 1 when a case is INVALID, {@value #SLOWER_EXIT} when --fail-slower trips */
    public static int execute(Plan plan, PrintStream out) {
        ResultBundle.checkWritable(plan.resultsDir());
        boolean resultsDirExisted = Files.exists(plan.resultsDir());
        try {
            return run(plan, out);
        } catch (BadInputException e) {
            // refused by a round (the study's own check of its arguments): leave nothing behind
            if (!resultsDirExisted) {
                try {
                    Files.deleteIfExists(plan.resultsDir());
                } catch (IOException notEmpty) {
                    // something else was put there meanwhile: keep it
                }
            }
            throw e;
        }
    }

    private static int run(Plan plan, PrintStream out) {
        PairSchedule schedule = new PairSchedule(plan, System.nanoTime());
        List<RoundOrder.Step> steps = schedule.steps();
        Path work;
        try {
            Files.createDirectories(plan.resultsDir());
            work = Files.createTempDirectory(plan.resultsDir(), ".compare-rounds-");
        } catch (IOException e) {
            throw new BadInputException("cannot make a work directory under " + plan.resultsDir() + ": " + e.getMessage());
        }
        RoundProcess running = new RoundProcess(work);
        AtomicBoolean signalled = new AtomicBoolean();
        Thread cleanup = new Thread(() -> {
            signalled.set(true);
            running.abort();
            System.err.println("compare: stopped by a signal: its rounds were stopped and their work directory"
                    + " removed; no bundle written");
        }, "compare-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            printHeader(plan, steps, out);
            List<Round> rounds = new ArrayList<>();
            Map<String, Path> kept = new LinkedHashMap<>();
            long started = System.nanoTime();
            String stopped = null;
            RoundRunner runner = new RoundRunner(plan, work, running, kept, new Random(System.nanoTime()));
            for (RoundOrder.Step first; stopped == null
                    && (first = schedule.next(rounds, (System.nanoTime() - started) / 1e9)) != null; ) {
                // a lockstep session runs the pair's two rounds at once; otherwise a round runs alone
                List<Round> made = plan.lockstep() ? runner.session(first, steps.get(first.number()))
                        : List.of(runner.round(first));
                awaitHaltIf(signalled.get());
                for (Round r : made) {
                    rounds.add(r);
                    String why = reported(plan, steps, rounds, r, (System.nanoTime() - started) / 1e9, work, out);
                    stopped = stopped == null ? why : stopped;
                }
            }
            if (schedule.stopped() != null) {
                out.println("stopped: " + schedule.stopped());
            }
            Comparison c = RoundAnalysis.of(plan, steps, rounds);
            ComparisonBundle.Written written = ComparisonBundle.write(plan, c, work, kept);
            Path bundle = written.bundle();
            String summary = written.summary();
            out.println();
            out.print(summary);
            out.println();
            out.println("results: " + bundle);
            if (plan.failSlowerPercent() != null && !c.slowerThan(plan.failSlowerPercent()).isEmpty()) {
                return SLOWER_EXIT;
            }
            String invalid = stopped != null ? stopped
                    : c.cases().isEmpty() ? "no case was measured" : null;
            if (invalid != null) {
                // an empty table is never a pass
                out.println("INVALID: " + invalid + "; see " + bundle.resolve("rounds"));
                return 1;
            }
            return c.invalidCases() > 0 ? 1 : 0;
        } catch (IOException e) {
            // a round's files vanish under a signal's cleanup: that, not the missing file, is the news
            awaitHaltIf(signalled.get());
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            awaitHaltIf(signalled.get());
            throw e;
        } finally {
            running.abort();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run: nothing left to remove
            }
        }
    }

    /**
     * After a signal the JVM is shutting down and the hook has said so; the comparison's thread waits
     * for the halt instead of writing a bundle of what is left or a failure it did not cause.
     */
    private static void awaitHaltIf(boolean signalled) {
        while (signalled) {
            try {
                Thread.sleep(1_000);
            } catch (InterruptedException e) {
                // still shutting down: keep waiting
            }
        }
    }

    /**
     * Prints a round that has ended, with the progress after a pair; refuses a study's refusal as bad
     * input. Returns why the comparison must stop (a candidate produced no result at all), or null.
     */
    private static String reported(Plan plan, List<RoundOrder.Step> steps, List<Round> rounds, Round r, double elapsed,
            Path work, PrintStream out) {
        RoundOrder.Step step = new RoundOrder.Step(r.step(), r.side(), r.round());
        int left = steps.size() - step.number();
        out.printf(Locale.ROOT, "[%s] %s round %d: %.1f s%s, exit %d%s%s%n", plan.budget() == null
                ? step.number() + "/" + steps.size() : duration(elapsed) + " of "
                + duration(plan.budget().toNanos() / 1e9), step.side(), step.round(),
                plan.lockstep() ? 2 * r.seconds() : r.seconds(), plan.lockstep() ? " (the session, both sides)" : "", r.exit(),
                r.failed() ? " - " + r.problems().get(0) : "", left == 0 || plan.budget() != null
                // a session's first round ends with its second: the estimate comes with the second
                || plan.lockstep() && step.number() % 2 == 1 ? ""
                : String.format(Locale.ROOT, "; about %s left", duration(elapsed / step.number() * left)));
        if (plan.budget() != null && left == 0 && rounds.size() > 2) {
            Resolution.progress(plan, steps, rounds, elapsed, out);
        }
        out.flush();
        if (r.exit() == 2 && firstOfItsSide(rounds, r)) {
            // the study refused its arguments: bad input, nothing is written
            throw new BadInputException("candidate " + step.side() + ": "
                    + RoundReader.lastLines(work.resolve(RoundRunner.name(step)).resolve("output.log"), 1));
        }
        if (rounds.size() == 1 && !r.measured().isEmpty() && plan.budget() == null) {
            // said now, not after the last round: the user can stop and ask for more rounds
            String tooFew = Analysis.tooFewRounds(plan.rounds(), r.measured().size(), FAMILY_ALPHA);
            if (tooFew != null) {
                out.println("compare: note: " + tooFew);
            }
        }
        if (r.measured().isEmpty() && r.failed()) {
            // the reason is the round's own last words; its whole output is kept in the bundle
            out.println("stopping: candidate " + step.side() + " produced no result at all: "
                    + r.problems().get(0) + "; a candidate that crashes cannot be compared (its whole output:"
                    + " rounds/" + RoundRunner.name(step) + "/output.log in the bundle)");
            return "candidate " + step.side() + " produced no result (" + r.problems().get(0) + ")";
        }
        return null;
    }

    private static boolean firstOfItsSide(List<Round> rounds, Round r) {
        return rounds.stream().filter(x -> x.side().equals(r.side())).count() == 1;
    }

    static void printHeader(Plan plan, List<RoundOrder.Step> steps, PrintStream out) {
        Candidate a = plan.a();
        Candidate b = plan.b();
        List<String> diff = Candidate.differences(a, b);
        String design = (plan.budget() == null ? plan.rounds() + " rounds each"
                : "pairs of rounds in random order for up to " + duration(plan.budget().toNanos() / 1e9)
                + ", until every case's MDE is at most " + Analysis.pct(plan.targetPercent()) + "%")
                + (plan.lockstep() ? "; in lockstep: each pair's rounds run at once, their " + LOCKSTEP_DESIGN
                + " taking turns" : "");
        if (plan.baseline() != null) {
            out.println("compare: " + (plan.budget() == null ? plan.rounds() + " rounds of B" : "rounds of B for up to "
                    + duration(plan.budget().toNanos() / 1e9)) + " against the baseline " + plan.baseline().dir());
            plan.baseline().differences(b).forEach(d -> out.println("  differs: " + d));
        } else if (diff.isEmpty()) {
            out.println("compare: A/A calibration (no difference given): the same candidate on both sides, "
                    + design + "; any verdict other than \"equivalent\" or \"unresolved\" is noise");
        } else {
            out.println("compare: " + design + (plan.budget() == null ? ", order " + RoundOrder.word(steps) : ""));
            diff.forEach(d -> out.println("  differs: " + d));
            if (diff.size() > 1) {
                out.println("  note: A and B differ in " + diff.size() + " ways; a difference cannot be pinned on one");
            }
        }
        out.flush();
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
    }
}
