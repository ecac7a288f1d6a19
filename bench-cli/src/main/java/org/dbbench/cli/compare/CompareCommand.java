package org.dbbench.cli.compare;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dbbench.cli.StudyCheck;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.ConsoleOptions;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.cli.Values;
import org.dbbench.core.compare.Baseline;
import org.dbbench.core.compare.Candidate;
import org.dbbench.core.compare.CompareRun;
import org.dbbench.core.compare.SettingsProbe;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.core.compare.StudyArgs;
import org.dbbench.core.env.Environment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code bench compare}: did my change make it faster? Runs a study's workload on two candidates in
 * pairs of rounds, each round in a fresh JVM, and says per case whether B differs from A, by how much,
 * with a 95% interval, and what change it could have detected. Every option is checked before the
 * first round starts.
 */
@Command(name = "compare", sortOptions = false, description = {
    "Did my change make it faster? A against B in pairs, until it can tell.",
    "Runs the study's workload on candidates A and B in pairs of rounds (each",
    "round a fresh JVM, the order in each pair random) until every case's MDE",
    "(the change it would find with 80%% power) reaches the target or the",
    "budget is spent; then per case the difference in %% with its 95%% interval",
    "(Student's t on each pair's log(B / A)), the MDE and a verdict: slower,",
    "faster, equivalent (within the margin) or unresolved, corrected for many",
    "cases (Holm). Options this command does not know go to the study's command.",
    "With no difference given it runs an A/A calibration: the noise floor."})
public final class CompareCommand implements BenchCommand {
    @Parameters(index = "0", arity = "0..1", paramLabel = "STUDY", completionCandidates = StudyAdapters.Names.class,
            description = "One of ${COMPLETION-CANDIDATES}.")
    String study;

    /** The help's studies, their default rounds and examples, from the studies' adapters. */
    @Spec
    void describe(CommandSpec spec) {
        List<String> lines = new ArrayList<>(List.of(spec.usageMessage().description()));
        lines.add("Target MDE by default: " + String.join(", ", StudyAdapters.all().stream()
                .map(a -> a.study() + " " + java.math.BigDecimal.valueOf(a.targetPercent()).stripTrailingZeros()
                .toPlainString() + "%%").toList()) + ".");
        lines.add("Examples:");
        StudyAdapters.all().forEach(a -> a.examples().forEach(e -> lines.add("  bench compare "
                + e.replace("%", "%%"))));
        lines.add("  bench compare --baseline results/<bundle> --fail-slower 5%%");
        spec.usageMessage().description(lines.toArray(new String[0]));
    }

    @Unmatched
    List<String> studyArgs = new ArrayList<>();

    @Option(names = "--budget", paramLabel = "TIME", description = "How long pairs of rounds may run; compare"
            + " stops earlier when every case's MDE reaches the target (default 10m; e.g. 30m, 1h).")
    String budget;

    @Option(names = "--target", paramLabel = "P%", description = "The MDE (smallest change found with 80%%"
            + " power) a case must reach to be resolved (default: the study's, listed above).")
    String target;

    @Option(names = "--margin", paramLabel = "P%", description = "B is called equivalent to A when its"
            + " change lies within +-P%% (two one-sided tests; default: the target).")
    String margin;

    @Option(names = "--rounds", paramLabel = "N", description = "A fixed design instead of a budget: N rounds"
            + " per candidate, 2 to " + DesignOptions.MAX_ROUNDS + " (an interval needs 3 or more).")
    String rounds;

    @Option(names = "--lockstep", description = "Run each pair's two rounds at once, their runs taking turns"
            + " (" + CompareRun.LOCKSTEP_DESIGN + ", in one JVM per side, the order drawn per pair), so A's and B's"
            + " runs are seconds apart; the unit is a session's mean (docs/commands/compare.md).")
    boolean lockstep;

