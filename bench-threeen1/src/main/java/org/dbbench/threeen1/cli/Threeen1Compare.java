package org.dbbench.threeen1.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JarVersion;
import org.dbbench.core.cli.Values;
import org.dbbench.core.compare.StudyAdapter;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.threeen1.jmh.Threeen1Benchmark;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.jdbc.H2Store;
import picocli.CommandLine;

/**
 * {@code bench compare threeen1}: a case is one store, profile and worker count; its number is JMH's
 * score of one whole run on a fresh store; a run that fails its checks is INVALID. Found by
 * {@code bench compare} through ServiceLoader (META-INF/services/org.dbbench.core.compare.StudyAdapter).
 */
public final class Threeen1Compare implements StudyAdapter {
    private static final String RUN = Threeen1Benchmark.class.getName() + ".run";

    @Override
    public String study() {
        return "threeen1";
    }

    @Override
    public List<String> examples() {
        return List.of("threeen1 --store h2 --to 100000 --tuned",
                "threeen1 --store h2 --b-jar h2=/path/h2-2.4.240.jar",
                "threeen1 --store derby --b-set derby.storage.pageSize=8192",
                "threeen1 --store h2 --b-java /usr/lib/jvm/JDK/bin/java");
    }

    /** A CPU-bound run: engine changes of 1-5% are what its users ask about; 2% is the aim. */
    @Override
    public double targetPercent() {
        return 2;
    }

    @Override
    public List<String> knownEffects() {
        return List.of(org.dbbench.threeen1.workload.ExtraCpu.PROPERTY);
    }

    @Override
    public String dirOption() {
        return Threeen1Study.DIR_OPTION;
    }

