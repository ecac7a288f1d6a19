package org.dbbench.threeen1.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.ModelList;
import org.dbbench.core.cli.Values;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.console.Console;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.fault.FuseSupport;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bench threeen1 crash}: the kill -9 test for users. Per store, profile and level, a child JVM
 * runs the workload on a kept store and is killed at random acknowledged-commit counts; after each
 * kill the store is reopened (timed), every acknowledged entry is looked up and every stored one
 * verified; a last run finishes the range. The table at the end is what a user can post.
 */
@Command(name = "crash", description = {"Kill -9 (or power-cut) runs at random commits: what each store kept.",
    "Per store and level, N times: what the store had acknowledged, what",
    "survived, what verify found and how long it took to reopen. Lost",
    "acknowledged commits at durable fail the command (exit 1).",
    "Example: bench threeen1 crash --store derby,h2 --durability durable,relaxed --kills 20"})
public final class CrashCommand implements Callable<Integer> {
    static final int DEFAULT_KILLS = 20;
    static final long DEFAULT_TO = 20_000;

    @Option(names = "--store", paramLabel = "LIST",
            description = "Persistent stores, comma-separated, or all (default: all persistent stores).")
    String stores;

    @Option(names = "--durability", paramLabel = "LIST", defaultValue = "durable",
            description = "Levels to test, comma-separated: durable, relaxed, none (default: ${DEFAULT-VALUE}).")
    String durability;

    @Option(names = "--kills", paramLabel = "N", description = "Kills (or power cuts) per store, level and fault"
            + " (default: 20).")
    String kills;

    @Option(names = "--fault", paramLabel = "LIST", defaultValue = "kill", description = "Faults, comma-separated:"
            + " kill (kill -9), power, power-meta, power-torn (a simulated power cut on a FUSE layer that forgets"
            + " what was not fsynced; docs/power-loss.md) (default: ${DEFAULT-VALUE}).")
    String fault;

    @Option(names = "--states", paramLabel = "N", description = "With a power fault: besides the layer's own state,"
            + " check after each cut the base state and N further crash states per --model, drawn with --seed"
            + " (prefix, reordered, torn in turn; docs/power-loss.md) (default: 0).")
    String states;

    @Option(names = "--model", paramLabel = "LIST", defaultValue = "posix,ext4", description = "Metadata models of"
            + " the --states, comma-separated: posix, ext4 (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--replay", paramLabel = "DIR", description = "Check one kept crash state again (with --model"
            + " and --state): the cut directory a BROKEN STATE line names.")
    Path replay;

    @Option(names = "--state", paramLabel = "I", description = "With --replay: the state's number (0: the base state).")
    String state;

    @Option(names = "--from", paramLabel = "I", description = "First number i (default: 1).")
    String from;

    @Option(names = "--to", paramLabel = "J", description = "Last number j (default: 20_000).")
    String to;

    @Option(names = "--workers", paramLabel = "K", description = "Worker threads k (default: 2 x processors).")
    String workers;

    @Option(names = "--cache", paramLabel = "MB", description = "Cache size, e.g. 256M or 2G: K, M or G in any"
            + " case; a bare number is MiB (default: the profile's).")
    String cache;

    @Option(names = "--tuned", description = "The tuned settings (the default).")
    boolean tuned;