    @Option(names = "--a-jar", paramLabel = "ENGINE=JAR", description = "An engine jar A runs instead of the"
            + " bundled one (repeatable), ENGINE one of the study's (see the examples).")
    List<String> aJars = new ArrayList<>();

    @Option(names = "--b-jar", paramLabel = "ENGINE=JAR", description = "The same for B.")
    List<String> bJars = new ArrayList<>();

    @Option(names = "--a-java", paramLabel = "JAVA", description = "The java A runs on (a JDK 17+, or a launcher"
            + " script that runs one, e.g. a version manager's shim or a taskset wrapper: A's JVMs and JMH forks"
            + " start through it; default: this one).")
    Path aJava;

    @Option(names = "--b-java", paramLabel = "JAVA", description = "The java B runs on.")
    Path bJava;

    @Option(names = "--a-jvm-args", paramLabel = "FLAGS", description = "JVM flags for A and its JMH forks,"
            + " space-separated, e.g. --a-jvm-args=\"-XX:+UseG1GC -Xmx2g\"; they win over the study's own.")
    String aJvmArgs;

    @Option(names = "--b-jvm-args", paramLabel = "FLAGS", description = "The same for B.")
    String bJvmArgs;

    @Option(names = "--a-set", paramLabel = "KEY=VALUE", description = "A store setting for A (repeatable), given"
            + " to its JVMs as -DKEY=VALUE (the prefixes each store reads: docs/commands/compare.md); checked"
            + " against what the store reports.")
    List<String> aSets = new ArrayList<>();

    @Option(names = "--b-set", paramLabel = "KEY=VALUE", description = "The same for B.")
    List<String> bSets = new ArrayList<>();

    @Option(names = "--a-dir", paramLabel = "DIR", description = "The directory A measures in (the"
            + " study's own directory option): another disk or file system.")
    Path aDir;

    @Option(names = "--b-dir", paramLabel = "DIR", description = "The same for B.")
    Path bDir;

    @Option(names = "--baseline", paramLabel = "BUNDLE", description = "Compare a new run (B) against a saved"
            + " comparison bundle of this machine; its workload and round count are reused.")
    Path baseline;

    @Option(names = "--fail-slower", paramLabel = "P%", description = "Exit with code 3 when a case is slower than"
            + " P%% beyond doubt (its whole 95%% interval above P%%), e.g. 5%%.")
    String failSlower;

    @Mixin
    ResultsOptions results = new ResultsOptions();

    @Mixin
    ConsoleOptions console = new ConsoleOptions();

    @Override
    public Integer call() {
        CompareRun.Plan plan = plan();
        return CompareRun.execute(plan, System.out);
    }

