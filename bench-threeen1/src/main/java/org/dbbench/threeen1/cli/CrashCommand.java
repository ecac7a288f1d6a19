package org.dbbench.threeen1.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.console.Console;
import org.dbbench.core.cli.ListValue;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.fault.FuseSupport;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bench threeen1 crash}: the kill -9 test for users. Per store, profile and level, a child JVM
 * runs the workload on a kept store and is killed at random acknowledged-commit counts; after each
 * kill the store is reopened (timed), every acknowledged entry is looked up and every stored one
 * verified; a last run finishes the range. The table at the end is what a user can post.
 */
@Command(name = "crash", resourceBundle = "org.dbbench.threeen1.cli.CrashHelp",
    description = {"Kill -9 (or power-cut) runs at random commits: what each store kept.",
    "Per store and level, N times: what the store had acknowledged, what",
    "survived, what verify found and how long it took to reopen. Lost",
    "acknowledged commits at durable fail the command (exit 1).",
    "Example: bench threeen1 crash --store derby,h2 --durability durable,relaxed --kills 20"})
public final class CrashCommand implements Callable<Integer> {
    static final int DEFAULT_KILLS = 20;
    /** The numbers a crash run writes when --to is not given, from --from on. */
    static final String DEFAULT_TO_TEXT = "20_000";
    static final long DEFAULT_TO = Numbers.parseLong("--to", DEFAULT_TO_TEXT, "");

    @Option(names = "--store", paramLabel = "LIST", converter = StoreOption.Kept.class,
            description = "Persistent stores, comma-separated, or all (default: all persistent stores).")
    StoreSelection stores;

    @Option(names = "--durability", paramLabel = "LIST", defaultValue = "durable",
            converter = DurabilityOption.Levels.class,
            description = "Levels to test, comma-separated: " + DurabilityOption.LEVELS + " (default: ${DEFAULT-VALUE}).")
    ListValue<Durability> durability;

    @Option(names = "--kills", paramLabel = "N", converter = CrashConverters.Kills.class,
            description = "Kills (or power cuts) per store, level and fault (default: " + DEFAULT_KILLS + ").")
    Integer kills;

    @Option(names = "--fault", paramLabel = "LIST", defaultValue = "kill", converter = CrashConverters.Faults.class,
            description = "Faults, comma-separated: kill (kill -9), power, power-meta, power-torn (a simulated power"
                    + " cut on a FUSE layer that forgets what was not fsynced; docs/power-loss.md) (default:"
                    + " ${DEFAULT-VALUE}).")
    CrashFaults fault;

    @Option(names = "--states", paramLabel = "N", converter = CrashConverters.States.class,
            description = "With a power fault: besides the layer's own state, check after each cut the base state"
                    + " and N further crash states per --model, drawn with --seed (prefix, reordered, torn in turn;"
                    + " docs/power-loss.md) (default: 0).")
    Integer states;

    @Option(names = "--model", paramLabel = "LIST", defaultValue = "posix,ext4", converter = CrashConverters.Models.class,
            description = "Metadata models of the --states, comma-separated: posix, ext4 (default: ${DEFAULT-VALUE}).")
    ListValue<MetadataModel> model;

    @Option(names = "--replay", paramLabel = "DIR", description = "Check one kept crash state again (with --model"
            + " and --state): the cut directory a BROKEN STATE line names.")
    Path replay;

    @Option(names = "--state", paramLabel = "I", converter = CrashConverters.State.class,
            description = "With --replay: the state's number (0: the base state).")
    Integer state;

    @Mixin
    RangeOptions range = new RangeOptions();

    @Option(names = "--workers", paramLabel = "K", converter = WorkersOption.One.class,
            description = "Worker threads k, one number, " + WorkersOption.RANGE + " (default: "
                    + WorkersOption.DEFAULT + ").")
    Integer workers;

    @Mixin
    CacheOption cache = new CacheOption();

    @Option(names = "--tuned", description = "The tuned settings (the default).")
    boolean tuned;

