package org.dbbench.core.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.run.StudyRun;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.console.Console;
import org.dbbench.core.env.Environment;
import org.dbbench.core.report.TextTable;

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
     */
    public record Plan(StudyAdapter study, List<String> userArgs, Candidate a, Candidate b, int rounds,
            Path resultsDir, Path suiteJar, String mainClass, Double failSlowerPercent, Baseline baseline) {
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
        List<RoundOrder.Step> steps = plan.baseline() == null ? RoundOrder.of(plan.rounds()) : onlyB(plan.rounds());
        Path work;
        try {
            Files.createDirectories(plan.resultsDir());
            work = Files.createTempDirectory(plan.resultsDir(), ".compare-rounds-");
        } catch (IOException e) {
            throw new BadInputException("cannot make a work directory under " + plan.resultsDir() + ": " + e.getMessage());
        }
        Running running = new Running(work);
        Thread cleanup = new Thread(running::abort, "compare-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            printHeader(plan, steps, out);
            List<Round> rounds = new ArrayList<>();
            Map<String, Path> kept = new LinkedHashMap<>();
            long started = System.nanoTime();
            String stopped = null;
            for (RoundOrder.Step step : steps) {
                Round r = runRound(plan, step, work, running, kept);
                rounds.add(r);
                double elapsed = (System.nanoTime() - started) / 1e9;
                int left = steps.size() - step.number();
                out.printf(Locale.ROOT, "[%d/%d] %s round %d: %.1f s, exit %d%s%s%n", step.number(), steps.size(),
                        step.side(), step.round(), r.seconds(), r.exit(), r.failed() ? " - " + r.problems().get(0) : "",
                        left == 0 ? "" : String.format(Locale.ROOT, "; about %s left", duration(elapsed / step.number() * left)));
                out.flush();
                if (r.exit() == 2 && firstOfItsSide(rounds, r)) {
                    // the study refused its arguments: bad input, nothing is written
                    throw new BadInputException("candidate " + step.side() + ": "
                            + RoundReader.lastLines(work.resolve(String.format(Locale.ROOT, "%02d-%s", step.number(),
                                    step.side())).resolve("output.log"), 1));
                }
                if (rounds.size() == 1 && !r.measured().isEmpty()) {
                    // said now, not after the last round: the user can stop and ask for more rounds
                    String tooFew = Analysis.tooFewRounds(plan.rounds(), r.measured().size(), FAMILY_ALPHA);
                    if (tooFew != null) {
                        out.println("compare: note: " + tooFew);
                    }
                }
                if (r.measured().isEmpty() && r.failed()) {
                    stopped = "candidate " + step.side() + " produced no result (" + r.problems().get(0) + ")";
                    out.println("stopping: candidate " + step.side() + " produced no result at all; a candidate that"
                            + " crashes cannot be compared (its output: " + r.bundle() + ")");
                    break;
                }
            }
            Comparison c = analyse(plan, steps, rounds);
            Path jsonFile = work.resolve(Comparison.FILE);
            Files.writeString(jsonFile, Json.write(c) + "\n", StandardCharsets.UTF_8);
            kept.put(Comparison.FILE, jsonFile);
            Environment env = Environment.capture(plan.a().dir() != null ? plan.a().dir()
                    : plan.study().dirIn(plan.userArgs()));
            String summary = StudyRun.summary("compare " + plan.study().study(), env, List.of())
                    + wrapped(ComparisonReport.textLines(c)) + "\n" + TextTable.render(ComparisonReport.table(c));
            Path bundle = ResultBundle.write(plan.resultsDir(), "compare-" + plan.study().study(), env, config(plan, c),
                    null, summary, kept);
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

    private static List<RoundOrder.Step> onlyB(int rounds) {
        List<RoundOrder.Step> s = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            s.add(new RoundOrder.Step(r, "B", r));
        }
        return s;
    }

    private static boolean firstOfItsSide(List<Round> rounds, Round r) {
        return rounds.stream().filter(x -> x.side().equals(r.side())).count() == 1;
    }

    private static void printHeader(Plan plan, List<RoundOrder.Step> steps, PrintStream out) {
        Candidate a = plan.a();
        Candidate b = plan.b();
        List<String> diff = Candidate.differences(a, b);
        if (plan.baseline() != null) {
            out.println("compare: " + plan.rounds() + " rounds of B against the baseline " + plan.baseline().dir());
        } else if (diff.isEmpty()) {
            out.println("compare: A/A calibration (no difference given): the same candidate on both sides, "
                    + plan.rounds() + " rounds each; any verdict other than \"no significant difference\" is noise");
        } else {
            out.println("compare: " + plan.rounds() + " rounds each, order " + RoundOrder.word(steps));
            diff.forEach(d -> out.println("  differs: " + d));
            if (diff.size() > 1) {
                out.println("  note: A and B differ in " + diff.size() + " ways; a difference cannot be pinned on one");
            }
        }
        out.flush();
    }

    private static Round runRound(Plan plan, RoundOrder.Step step, Path work, Running running, Map<String, Path> kept)
            throws IOException {
        Candidate c = step.side().equals("A") ? plan.a() : plan.b();
        String name = String.format(Locale.ROOT, "%02d-%s", step.number(), step.side());
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

    private static Comparison analyse(Plan plan, List<RoundOrder.Step> steps, List<Round> rounds) {
        Map<String, Analysis.Samples> a = plan.baseline() != null ? plan.baseline().samples()
                : Analysis.collect(rounds, "A", plan.rounds());
        Map<String, Analysis.Samples> b = Analysis.collect(rounds, "B", plan.rounds());
        List<CaseResult> cases = Analysis.compare(a, b, LEVEL, FAMILY_ALPHA);
        List<String> notes = new ArrayList<>();
        rounds.forEach(r -> r.notes().forEach(n -> {
            if (!notes.contains(n)) {
                notes.add(n);
            }
        }));
        List<String> engines = new ArrayList<>();
        for (String side : List.of("A", "B")) {
            List<String> seen = rounds.stream().filter(r -> r.side().equals(side)).flatMap(r -> r.engines().stream())
                    .distinct().toList();
            if (!seen.isEmpty()) {
                engines.add(side + "'s forks ran " + String.join(", ", seen));
            }
        }
        if (!engines.isEmpty()) {
            notes.add("Engines: " + String.join("; ", engines) + ".");
        }
        String kind;
        List<String> differences = Candidate.differences(plan.a(), plan.b());
        Map<String, Object> aDesc = plan.a().describe();
        if (plan.baseline() != null) {
            kind = Comparison.BASELINE;
            aDesc = plan.baseline().saved().b();
            differences = List.of("A is the baseline " + plan.baseline().dir() + " (" + plan.baseline().describe()
                    + "); B runs now");
        } else {
            kind = differences.isEmpty() ? Comparison.CALIBRATION : Comparison.AB;
        }
        return new Comparison(Comparison.FORMAT, plan.study().study(), plan.userArgs(), plan.rounds(), kind,
                RoundOrder.word(steps), differences, aDesc, plan.b().describe(), LEVEL, FAMILY_ALPHA,
                plan.failSlowerPercent(), cases, rounds, notes);
    }

    private static Map<String, Object> config(Plan plan, Comparison c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("study", "compare");
        m.put("comparedStudy", plan.study().study());
        m.put("studyArgs", plan.userArgs());
        m.put("rounds", plan.rounds());
        m.put("kind", c.kind());
        m.put("order", c.order());
        m.put("a", c.a());
        m.put("b", c.b());
        m.put("baseline", plan.baseline() == null ? null : plan.baseline().dir().toAbsolutePath().toString());
        m.put("failSlowerPercent", plan.failSlowerPercent());
        m.put("level", LEVEL);
        m.put("familyAlpha", FAMILY_ALPHA);
        return m;
    }

    private static String wrapped(List<String> lines) {
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            if (l.isEmpty()) {
                b.append('\n');
                continue;
            }
            for (String w : TextTable.wrap(l, TextTable.MAIL_WIDTH)) {
                b.append(w).append('\n');
            }
        }
        return b.toString();
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + " s" : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
    }

    /** The round running now, so that Ctrl-C stops it and removes the work directory. */
    private static final class Running {
        private final Path work;
        private Process current;
        private boolean aborted;

        Running(Path work) {
            this.work = work;
        }

        int run(List<String> cmd, Path output) throws IOException {
            Process p;
            synchronized (this) {
                if (aborted) {
                    throw new IllegalStateException("the comparison was stopped");
                }
                // --verbose: the round's output is copied to the user as it comes, and to its log as always
                p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(Console.verbose()
                        ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.to(output.toFile()))
                        .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
                current = p;
            }
            Thread copier = Console.verbose() ? streamed(p, output) : null;
            try {
                int exit = p.waitFor();
                if (copier != null) {
                    copier.join();
                }
                return exit;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                p.destroy();
                throw new IllegalStateException("interrupted", e);
            } finally {
                synchronized (this) {
                    current = null;
                }
            }
        }

        /** Copies a round's output to its log file and to the user's stdout. */
        private static Thread streamed(Process p, Path output) {
            Thread t = new Thread(() -> {
                try (java.io.InputStream in = p.getInputStream();
                        java.io.OutputStream log = Files.newOutputStream(output)) {
                    byte[] buf = new byte[8192];
                    for (int n; (n = in.read(buf)) > 0; ) {
                        log.write(buf, 0, n);
                        System.out.write(buf, 0, n);
                    }
                    System.out.flush();
                } catch (IOException e) {
                    // the round's exit code still says how it went; its log may be short
                }
            }, "compare-round-output");
            t.setDaemon(true);
            t.start();
            return t;
        }

        synchronized void abort() {
            aborted = true;
            if (current != null) {
                // the round's JVM stops its JMH fork and removes its scratch files on the way out
                current.destroy();
                try {
                    current.waitFor(30, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            try (Stream<Path> s = Files.walk(work)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException | UncheckedIOException e) {
                // best effort: the directory's name starts with a dot and says what it was
            }
        }
    }
}
