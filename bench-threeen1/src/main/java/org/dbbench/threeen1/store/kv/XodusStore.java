package org.dbbench.threeen1.store.kv;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import jetbrains.exodus.ArrayByteIterable;
import jetbrains.exodus.ByteIterable;
import jetbrains.exodus.env.Cursor;
import jetbrains.exodus.env.Environment;
import jetbrains.exodus.env.EnvironmentConfig;
import jetbrains.exodus.env.Environments;
import jetbrains.exodus.env.StoreConfig;
import jetbrains.exodus.env.Transaction;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreDescriptor.Access;
import org.dbbench.threeen1.store.StoreDescriptor.Engine;
import org.dbbench.threeen1.store.StoreDescriptor.Expected;
import org.dbbench.threeen1.store.StoreDescriptor.Proof;
import org.dbbench.threeen1.store.StoreDescriptor.Role;
import org.dbbench.threeen1.store.StoreDescriptor.Rung;
import org.dbbench.threeen1.store.StoreFiles;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreSettings;
import org.dbbench.threeen1.store.StoreType;

/**
 * JetBrains Xodus: a log-structured environment (its append-only log files are the database) with two
 * stores, {@code steps} and {@code singletons} ({@link Singletons}). Transactions are snapshots; a
 * write transaction that another committed under is replayed by Xodus, so read-then-write of result
 * and totals is atomic. Tuned, writes take an exclusive transaction (no replays).
 *
 * <p>Xodus always writes its log, so it cannot run without one: {@code --durability none} is refused.
 */
public final class XodusStore extends KvStore {
    public static final String NAME = "xodus";
    /** Xodus's log files (eleven base-32 digits, .xd), its lock file, and files its cleaner marks for deletion. */
    static final Pattern OWN_FILES = Pattern.compile("[0-9a-v]{11}\\.xd(\\.del)?|xd\\.lck");
    static final int TUNED_MEMORY_PERCENT = 40;

