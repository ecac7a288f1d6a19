package org.dbbench.core.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.dbbench.core.bundle.ResultBundle;

/**
 * Runs a comparison's rounds: one alone, in its own JVM, or a lockstep session's two at once, their
 * runs taking turns ({@link LockstepSession}); and reads what each left, keeping its files for the
 * bundle.
 */
final class RoundRunner {
    private final CompareRun.Plan plan;
    private final Path work;
    private final RoundProcess running;
    private final Map<String, Path> kept;
    private final Random random;

    /**
     * @param work the rounds' work directory
     * @param kept where each kept file goes in the bundle, to the file: filled as rounds end
     * @param random draws which side goes first in each pair of a session's turns
     */
    RoundRunner(CompareRun.Plan plan, Path work, RoundProcess running, Map<String, Path> kept, Random random) {
        this.plan = plan;
        this.work = work;
        this.running = running;
        this.kept = kept;
        this.random = random;
    }

    /** A round's directory in the work directory, its command and where its output goes. */
    private record RoundSetup(RoundOrder.Step step, Candidate candidate, Path dir, List<String> command) {
        Path results() {
            return dir.resolve("results");
        }

        Path output() {
            return dir.resolve("output.log");
        }
    }

    /** @param extraForkArgs the comparison's own flags for the round's JVM and forks (a session's turns) */
    private RoundSetup setUp(RoundOrder.Step step, List<String> extraForkArgs) throws IOException {
        Candidate c = step.side().equals("A") ? plan.a() : plan.b();
        Path dir = Files.createDirectories(work.resolve(name(step)));
        List<String> cmd = c.command(plan.suiteJar(), plan.mainClass(), plan.study().study(), plan.roundArgs(),
                plan.study().dirOption(), dir.resolve("results"), extraForkArgs);
        Files.writeString(dir.resolve("command.txt"), String.join(" ", cmd) + "\n");
        return new RoundSetup(step, c, dir, cmd);
    }

    /** One round alone. */
    Round round(RoundOrder.Step step) throws IOException {
        RoundSetup r = setUp(step, List.of());
        long t0 = System.nanoTime();
        int exit = running.run(r.command(), r.output());
        return read(r, exit, (System.nanoTime() - t0) / 1e9);
    }

    /**
     * Both rounds of a pair at once, their runs taking turns; each round's time is half the session's,
     * so that the rounds' times add up to the wall clock the comparison spent.
     */
    List<Round> session(RoundOrder.Step first, RoundOrder.Step second) throws IOException {
        List<RoundSetup> setups = new ArrayList<>();
        List<LockstepSession.Side> sides = new ArrayList<>();
        long t0 = System.nanoTime();
        for (RoundOrder.Step step : List.of(first, second)) {
            Path turns = work.resolve(name(step) + "-turns");
            // both sides' JMH runs at once, on purpose: JMH's lock file is for runs that would disturb each other
            RoundSetup r = setUp(step, List.of("-D" + TurnGate.PROPERTY + "=" + turns.toAbsolutePath(),
                    "-Djmh.ignoreLock=true"));
            setups.add(r);
            sides.add(new LockstepSession.Side(step.side(), running.start(r.command(), r.output()), turns));
        }
        LockstepSession.Result result = LockstepSession.grant(sides.get(0), sides.get(1), random);
        if (result.broken() != null) {
            sides.forEach(s -> RoundProcess.stop(s.round()));
        }
        List<Integer> exits = sides.stream().map(s -> running.await(s.round())).toList();
        double seconds = (System.nanoTime() - t0) / 1e9;
        List<Round> rounds = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            RoundSetup r = setups.get(i);
            Files.writeString(r.dir().resolve("turns.txt"), result.describe());
            kept.put("rounds/" + name(r.step()) + "/turns.txt", r.dir().resolve("turns.txt"));
            Round read = read(r, exits.get(i), seconds / 2);
            if (result.broken() != null) {
                List<String> problems = new ArrayList<>(read.problems());
                problems.add(0, "the lockstep session broke off: " + result.broken());
                read = new Round(read.step(), read.side(), read.round(), read.exit(), read.seconds(), read.bundle(),
                        read.measured(), problems, read.engines(), read.notes());
            }
            rounds.add(read);
        }
        // a side the study refused (exit 2) comes first: its refusal, not the other side's broken session, is the news
        rounds.sort(java.util.Comparator.comparing((Round r) -> r.exit() != 2).thenComparingInt(Round::step));
        return rounds;
    }

    /** What a round that has ended left, its files kept for the bundle. */
    private Round read(RoundSetup r, int exit, double seconds) {
        String keptAs = "rounds/" + name(r.step());
        kept.put(keptAs + "/command.txt", r.dir().resolve("command.txt"));
        kept.put(keptAs + "/output.log", r.output());
        Path bundle = RoundReader.onlyBundle(r.results());
        if (bundle != null) {
            for (String f : List.of(ResultBundle.JMH_JSON, ResultBundle.CONFIG_JSON, ResultBundle.ENV_JSON,
                    ResultBundle.SUMMARY_TXT)) {
                if (Files.exists(bundle.resolve(f))) {
                    kept.put(keptAs + "/" + f, bundle.resolve(f));
                }
            }
        }
        return RoundReader.read(r.step(), r.candidate(), plan.study(), exit, seconds, r.results(), keptAs, r.output());
    }

    /** A round's directory, in the work directory and under rounds/ in the bundle: 02-B. */
    static String name(RoundOrder.Step step) {
        return String.format(Locale.ROOT, "%02d-%s", step.number(), step.side());
    }

}
