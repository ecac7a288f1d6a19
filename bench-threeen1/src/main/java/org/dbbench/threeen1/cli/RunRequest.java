package org.dbbench.threeen1.cli;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.WritableDir;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;

/**
 * A {@code bench threeen1} run, validated before anything is created: every bad value is refused
 * here with one line naming it and what is allowed.
 *
 * @param profiles false = the engines' defaults, true = tuned; in that order
 * @param workloads one per worker count, in the order given
 * @param db the kept store directory, or null for fresh stores under {@code dataDir}
 * @param runs measured runs per case (3 unless asked; 1 on a kept --db)
 * @param sameJvm the runs of a case share one JMH fork instead of one fork each
 * @param warmups unmeasured runs per case, -1 = the benchmarks' own (none for whole runs)
 * @param ops also run the per-operation benchmark
 * @param notes what the run left out and why (stores that cannot run here or at this level, the
 *        default run's choice), printed first and kept in config.json
 */
public record RunRequest(List<StoreType> stores, Durability durability, List<Boolean> profiles,
        List<Workload> workloads, boolean blockGiven, int cacheMb, Path db, Path dataDir, int runs, boolean sameJvm,
        int warmups, boolean quick, boolean ops, Path resultsDir, List<String> notes) {

    /** A floor, not a promise: the leanest store needs about this much per stored value. */
    static final long BYTES_PER_ENTRY = 100;
    static final long MIN_FREE_BYTES = 64L << 20;

    static RunRequest of(RunOptions o) {
        RunPreset preset = RunPreset.of(o.quick);
        List<StoreType> stores = o.stores == null ? Stores.available() : o.stores.stores();
        Durability durability = o.durability;
        long from = o.range.from == null ? preset.from() : o.range.from;
        long to = o.range.to == null ? preset.to() : o.range.to;
        List<Integer> ks = o.workers == null ? List.of(Workload.defaultWorkers()) : o.workers.items();
        Long block = o.block;
        List<Workload> workloads = new ArrayList<>();
        for (int k : ks) {
            workloads.add(block == null ? Workload.of(from, to, k) : Workload.of(from, to, k, block));
        }
        int cache = o.cache.mb();
        int runs = o.runs == null ? (o.db == null ? preset.runs() : 1) : o.runs;
        int warmups = o.warmups == null ? -1 : o.warmups;
        List<Boolean> profiles;
        if (o.tuned && o.defaults) {
            profiles = List.of(false, true);
        } else if (o.tuned || o.defaults) {
            profiles = List.of(o.tuned);
        } else {
            // a kept store runs once
            profiles = o.db != null ? List.of(true) : preset.profiles();
        }
        boolean sameJvm = o.sameJvm || preset.sameJvm();
        List<String> selectionNotes = List.of();
        if (o.stores == null && !o.tuned && !o.defaults && o.db == null) {
            int w = Math.max(0, warmups);
            DefaultSelection.Choice choice = DefaultSelection.choose(workloads, runs, w, sameJvm, preset.selection());
            stores = choice.stores();
            profiles = List.of(true);
            selectionNotes = DefaultSelection.rest(choice, workloads, runs, w, sameJvm, preset.selection());
        }

        // a level an engine has no mode for: left out of a run of every store (said), refused when named
        boolean every = o.stores == null || o.stores.every();
        List<StoreType> keeping = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        if (every) {
            Stores.unavailable().forEach(t -> notes.add("skipped " + t.name() + ": " + t.unavailableReason()));
        }
        for (StoreType t : stores) {
            String refused = t.refusal(durability);
            if (refused == null) {
                keeping.add(t);
            } else if (every) {
                notes.add("skipped " + t.name() + ": " + refused);
            } else {
                throw new BadInputException(refused);
            }
        }
        stores = keeping;
        notes.addAll(selectionNotes);

        long needBytes = Math.max(MIN_FREE_BYTES, BYTES_PER_ENTRY * 3 * (to - from + 1));
        Path dataDir = o.dataDir == null ? Path.of(System.getProperty("java.io.tmpdir")) : o.dataDir;
        if (o.db != null) {
            checkDb(o, stores, profiles, ks, runs, warmups, needBytes, from, to);
        } else if (stores.stream().anyMatch(StoreType::persistent)) {
            checkDataDir(dataDir, o.dataDir == null ? "the system temp directory" : "--data-dir", needBytes, from, to);
        } else if (o.dataDir != null) {
            // recorded as the run's data directory, it would claim a disk that held nothing
            throw new BadInputException("--data-dir " + o.dataDir + " is where stores keep their files, and "
                    + StoreList.join(stores) + " keeps nothing on disk; leave --data-dir out, or choose a store that"
                    + " keeps data (" + KeptStores.names() + ")");
        }
        ResultBundle.checkWritable(o.results.resultsDir);
        StoreRuntime.check(stores);
        return new RunRequest(stores, durability, profiles, workloads, block != null, cache, o.db, dataDir, runs,
                sameJvm, warmups, o.quick, o.ops, o.results.resultsDir, notes);
    }

    private static void checkDb(RunOptions o, List<StoreType> stores, List<Boolean> profiles, List<Integer> ks,
            int runs, int warmups, long needBytes, long from, long to) {
        if (stores.size() != 1) {
            throw new BadInputException("--db keeps one store; give one --store (of " + StoreList.join(stores) + ")");
        }
        StoreType type = stores.get(0);
        if (!type.persistent()) {
            throw new BadInputException("--db needs a store that keeps its data on disk; " + type.name()
                    + " keeps nothing (choose one of " + KeptStores.names() + ")");
        }
        String conflict = profiles.size() != 1 ? "--tuned and --defaults (give one)"
                : ks.size() != 1 ? "--workers " + String.join(",", ks.stream().map(String::valueOf).toList())
                        + " (give one value)"
                : runs > 1 ? "--runs " + o.runs + " (give 1)"
                : warmups > 0 ? "--warmups " + o.warmups + " (give 0)" : null;
        if (conflict != null) {
            throw new BadInputException("--db runs once on the kept store (a second run would resume the first),"
                    + " so it cannot take " + conflict);
        }
        Path db = o.db;
        if (Files.exists(db) && !Files.isDirectory(db)) {
            throw new BadInputException("--db " + db + " is a file, not a directory; give a new or empty directory"
                    + " or one an earlier " + type.name() + " run kept");
        }
        if (!type.canUse(db)) {
            throw new BadInputException("--db " + db + " holds files that are not a " + type.name()
                    + " store's; refusing to touch it (give a new or empty directory, or one an earlier "
                    + type.name() + " run kept)");
        }
        checkWritable(db, "--db", needBytes, from, to);
    }

    private static void checkDataDir(Path dir, String what, long needBytes, long from, long to) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException(what + " " + dir + " is not an existing directory; give one where fresh"
                    + " stores can be created");
        }
        checkWritable(dir, what, needBytes, from, to);
    }

    /** The directory, or its nearest existing ancestor, must take writes and have room. */
    static void checkWritable(Path dir, String what, long needBytes, long from, long to) {
        WritableDir.check(what, dir, needBytes, "a run of " + Format.thousands(from) + ".." + Format.thousands(to));
    }

    private static String mib(long bytes) {
        return Format.thousands(bytes >> 20) + " MiB";
    }

    /** The whole command's estimate in seconds (see {@link ExpectedSeconds}). */
    public double expectedSeconds() {
        double s = 0;
        for (StoreType t : stores) {
            for (boolean tuned : profiles) {
                for (Workload w : workloads) {
                    s += ExpectedSeconds.caseSeconds(t.name(), tuned, w, runs, Math.max(0, warmups), sameJvm);
                }
            }
        }
        return s;
    }

    public List<Integer> workerCounts() {
        return workloads.stream().map(Workload::workers).toList();
    }
}