    @Option(names = "--defaults", description = "The engines' defaults (with --tuned: both).")
    boolean defaults;

    @Option(names = "--seed", paramLabel = "N", converter = CrashConverters.Seed.class,
            description = "Seed of the kill points (default: random, printed).")
    Long seed;

    @Option(names = "--data-dir", paramLabel = "DIR",
            description = "Where the killed stores live, removed at the end (default: the system temp directory).")
    Path dataDir;

    @Mixin
    ResultsOptions results = new ResultsOptions();

    /** Not the other commands' --verbose: crash runs no JMH and writes no console.log. */
    @Option(names = "--verbose", description = "Also print each killed child's stderr after its kill (kept beside"
            + " the store while the run lasts; a stall or a failed child shows its tail either way).")
    void setVerbose(boolean on) {
        Console.verbose(on);
    }

    @Override
    public Integer call() {
        if (replay != null) return CrashReplay.run(replayRequest(), System.out);
        return CrashRun.run(request(), System.out);
    }

    /** --replay DIR --model M --state I: one model, one state, a kept cut directory. */
    CrashReplay.Request replayRequest() {
        if (!Files.isRegularFile(replay.resolve(CrashReplay.REPLAY_JSON))) {
            throw new BadInputException("--replay " + replay + " is not a kept cut directory (no " + CrashReplay.REPLAY_JSON
                    + "); give one a BROKEN STATE line names");
        }
        List<MetadataModel> models = model.items();
        if (models.size() != 1) {
            throw new BadInputException("--model " + String.join(",", models.stream().map(MetadataModel::label).toList())
                    + ": a replay checks one state; give one of " + MetadataModel.labels());
        }
        if (state == null) throw new BadInputException("--replay needs --state I (0 or more), as the BROKEN STATE line gives it");
        return new CrashReplay.Request(replay, models.get(0), state);
    }

    CrashRequest request() {
        StoreSelection selection = stores == null ? KeptStores.every() : stores;
        List<StoreType> types = selection.stores();
        StoreRuntime.check(types);
        List<Durability> levels = durability.items();
        if (!selection.every()) { // a level a named store has no mode for is refused; every store's run leaves it out
            for (StoreType t : types) {
                for (Durability d : levels) {
                    if (t.refusal(d) != null) {
                        throw new BadInputException(t.refusal(d));
                    }
                }
            }
        }
        int stateCount = states == null ? 0 : states;
        if (stateCount > 0 && fault.power().isEmpty()) {
            throw new BadInputException("--states " + stateCount + " explores the crash states of power cuts; add --fault power"
                    + " (or power-meta, power-torn)");
        }
        if (!fault.power().isEmpty()) {
            FuseSupport.require("--fault " + fault.text());
        }
        int n = kills == null ? DEFAULT_KILLS : kills;
        long i = range.from();
        long j = range.to == null ? Math.max(DEFAULT_TO, i + DEFAULT_TO - 1) : range.to;
        Workload w = Workload.of(i, j, workers == null ? Workload.defaultWorkers() : workers);
        long s = seed == null ? ThreadLocalRandom.current().nextLong() : seed;
        List<Boolean> profiles = tuned && defaults ? List.of(false, true) : List.of(!defaults);
        Path dir = dataDir == null ? Path.of(System.getProperty("java.io.tmpdir")) : dataDir;
        if (!Files.isDirectory(dir)) {
            throw new BadInputException((dataDir == null ? "the system temp directory " : "--data-dir ") + dir
                    + " is not an existing directory; give one where the killed stores can live");
        }
        RunRequest.checkWritable(dir, dataDir == null ? "the system temp directory" : "--data-dir",
                Math.max(RunRequest.MIN_FREE_BYTES, RunRequest.BYTES_PER_ENTRY * 3 * w.count()), i, j);
        ResultBundle.checkWritable(results.resultsDir);
        return new CrashRequest(types, levels, profiles, n, w, cache.mb(), s, dir, results.resultsDir, fault.kill(),
                fault.power(), stateCount, model.items());
    }
}