    @Override
    public Path defaultDir() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }

    /** Every store with an engine jar, by store name, with the package its descriptor names. */
    @Override
    public Map<String, String> enginePackages() {
        Map<String, String> m = new LinkedHashMap<>();
        for (StoreDescriptor d : Stores.descriptors()) {
            if (d.engine() != null) {
                m.put(d.name(), d.engine().jarPackage());
            }
        }
        return m;
    }

    /** Derby states its version in a file of its own: the store's descriptor says where. */
    @Override
    public JarVersion.VersionFile engineVersionFile(String engine) {
        StoreDescriptor.Engine e = Stores.descriptor(engine).engine();
        return e == null ? JarVersion.VersionFile.NONE : e.versionFile();
    }

    /** A jar of an engine no --store named runs (h2 for --store memory) would change nothing. */
    @Override
    public String engineUnused(String engine, List<String> studyArgs) {
        StoreSelection named = storesIn(studyArgs);
        if (named == null || named.every()) {
            return null; // the default selection and every store may run it
        }
        // a store runs the jar's engine when its descriptor names the same artifact (h2 and h2-mvstore: H2's jar)
        String artifact = artifactOf(engine);
        boolean used = artifact != null && named.stores().stream().anyMatch(t -> artifact.equals(artifactOf(t.name())));
        return used ? null : "--store " + StoreList.join(named.stores()) + " runs no " + engine + " store";
    }

    /** The Maven coordinates of the engine a store runs, or null for a store without one (memory). */
    private static String artifactOf(String store) {
        StoreDescriptor.Engine e = Stores.descriptor(store).engine();
        return e == null ? null : e.coordinates();
    }

    /**
     * The run's --store, typed by the run's own options as the rounds will read it; null when not
     * given, or when the arguments do not parse (the study's check refuses them next, in its words).
     */
    private static StoreSelection storesIn(List<String> studyArgs) {
        CommandLine.ParseResult parsed = parsed(studyArgs);
        Object command = parsed == null ? null : parsed.commandSpec().userObject();
        RunOptions run = command instanceof RunCommand r ? r.options
                : command instanceof Threeen1Command t ? t.options : null;
        return run == null ? null : run.stores;
    }

    /**
     * The run's arguments as threeen1's own options read them (its run subcommand's, when named);
     * null when they do not parse.
     */
    private static CommandLine.ParseResult parsed(List<String> studyArgs) {
        try {
            CommandLine.ParseResult p = new CommandLine(new Threeen1Command()).parseArgs(studyArgs.toArray(String[]::new));
            return p.hasSubcommand() ? p.subcommand() : p;
        } catch (CommandLine.ParameterException e) {
            return null;
        }
    }

    /** A key's first word names its engine (derby.storage.pageSize, h2.url.CACHE_SIZE, je.log.fileMax for bdb-je). */
    @Override
    public String settingUnused(String key, List<String> studyArgs) {
        String word = key.contains(".") ? key.substring(0, key.indexOf('.')) : key;
        for (String store : enginePackages().keySet()) {
            if (Values.sameName(word, store) || store.toLowerCase(java.util.Locale.ROOT)
                    .endsWith("-" + word.toLowerCase(java.util.Locale.ROOT))) {
                return engineUnused(store, studyArgs);
            }
        }
        return null; // not an engine's: the suite's own key, or one the rounds' check reports on
    }

    @Override
    public String settingsProbe() {
        return StoreOpenProbe.class.getName();
    }

    /** One measured run per round unless the user asks for more: the rounds are the repetitions. */
    @Override
    public List<String> roundArgs(List<String> userArgs) {
        CommandLine.ParseResult run = checked(userArgs);
        List<String> args = new ArrayList<>(userArgs);
        if (run != null && !run.hasMatchedOption("--runs")) {
            args.add("--runs");
            args.add("1");
        }
        return args;
    }

    /** The session's turns are the runs of one fork per case, its warm-up runs first; the benchmark waits for each. */
    @Override
    public List<String> lockstepArgs(List<String> userArgs, int warmUpTurns, int turns) {
        CommandLine.ParseResult run = checked(userArgs);
        List<String> args = new ArrayList<>(userArgs);
        if (run == null) {
            return args;
        }
        for (String option : List.of("--runs", "--same-jvm", "--warmups")) {
            if (run.hasMatchedOption(option)) {
                throw new BadInputException(option + " cannot be given with --lockstep: a lockstep round runs "
                        + warmUpTurns + " warm-up and " + turns + " measured turns of each case in one JVM; leave "
                        + option + " out");
            }
        }
        args.addAll(List.of("--warmups", String.valueOf(warmUpTurns), "--runs", String.valueOf(turns), "--same-jvm"));
        return args;
    }

    /** The run's options as parsed, after refusing what a comparison cannot repeat; null when they do not parse. */
    private static CommandLine.ParseResult checked(List<String> userArgs) {
        CommandLine.ParseResult run = parsed(userArgs);
        if (run != null && run.hasMatchedOption("--db")) {
            throw new BadInputException("--db cannot be compared: the second round would resume the first"
                    + " round's store; leave --db out (every round runs on fresh stores)");
        }
        return run; // null: the study's check refuses them next, in its words
    }

    @Override
    public String caseLabel(JmhRecord r, List<JmhRecord> all) {
        if (!r.benchmark().equals(RUN)) {
            return null; // --ops costs are per operation, not a run: compare runs only
        }
        boolean severalDurabilities = all.stream().map(x -> x.param("durability")).distinct().count() > 1;
        return r.param("store") + " " + ("true".equals(r.param("tuned")) ? "tuned" : "defaults") + " k="
                + r.param("workers") + (severalDurabilities ? " " + r.param("durability") : "");
    }

    @Override
    public String invalidReason(JmhRecord r) {
        Metric m = r.secondary().get("invalid");
        return m == null || m.score() > 0 ? "the run failed its checks (wrong answer; see the round's output.log)"
                : null;
    }

    /** H2 reads a database setting given as a system property with its prefix, and reports it without. */
    @Override
    public List<String> reportedNames(String key) {
        String prefix = H2Store.PROPERTY_PREFIX;
        boolean prefixed = key.length() > prefix.length() && key.regionMatches(true, 0, prefix, 0, prefix.length());
        return prefixed ? List.of(key, key.substring(prefix.length())) : List.of(key);
    }

    @Override
    public List<Map<String, String>> reportedSettings(Map<String, Object> roundConfig) {
        List<Map<String, String>> out = new ArrayList<>();
        if (roundConfig.get("storeSettings") instanceof List<?> stores) {
            for (Object o : stores) {
                if (o instanceof Map<?, ?> store && store.get("settings") instanceof Map<?, ?> settings) {
                    Map<String, String> m = new LinkedHashMap<>();
                    settings.forEach((k, v) -> m.put(String.valueOf(k), String.valueOf(v)));
                    m.put("store", store.get("store") + " " + store.get("profile"));
                    out.add(m);
                }
            }
        }
        if (roundConfig.get("knownEffects") instanceof Map<?, ?> effects) {
            Map<String, String> m = new LinkedHashMap<>();
            effects.forEach((k, v) -> m.put(String.valueOf(k), String.valueOf(v)));
            m.put("store", "every worker");
            out.add(m);
        }
        return out;
    }
}