    @Option(names = "--defaults", description = "The engines' defaults (with --tuned: both).")
    boolean defaults;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the kill points (default: random, printed).")
    String seed;

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
        List<MetadataModel> models = ModelList.parse("--model", model);
        if (models.size() != 1) {
            throw new BadInputException("--model " + model + ": a replay checks one state; give one of " + MetadataModel.labels());
        }
        if (state == null) throw new BadInputException("--replay needs --state I (0 or more), as the BROKEN STATE line gives it");
        int index = Numbers.parseInt("--state", state, "0 or more");
        if (index < 0) throw new BadInputException("--state " + state + " is not allowed; give 0 or more");
        return new CrashReplay.Request(replay, models.get(0), index);
    }

    CrashRequest request() {
        String range = "1 <= i < j <= " + Format.thousands(Workload.MAX_TO).replace(',', '_');
        boolean every = stores == null || Values.sameName(stores, StoreList.EVERY);
        List<StoreType> types = every
                ? Stores.available().stream().filter(StoreType::persistent).toList() : StoreList.parse(stores);
        for (StoreType t : types) {
            if (!t.persistent()) {
                throw new BadInputException("store " + t.name() + " keeps nothing on disk, so a kill or a power cut"
                        + " leaves nothing to check; choose from " + KeptStores.names() + " (or all)");
            }
        }
        StoreRuntime.check(types);
        List<Durability> levels = new ArrayList<>();
        for (String name : Values.items("--durability", durability, "durable, relaxed, none")) {
            Durability d = Durability.parse(name);
            if (!levels.contains(d)) {
                levels.add(d);
            }
        }
        if (!every) { // a level a named store has no mode for is refused; every store's run leaves it out
            for (StoreType t : types) {
                for (Durability d : levels) {
                    if (t.refusal(d) != null) {
                        throw new BadInputException(t.refusal(d));
                    }
                }
            }
        }
        boolean kill = false;
        List<PowerLossLevel> powerFaults = new ArrayList<>();
        String allowed = "kill, " + PowerLossLevel.labels();
        for (String f : Values.items("--fault", fault, allowed)) {
            if (Values.sameName(f, "kill")) {
                kill = true;
                continue;
            }
            PowerLossLevel level = Values.named(f, List.of(PowerLossLevel.values()), PowerLossLevel::label);
            if (level == null) {
                throw new BadInputException("--fault " + fault + ": unknown fault '" + f + "'; give " + allowed
                        + " (comma-separated)");
            }
            if (!powerFaults.contains(level)) {
                powerFaults.add(level);
            }
        }
        int stateCount = states == null ? 0 : Numbers.parseInt("--states", states, "0 or more");
        if (stateCount < 0) throw new BadInputException("--states " + states + " is not allowed; give 0 or more");
        if (stateCount > 0 && powerFaults.isEmpty()) {
            throw new BadInputException("--states " + states + " explores the crash states of power cuts; add --fault power"
                    + " (or power-meta, power-torn)");
        }
        List<MetadataModel> models = ModelList.parse("--model", model);
        if (!powerFaults.isEmpty()) {
            FuseSupport.require("--fault " + fault);
        }
        int n = kills == null ? DEFAULT_KILLS : Values.wholeInt("--kills", kills, 1, Integer.MAX_VALUE,
                "1 to " + Integer.MAX_VALUE);
        long i = from == null ? 1 : Numbers.parseLong("--from", from, range);
        long j = to == null ? Math.max(DEFAULT_TO, i + DEFAULT_TO - 1) : Numbers.parseLong("--to", to, range);
        if (workers != null && workers.contains(",")) {
            throw new BadInputException("--workers " + workers + ": a crash run takes one worker count; give one"
                    + " number from 1 to " + Workload.MAX_WORKERS);
        }
        int k = workers == null ? Workload.defaultWorkers()
                : Numbers.parseInt("--workers", workers, "1 to " + Workload.MAX_WORKERS);
        if (k < 1 || k > Workload.MAX_WORKERS) {
            throw new BadInputException("--workers " + workers + " is not allowed; give 1 to " + Workload.MAX_WORKERS);
        }
        Workload w = Workload.of(i, j, k);
        int cacheMb = cache == null ? 0 : Threeen1Converters.cacheMb(cache);
        long s = seed == null ? ThreadLocalRandom.current().nextLong() : Numbers.parseLong("--seed", seed, "a whole number");
        List<Boolean> profiles = tuned && defaults ? List.of(false, true) : List.of(!defaults);
        Path dir = dataDir == null ? Path.of(System.getProperty("java.io.tmpdir")) : dataDir;
        if (!Files.isDirectory(dir)) {
            throw new BadInputException((dataDir == null ? "the system temp directory " : "--data-dir ") + dir
                    + " is not an existing directory; give one where the killed stores can live");
        }
        RunRequest.checkWritable(dir, dataDir == null ? "the system temp directory" : "--data-dir",
                Math.max(RunRequest.MIN_FREE_BYTES, RunRequest.BYTES_PER_ENTRY * 3 * w.count()), i, j);
        ResultBundle.checkWritable(results.resultsDir);
        return new CrashRequest(types, levels, profiles, n, w, cacheMb, s, dir, results.resultsDir, kill, powerFaults,
                stateCount, models);
    }
}