    /** The registration of this store: name "xodus". */
    public static final StoreType TYPE = StoreType.persistent(NAME, XodusStore::open,
            dir -> StoreFiles.isAbsentEmptyOrOnly(dir, OWN_FILES),
            level -> level == Durability.NONE ? "xodus cannot run with --durability none: it is log-structured"
                    + " (its log is the database) and has no mode without it; use relaxed (no sync per commit)" : null);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.KEY_VALUE,
            new Engine("Xodus", "org.jetbrains.xodus:xodus-environment", "jetbrains.exodus.env.Environments",
                    StoreDescriptor.packages("jetbrains.exodus.", Role.ENGINE)),
            StoreDescriptor.ladder(
                    new Rung("log.durableWrite: a commit returns after its log records are written and fsynced",
                            "an fdatasync per commit", Proof.SYNC_PER_COMMIT),
                    new Rung("log.durableWrite off: a commit returns after its log records are written to the OS, not"
                            + " synced; survives a killed process; Xodus fsyncs the log every {log.syncPeriod}, so an"
                            + " OS crash loses at most that much; reopening finds the last whole commit",
                            "a log write per commit, no sync", Proof.WRITE_PER_COMMIT),
                    new Rung("refused: Xodus is log-structured, its log is the database", "(refused)",
                            Proof.REFUSED)),
            "cache 40% of the heap, Patricia tree with key prefixing, exclusive write transactions",
            Expected.perMillion(351, 180));

    private final Environment env;
    private final jetbrains.exodus.env.Store steps;
    private final jetbrains.exodus.env.Store singletons;
    private final boolean exclusiveWrites;

    private XodusStore(Environment env, jetbrains.exodus.env.Store steps, jetbrains.exodus.env.Store singletons,
            boolean exclusiveWrites, Durability durability, Map<String, String> settings, boolean readOnly) {
        super(NAME, durability, settings, readOnly);
        this.env = env;
        this.steps = steps;
        this.singletons = singletons;
        this.exclusiveWrites = exclusiveWrites;
    }

    static XodusStore open(StoreOptions options) {
        String refused = TYPE.refusal(options.durability());
        if (refused != null) {
            throw new BadInputException(refused);
        }
        Path dir = StoreFiles.claim(TYPE, options);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("engine", "Xodus " + DESCRIPTOR.engine().version());
        EnvironmentConfig config = new EnvironmentConfig()
                .setLogDurableWrite(options.durability() == Durability.DURABLE);
        if (options.cacheMb() > 0) {
            config.setMemoryUsage((long) options.cacheMb() << 20);
        } else if (options.tuned()) {
            config.setMemoryUsagePercentage(TUNED_MEMORY_PERCENT);
        }
        if (options.readOnly()) {
            // Xodus's read-only environment, without its background cleaner (which rewrites old files)
            config.setEnvIsReadonly(true).setGcEnabled(false);
        }
        StoreConfig storeConfig = options.tuned() ? StoreConfig.WITHOUT_DUPLICATES_WITH_PREFIXING
                : StoreConfig.WITHOUT_DUPLICATES;
        Environment env = Environments.newInstance(dir.toFile(), config);
        try {
            // a kept store keeps the tree it was created with (Xodus refuses to open it as the other kind)
            jetbrains.exodus.env.Store steps = openStore(env, "steps", storeConfig, options.readOnly());
            jetbrains.exodus.env.Store singletons = openStore(env, "singletons", storeConfig, options.readOnly());
            EnvironmentConfig used = env.getEnvironmentConfig();
            settings.put("log.durableWrite", String.valueOf(used.getLogDurableWrite()));
            settings.put("log.syncPeriod", used.getLogSyncPeriod() + " ms");
            settings.put("cache", used.getMemoryUsage() != null
                    ? String.format(Locale.ROOT, "%,d MiB (--cache)", used.getMemoryUsage() >> 20)
                    : used.getMemoryUsagePercentage() + "% of the heap" + (options.tuned() ? "" : " (Xodus's default)"));
            StoreConfig inForce = steps.getConfig();
            settings.put("store", inForce.name() + (inForce.prefixing ? " (Patricia tree)" : " (B+tree)")
                    + (inForce == storeConfig ? "" : ", as the kept store was created"));
            // Xodus reads -Dexodus.* itself (an A/B's settings); what it then holds, under the same names
            StoreSettings.given("exodus.").keySet().forEach(k -> settings.put(k, String.valueOf(used.getSetting(k))));
            settings.put("write transactions", options.tuned() ? "exclusive (no replays)"
                    : "Xodus's default: optimistic, replayed when another committed first");
            // read-only leaves the data files as they were but still rewrites the lock file xd.lck
            // (its holder's id and time): not a read-only open in Store's sense
            return new XodusStore(env, steps, singletons, options.tuned(), options.durability(),
                    Collections.unmodifiableMap(settings), false);
        } catch (RuntimeException e) {
            env.close();
            throw e;
        }
    }

    /** The named store as it was created, or created now (in a read-only environment: only as it was). */
    private static jetbrains.exodus.env.Store openStore(Environment env, String name, StoreConfig config,
            boolean readOnly) {
        if (readOnly) {
            return env.computeInReadonlyTransaction(txn -> env.openStore(name, StoreConfig.USE_EXISTING, txn));
        }
        return env.computeInTransaction(txn -> env.openStore(name,
                env.storeExists(name, txn) ? StoreConfig.USE_EXISTING : config, txn));
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Session openSession() {
        return new XodusSession();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        env.executeInReadonlyTransaction(txn -> {
            try (Cursor c = steps.openCursor(txn)) {
                while (c.getNext()) {
                    visitor.accept(text(c.getKey()), text(c.getValue()));
                }
            }
        });
    }

    @Override
    void closeEngine() {
        env.close();
    }

    private static String text(ByteIterable b) {
        return b == null ? null : new String(b.getBytesUnsafe(), 0, b.getLength(), java.nio.charset.StandardCharsets.UTF_8);
    }

    private static byte[] array(ByteIterable b) {
        return b == null ? null : Arrays.copyOf(b.getBytesUnsafe(), b.getLength());
    }

    private final class XodusSession implements SingletonSession {
        @Override
        public byte[] getStepUtf8(byte[] key) {
            ByteIterable k = new ArrayByteIterable(key);
            return env.computeInReadonlyTransaction(txn -> array(steps.get(txn, k)));
        }

        @Override
        public void putStepUtf8(byte[] key, byte[] value) {
            ByteIterable k = new ArrayByteIterable(key);
            ByteIterable v = new ArrayByteIterable(value);
            write(txn -> steps.put(txn, k, v));
        }

        /** Read and write in one transaction; Xodus replays it if another committed meanwhile. */
        @Override
        public void update(byte[] key, UnaryOperator<byte[]> change) {
            ByteIterable k = new ArrayByteIterable(key);
            write(txn -> singletons.put(txn, k, new ArrayByteIterable(change.apply(array(singletons.get(txn, k))))));
        }

        private void write(java.util.function.Consumer<Transaction> work) {
            if (exclusiveWrites) {
                env.executeInExclusiveTransaction(work::accept);
            } else {
                env.executeInTransaction(work::accept);
            }
        }

        @Override
        public byte[] singleton(byte[] key) {
            return env.computeInReadonlyTransaction(txn -> array(singletons.get(txn, new ArrayByteIterable(key))));
        }
    }
}