    /** Everything checked, nothing created. */
    CompareRun.Plan plan() {
        Baseline base = null;
        StudyAdapter adapter;
        List<String> args = studyArgs;
        if (baseline != null) {
            if (lockstep) {
                throw new BadInputException("--lockstep runs A and B at once; --baseline " + baseline + " is an A that ran"
                        + " earlier: leave one out");
            }
            if (study != null || !studyArgs.isEmpty()) {
                throw new BadInputException("--baseline reuses the saved workload; give no study or study options"
                        + " (got " + String.join(" ", study == null ? studyArgs : List.of(study)) + ")");
            }
            if (!aJars.isEmpty() || aJava != null || aJvmArgs != null || !aSets.isEmpty() || aDir != null) {
                throw new BadInputException("--baseline stands for A; give only --b-... options");
            }
            base = Baseline.load(baseline, Environment.capture(Path.of("."), null));
            adapter = StudyAdapters.named(base.saved().study());
            args = base.saved().studyArgs();
        } else {
            if (study == null && !studyArgs.isEmpty()) {
                throw new BadInputException("'" + studyArgs.get(0) + "' is not an option of bench compare, and no"
                        + " study was given; give " + StudyAdapters.names(" or ") + ", then the study's options");
            }
            if (study == null) {
                throw new BadInputException("bench compare needs a study (" + StudyAdapters.names(" or ")
                        + ") or --baseline BUNDLE; e.g. bench compare " + StudyAdapters.all().get(0).examples().get(0));
            }
            adapter = StudyAdapters.named(study);
        }
        for (String a : args) {
            if (a.equals("--results-dir") || a.startsWith("--results-dir=")) {
                // the option is ours: picocli hands it over only when it comes before the study
                throw new BadInputException("--results-dir must come before the study's options, e.g. bench compare"
                        + " --results-dir DIR " + adapter.study() + " ...");
            }
        }
        if (rounds != null && budget != null) {
            throw new BadInputException("--rounds " + rounds + " and --budget " + budget + " both say how long to"
                    + " run; give one (--rounds: a fixed design; --budget: until resolved)");
        }
        int n = rounds == null ? (base != null ? base.saved().rounds() : adapter.defaultRounds())
                : DesignOptions.rounds(rounds);
        // a baseline keeps its own round count unless a budget is asked for
        java.time.Duration time = budget != null ? DesignOptions.budget(budget, adapter)
                : rounds == null && base == null ? DesignOptions.DEFAULT_BUDGET : null;
        double targetPercent = target == null ? adapter.targetPercent() : Values.percent("--target", target);
        double marginPercent = margin == null ? targetPercent : Values.percent("--margin", margin);
        Double fail = failSlower == null ? null : Values.percent("--fail-slower", failSlower);
        ResultBundle.checkWritable(results.resultsDir);
        for (String side : List.of("a", "b")) {
            Path dir = side.equals("a") ? aDir : bDir;
            if (dir != null && StudyArgs.has(args, adapter.dirOption())) {
                throw new BadInputException("--" + side + "-dir " + dir + " and " + adapter.dirOption() + " "
                        + StudyArgs.value(args, adapter.dirOption()) + " both name the directory to measure in; give"
                        + " --a-dir/--b-dir per candidate or " + adapter.dirOption() + " for both");
            }
        }
        Candidate a = CandidateOptions.read("a", adapter, aJars, aJava, aJvmArgs, aSets, aDir, args);
        Candidate b = CandidateOptions.read("b", adapter, bJars, bJava, bJvmArgs, bSets, bDir, args);
        // its refusals come now, before anything runs
        List<String> round = lockstep ? CompareRun.lockstepArgs(adapter, args) : adapter.roundArgs(args);
        if (round == null) {
            throw new BadInputException("--lockstep is not available for " + adapter.study() + ": its benchmarks do"
                    + " not take turns; leave --lockstep out");
        }
        // the study checks its own options for each side, in this JVM: one line, before the first round
        if (base == null) {
            StudyCheck.check(adapter.study(), round, adapter.dirOption(), aDir, results.resultsDir, "A");
        }
        if (bDir != null || base != null) {
            StudyCheck.check(adapter.study(), round, adapter.dirOption(), bDir, results.resultsDir, "B");
        }
        for (Candidate c : base == null ? List.of(a, b) : List.of(b)) {
            if (!c.settings().isEmpty() && adapter.settingsProbe() != null) {
                SettingsProbe.check(c, adapter.settingsProbe(), suiteJar(), adapter.study(), round,
                        adapter.dirOption(), results.resultsDir);
            }
        }
        return new CompareRun.Plan(adapter, args, a, b, n, results.resultsDir, suiteJar(), "org.dbbench.cli.Main",
                fail, base, time, targetPercent, marginPercent, lockstep);
    }

    /** The jar this command runs from: each round runs the same jar. */
    private static Path suiteJar() {
        try {
            Path p = Path.of(CompareCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!Files.isRegularFile(p)) {
                throw new BadInputException("bench compare runs its rounds from benchmarks.jar; run it as"
                        + " java -jar benchmarks.jar compare ... (this runs from " + p + ")");
            }
            return p;
        } catch (URISyntaxException | SecurityException e) {
            throw new BadInputException("bench compare cannot find the jar it runs from (" + e.getMessage() + ")");
        }
    }
}
