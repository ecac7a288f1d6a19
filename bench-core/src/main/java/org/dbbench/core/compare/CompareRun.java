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
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;

/**
 * Runs a comparison: each round of each candidate as its own JVM running this suite's study command
 * (so a round is exactly what a user's {@code bench threeen1 ...} is, forks and checks included), in
 * alternated order, then the analysis, then one results bundle holding comparison.json and every
 * round's own files. Rounds work in a hidden directory under the results directory that is removed
 * at the end, also on Ctrl-C.
 */
public final class CompareRun {
    /** Each interval: at least 95%. */
    public static final double LEVEL = 0.95;
    /** Holm's family-wise error rate over all cases. */
    public static final double FAMILY_ALPHA = 0.05;
    /** Exit code when --fail-slower finds a case slower than the threshold beyond doubt. */
    public static final int SLOWER_EXIT = 3;

    private CompareRun() {
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
     */
    public record Plan(StudyAdapter study, List<String> userArgs, Candidate a, Candidate b, int rounds,
            Path resultsDir, Path suiteJar, String mainClass, Double failSlowerPercent, Baseline baseline,
            java.time.Duration budget, double targetPercent, double marginPercent) {

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
        Thread cleanup = new Thread(running::abort, "compare-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            printHeader(plan, steps, out);
            List<Round> rounds = new ArrayList<>();
            Map<String, Path> kept = new LinkedHashMap<>();
            long started = System.nanoTime();
            String stopped = null;
            for (RoundOrder.Step step; (step = schedule.next(rounds, (System.nanoTime() - started) / 1e9)) != null; ) {
                Round r = runRound(plan, step, work, running, kept);
                rounds.add(r);
                double elapsed = (System.nanoTime() - started) / 1e9;
                int left = steps.size() - step.number();
                out.printf(Locale.ROOT, "[%s] %s round %d: %.1f s, exit %d%s%s%n", plan.budget() == null
                        ? step.number() + "/" + steps.size() : duration(elapsed) + " of "
                        + duration(plan.budget().toNanos() / 1e9), step.side(), step.round(), r.seconds(), r.exit(),
                        r.failed() ? " - " + r.problems().get(0) : "", left == 0 || plan.budget() != null ? ""
                        : String.format(Locale.ROOT, "; about %s left", duration(elapsed / step.number() * left)));
                if (plan.budget() != null && left == 0 && rounds.size() > 2) {
                    Resolution.progress(plan, steps, rounds, elapsed, out);
                }
                out.flush();
                if (r.exit() == 2 && firstOfItsSide(rounds, r)) {
                    // the study refused its arguments: bad input, nothing is written
                    throw new BadInputException("candidate " + step.side() + ": "
                            + RoundReader.lastLines(work.resolve(roundName(step)).resolve("output.log"), 1));
                }
                if (rounds.size() == 1 && !r.measured().isEmpty() && plan.budget() == null) {
                    // said now, not after the last round: the user can stop and ask for more rounds
                    String tooFew = Analysis.tooFewRounds(plan.rounds(), r.measured().size(), FAMILY_ALPHA);
                    if (tooFew != null) {
                        out.println("compare: note: " + tooFew);
                    }
                }
                if (r.measured().isEmpty() && r.failed()) {
                    stopped = "candidate " + step.side() + " produced no result (" + r.problems().get(0) + ")";
                    // the reason is the round's own last words; its whole output is kept in the bundle
                    out.println("stopping: candidate " + step.side() + " produced no result at all: "
                            + r.problems().get(0) + "; a candidate that crashes cannot be compared (its whole output:"
                            + " rounds/" + roundName(step) + "/output.log in the bundle)");
                    break;
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
            throw new UncheckedIOException(e);
        } finally {
            running.abort();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running or has run: nothing left to remove
            }
        }
    }

    private static boolean firstOfItsSide(List<Round> rounds, Round r) {
        return rounds.stream().filter(x -> x.side().equals(r.side())).count() == 1;
    }

    static void printHeader(Plan plan, List<RoundOrder.Step> steps, PrintStream out) {
        Candidate a = plan.a();
        Candidate b = plan.b();
        List<String> diff = Candidate.differences(a, b);
        String design = plan.budget() == null ? plan.rounds() + " rounds each"
                : "pairs of rounds in random order for up to " + duration(plan.budget().toNanos() / 1e9)
                + ", until every case's MDE is at most " + Analysis.pct(plan.targetPercent()) + "%";
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

    private static Round runRound(Plan plan, RoundOrder.Step step, Path work, RoundProcess running, Map<String, Path> kept)
            throws IOException {
        Candidate c = step.side().equals("A") ? plan.a() : plan.b();
        String name = roundName(step);
        Path dir = Files.createDirectories(work.resolve(name));
        Path results = dir.resolve("results");
        Path output = dir.resolve("output.log");
        List<String> cmd = c.command(plan.suiteJar(), plan.mainClass(), plan.study().study(),
                plan.study().roundArgs(plan.userArgs()), plan.study().dirOption(), results);
        Files.writeString(dir.resolve("command.txt"), String.join(" ", cmd) + "\n");
        long t0 = System.nanoTime();
        int exit = running.run(cmd, output);
        double seconds = (System.nanoTime() - t0) / 1e9;
        String keptAs = "rounds/" + name;
        kept.put(keptAs + "/command.txt", dir.resolve("command.txt"));
        kept.put(keptAs + "/output.log", output);
        Path bundle = RoundReader.onlyBundle(results);
        if (bundle != null) {
            for (String f : List.of(ResultBundle.JMH_JSON, ResultBundle.CONFIG_JSON, ResultBundle.ENV_JSON,
                    ResultBundle.SUMMARY_TXT)) {
                if (Files.exists(bundle.resolve(f))) {
                    kept.put(keptAs + "/" + f, bundle.resolve(f));
                }
            }
        }
        return RoundReader.read(step, c, plan.study(), exit, seconds, results, keptAs, output);
    }

    /** A round's directory, in the work directory and under rounds/ in the bundle: 02-B. */
    private static String roundName(RoundOrder.Step step) {
        return String.format(Locale.ROOT, "%02d-%s", step.number(), step.side());
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
    }
}
