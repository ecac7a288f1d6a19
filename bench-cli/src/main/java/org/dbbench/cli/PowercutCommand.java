package org.dbbench.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.dbbench.core.BadInputException;
import org.dbbench.core.WritableDir;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.Durations;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.cli.Values;
import org.dbbench.core.fault.FuseSupport;
import org.dbbench.core.powercut.PowercutRun;
import org.dbbench.core.powercut.PowercutSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench powercut}: any program, in any language, on the power-loss layer; each cut's crash
 * states checked by the user's own command. Every value is checked here, before anything is mounted
 * or written; the run itself is bench-core's {@link PowercutRun}.
 */
@Command(name = "powercut", description = {"Any program under simulated power cuts, every crash state checked.",
    "PROGRAM runs on the power-loss layer and its power is cut N times; CHECK",
    "runs on a fresh copy of every crash state of each cut.",
    "PROGRAM finds its directory in $POWERCUT_DIR; what it prints is its",
    "acknowledgements, handed to CHECK as the file $POWERCUT_ACKS.",
    "Exit status: 0 every state passed, 3 a state failed the check,",
    "1 a cut could not be made (PROGRAM exited first) or the tool failed, 2 bad input.",
    "Example: bench powercut --check './check.sh' --cuts 5 -- ./program arg"})
public final class PowercutCommand implements BenchCommand {
    @Option(names = "--check", paramLabel = "COMMAND", required = true, description = "Run through /bin/sh -c on"
            + " each state's copy; exit 0 means consistent. Its first word must be an executable on PATH (or a path).")
    String check;

    @Option(names = "--cuts", paramLabel = "N", description = "Cuts, each on a fresh run of PROGRAM (default: "
            + PowercutSettings.DEFAULT_CUTS + ").")
    String cuts;

    @Option(names = "--states", paramLabel = "N", description = "Further crash states per cut and model besides"
            + " \"all unsynced lost\" (default: " + PowercutSettings.DEFAULT_STATES + ").")
    String states;

    @Option(names = "--model", paramLabel = "LIST", description = "Metadata models, comma-separated: "
            + "posix, ext4 (docs/commands/powercut.md) (default: " + PowercutModels.DEFAULT + ").")
    String model;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the cut moments and states (default: random, printed).")
    String seed;

    @Option(names = "--run-for", paramLabel = "DURATION", description = "The cut comes at a random moment between"
            + " PROGRAM's first sync and this long after its start, e.g. 500ms, 5s, 2m (default: "
            + PowercutSettings.DEFAULT_RUN_FOR + ").")
    String runFor;

    @Option(names = "--cut-after-syncs", paramLabel = "K", description = "Cut right after PROGRAM's K-th sync"
            + " (fsync or fdatasync of a file or directory) instead.")
    String cutAfterSyncs;

    @Option(names = "--dir", paramLabel = "DIR", description = "Where the scratch directory (the layer, the copies)"
            + " is made, removed at the end (default: the system temp directory).")
    Path dir;

    @Mixin
    ResultsOptions results = new ResultsOptions();

    @Parameters(paramLabel = "PROGRAM", arity = "0..*", description = "The program and its arguments, after --.")
    List<String> program = new ArrayList<>();

    @Override
    public void check() {
        settings();
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        return PowercutRun.run(settings(), System.out);
    }

    PowercutSettings settings() {
        if (program.isEmpty()) {
            throw new BadInputException("no PROGRAM given; put the program and its arguments after --"
                    + " (e.g. bench powercut --check ./check.sh -- ./program)");
        }
        Executables.require("PROGRAM", program.get(0), program.get(0));
        if (check == null || check.isBlank()) {
            throw new BadInputException("--check '" + (check == null ? "" : check) + "' is empty; give the command"
                    + " that checks a crash state (exit 0: consistent)");
        }
        Executables.require("--check", check, Executables.firstWord(check));
        int n = cuts == null ? PowercutSettings.DEFAULT_CUTS : Values.wholeInt("--cuts", cuts, 1, 100_000, "1 to 100_000");
        int m = states == null ? PowercutSettings.DEFAULT_STATES
                : Values.wholeInt("--states", states, 0, 100_000, "0 (only \"all unsynced lost\") to 100_000");
        List<String> models = PowercutModels.parse(model == null ? PowercutModels.DEFAULT : model);
        long s = seed == null ? ThreadLocalRandom.current().nextLong()
                : Values.whole("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE, "a whole number");
        Duration d = Durations.parse("--run-for", runFor == null ? PowercutSettings.DEFAULT_RUN_FOR : runFor,
                Duration.ofMillis(1), Duration.ofHours(24));
        int k = cutAfterSyncs == null ? 0
                : Values.wholeInt("--cut-after-syncs", cutAfterSyncs, 1, Integer.MAX_VALUE, "1 or more");
        Path parent = dir == null ? Path.of(System.getProperty("java.io.tmpdir")) : dir;
        WritableDir.check(dir == null ? "the system temp directory" : "--dir", parent, ResultBundle.MIN_FREE_BYTES,
                "the layer's scratch directory");
        ResultBundle.checkWritable(results.resultsDir);
        FuseSupport.require("bench powercut");
        return new PowercutSettings(List.copyOf(program), check, n, m, models, s, d, k, parent, results.resultsDir,
                Path.of("").toAbsolutePath());
    }
}
