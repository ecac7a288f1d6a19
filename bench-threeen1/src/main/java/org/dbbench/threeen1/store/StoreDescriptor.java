package org.dbbench.threeen1.store;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.dbbench.core.JarVersion;

/**
 * Everything the suite says about one store, in one place: the store class builds it, one line in
 * {@link Stores} registers it, and the command's help, the unknown-store message, the JMH
 * parameters, verify, crash, compare ({@code --a-jar}), profile attribution, the plan's estimates
 * and the version every bundle records all read it.
 *
 * @param type how the store opens (its name, directory rule, availability, refused levels)
 * @param access how the workload reaches the engine
 * @param engine the engine's jar and packages; null for a store with no engine (the in-memory floor)
 * @param ladder what each durability level does and which system calls show it
 * @param tuned one line: what the tuned profile changes
 * @param expected seconds per million numbers, for planning only
 */
public record StoreDescriptor(StoreType type, Access access, Engine engine, Map<Durability, Rung> ladder,
        String tuned, Expected expected) {

    public StoreDescriptor {
        if (ladder.size() != Durability.values().length) {
            throw new IllegalArgumentException(type.name() + ": the ladder must state every durability level");
        }
        ladder = Map.copyOf(ladder);
    }

    public String name() {
        return type.name();
    }

    /** How the workload reaches the engine (the packages under store/ follow it). */
    public enum Access {
        /** SQL over a JDBC driver (store/jdbc). */
        SQL_JDBC("SQL over JDBC"),
        /** The engine's own key-value API (store/kv). */
        KEY_VALUE("key-value API"),
        /** A map in this process, no database. */
        IN_PROCESS_MAP("in-process map");

        public final String label;

        Access(String label) {
            this.label = label;
        }
    }

    /** What a package of an engine's classes counts as in {@code --profile}'s shares. */
    public enum Role {
        /** Storage: pages, logs, B-trees, locks, caches. */
        ENGINE,
        /** The SQL layer, the JDBC driver or a native engine's Java binding. */
        DRIVER,
        /** Shared helpers (values, utilities): the calling frame decides. */
        NEUTRAL
    }

    /**
     * An engine: how it is named, where its jar comes from and which packages hold its classes.
     *
     * @param title the name {@code --version} and env.json show, e.g. "Apache Derby"
     * @param coordinates Maven "groupId:artifactId" of the engine's jar
     * @param markerClass a class of that jar (not loaded: only located), to find the jar at run time
     * @param packages class-name prefixes with their role; the first is the engine's own package,
     *     which a jar given to {@code --a-jar} must hold
     * @param needsJdkCompiler the engine compiles classes at run time (jdk.compiler): refused on a JRE
     * @param versionFile where the engine's jar states its version outside its manifest, if anywhere
     */
    public record Engine(String title, String coordinates, String markerClass, Map<String, Role> packages,
            boolean needsJdkCompiler, JarVersion.VersionFile versionFile) {
        public Engine {
            if (packages.isEmpty()) {
                throw new IllegalArgumentException(title + ": an engine needs its package");
            }
            packages = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(packages));
        }

        public Engine(String title, String coordinates, String markerClass, Map<String, Role> packages) {
            this(title, coordinates, markerClass, packages, false);
        }

        public Engine(String title, String coordinates, String markerClass, Map<String, Role> packages,
                boolean needsJdkCompiler) {
            this(title, coordinates, markerClass, packages, needsJdkCompiler, JarVersion.VersionFile.NONE);
        }

        /** The engine's own package as a jar path, e.g. "org/h2/". */
        public String jarPackage() {
            return packages.keySet().iterator().next().replace('.', '/');
        }

        /** The version of the engine on this class path, read from its jar now. */
        public String version() {
            return EngineVersion.of(this);
        }
    }

    /**
     * What the strace test must see for one level over single-session commits.
     */
    public enum Proof {
        /** At least one sync point (fsync, fdatasync, msync, O_SYNC/O_DSYNC write) per commit. */
        SYNC_PER_COMMIT,
        /** No sync per commit, but each commit reaches the OS: a plain write per commit. */
        WRITE_PER_COMMIT,
        /** No sync per commit (the engine may sync now and then for its own reasons). */
        NO_SYNC,
        /** Nothing reaches a disk: nothing to trace. */
        NOTHING_ON_DISK,
        /** The engine has no such mode: opening refuses it, creating nothing. */
        REFUSED
    }

    /**
     * One level of the ladder.
     *
     * @param does the engine's settings at this level and what survives a crash: the statement printed
     *     with every result of a store at this level; {@code {name}} stands for the store's setting of
     *     that name (a value read from the engine when it opens, such as a sync interval)
     * @param syscalls the system calls that show it (what the strace test counts)
     * @param proof what the strace test asserts
     */
    public record Rung(String does, String syscalls, Proof proof) {
        private static final java.util.regex.Pattern SETTING = java.util.regex.Pattern.compile("\\{([^{}]+)}");

        /**
         * The statement of an open store: {@link #does} with each {@code {name}} replaced by its setting.
         *
         * @throws IllegalStateException when the store states no such setting (a rung naming the wrong one)
         */
        public String statement(Map<String, String> settings) {
            return SETTING.matcher(does).replaceAll(m -> {
                String value = settings.get(m.group(1));
                if (value == null) {
                    throw new IllegalStateException("the durability statement names the setting " + m.group(1)
                            + ", which the store does not state: " + settings.keySet());
                }
                return java.util.regex.Matcher.quoteReplacement(value);
            });
        }
    }

    /** Prefix, role, prefix, role...: an engine's packages in the order given. */
    public static Map<String, Role> packages(Object... prefixAndRole) {
        Map<String, Role> m = new LinkedHashMap<>();
        for (int i = 0; i < prefixAndRole.length; i += 2) {
            m.put((String) prefixAndRole[i], (Role) prefixAndRole[i + 1]);
        }
        return m;
    }

    /** The three levels in order: durable, relaxed, none. */
    public static Map<Durability, Rung> ladder(Rung durable, Rung relaxed, Rung none) {
        Map<Durability, Rung> m = new EnumMap<>(Durability.class);
        m.put(Durability.DURABLE, durable);
        m.put(Durability.RELAXED, relaxed);
        m.put(Durability.NONE, none);
        return m;
    }

    /**
     * Seconds of one measured 3n+1 run per million numbers, per profile: measured on the 2-core
     * development VM, idle, JDK 17, 1..1,000,000, 4 workers, durability relaxed, one run each, rounded
     * up by about 10% (the VM's runs wander by 20-40%). They plan the default run, the quick check and
     * the progress line's ETA before the first runs have been timed; nothing is measured against them.
     * {@link #UNMEASURED} plans a new store as slow, so that it never pushes the default run past its
     * budget: time it, then give its figures.
     */
    public record Expected(double defaults, double tuned, boolean measured) {
        /** A store not timed yet. */
        public static final Expected UNMEASURED = new Expected(240, 240, false);

        public static Expected perMillion(double defaults, double tuned) {
            return new Expected(defaults, tuned, true);
        }

        public double perMillion(boolean tunedProfile) {
            return tunedProfile ? tuned : defaults;
        }
    }
}
