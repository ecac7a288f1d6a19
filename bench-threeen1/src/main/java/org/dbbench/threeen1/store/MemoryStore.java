package org.dbbench.threeen1.store;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;

/**
 * The floor every table shows: the same workload, codec included, on a ConcurrentHashMap in the
 * JVM's heap. No database, no file, nothing survives the process: its durability is NONE whatever
 * mode is asked for, and it says so.
 */
public final class MemoryStore implements Store {
    public static final String NAME = "memory";

    /** The registration of this store: name "memory", keeps nothing on disk. */
    public static final StoreType TYPE = new StoreType() {
        @Override
        public String name() {
            return NAME;
        }

        @Override
        public Store open(StoreOptions options) {
            return new MemoryStore(options);
        }

        /** It never touches a directory, so any is fine; --db refuses it via {@link #persistent()}. */
        @Override
        public boolean canUse(Path dir) {
            return true;
        }

        @Override
        public boolean persistent() {
            return false;
        }
    };

    /** Everything the suite says about this store: no engine, nothing on disk at any level. */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, StoreDescriptor.Access.IN_PROCESS_MAP,
            null, StoreDescriptor.ladder(nothingOnDisk(Durability.DURABLE), nothingOnDisk(Durability.RELAXED),
                    nothingOnDisk(Durability.NONE)), "(none: the floor)",
            StoreDescriptor.Expected.perMillion(2.2, 2));

    /** The same at every level asked, which the statement names. */
    private static StoreDescriptor.Rung nothingOnDisk(Durability asked) {
        return new StoreDescriptor.Rung("nothing reaches storage in any mode (" + asked.cliName() + " asked): a map"
                + " in the JVM heap, lost with the process; the no-database floor", "none",
                StoreDescriptor.Proof.NOTHING_ON_DISK);
    }

    private final Durability asked;
    private final ConcurrentHashMap<String, String> steps;
    private final Map<String, String> settings = new LinkedHashMap<>();
    private final Object totalsLock = new Object();
    private long result;
    private long highest;
    private long reads;
    private long updates;

    private MemoryStore(StoreOptions options) {
        this.asked = options.durability();
        if (options.tuned()) {
            // sized once for every entry the run will store: no rehashing while workers write
            int capacity = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(16, options.expectedEntries()));
            steps = new ConcurrentHashMap<>(capacity, 0.75f, Runtime.getRuntime().availableProcessors());
            settings.put("map", "ConcurrentHashMap, initial capacity " + capacity);
        } else {
            steps = new ConcurrentHashMap<>();
            settings.put("map", "ConcurrentHashMap with its defaults (capacity 16, grows)");
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Durability durability() {
        return Durability.NONE;
    }

    /** The rung of the level asked: this store keeps nothing whatever is asked ({@link #durability()} is NONE). */
    @Override
    public String durabilityStatement() {
        return DESCRIPTOR.ladder().get(asked).statement(settings);
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Map<String, String> settings() {
        return java.util.Collections.unmodifiableMap(settings);
    }

    @Override
    public Session openSession() {
        return new MemorySession();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        steps.forEach(visitor);
    }

    @Override
    public void close() {
        // nothing to release: the map goes with the store object
    }

    private final class MemorySession implements Session {
        @Override
        public String getStep(String key) {
            return steps.get(key);
        }

        @Override
        public void putStep(String key, String value) {
            steps.put(key, value);
        }

        @Override
        public void raiseResult(long s) {
            synchronized (totalsLock) {
                result = Math.max(result, s);
            }
        }

        @Override
        public void addTotals(long r, long u, long h) {
            synchronized (totalsLock) {
                reads += r;
                updates += u;
                highest = Math.max(highest, h);
            }
        }

        @Override
        public Totals totals() {
            synchronized (totalsLock) {
                return new Totals(result, highest, reads, updates);
            }
        }

        @Override
        public void close() {
            // a session holds nothing of its own
        }
    }
}
