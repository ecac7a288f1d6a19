package org.dbbench.threeen1.store.kv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import net.openhft.chronicle.map.ChronicleMap;
import net.openhft.chronicle.map.ChronicleMapBuilder;
import org.dbbench.core.JvmFlags;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.GroupSync;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreDescriptor.Access;
import org.dbbench.threeen1.store.StoreDescriptor.Engine;
import org.dbbench.threeen1.store.StoreDescriptor.Expected;
import org.dbbench.threeen1.store.StoreDescriptor.Proof;
import org.dbbench.threeen1.store.StoreDescriptor.Role;
import org.dbbench.threeen1.store.StoreDescriptor.Rung;
import org.dbbench.threeen1.store.StoreFiles;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;

/**
 * A persisted Chronicle Map: one memory-mapped file ({@value #MAP_FILE}) holding the step entries and,
 * under two reserved keys, the singletons. Every session shares the one map (it is thread-safe with
 * per-segment locks); a write lands in the mapping and so in the kernel's page cache when the call
 * returns.
 *
 * <p>Chronicle Map has no log. What reaches stable storage, per mode:
 * <ul>
 *   <li>NONE: nothing is ever synced. A write survives a crash of the process (it is in the page
 *       cache, and the kernel writes it back later), not an OS crash or power loss.</li>
 *   <li>RELAXED: step writes are not synced; each transaction of the workload (raising result,
 *       committing a worker's totals) ends with fdatasync of the map file, which also flushes every
 *       step written before it (Anderson's "sync only the result"). An OS crash loses the steps
 *       written since the last such sync.</li>
 *   <li>DURABLE: every write (step, result, totals) ends with fdatasync of the map file before it
 *       returns, so a commit is on stable storage. There is no log to make a write atomic: a write
 *       torn by power loss is an entry Chronicle's recovery drops when the map is reopened.</li>
 * </ul>
 * Writers that wait for a sync at the same moment share one fdatasync (group commit): it is issued
 * after all their writes completed, so it covers each of them.
 * A map not closed cleanly (the {@value #OPEN_MARKER} file is left behind) is reopened with
 * Chronicle's recovery, which also releases segment locks a killed process held.
 */
public final class ChronicleStore extends KvStore {
    public static final String NAME = "chronicle";
    static final String MAP_FILE = "threeen1-steps.chronicle";
    static final String OPEN_MARKER = MAP_FILE + ".open";
    private static final Set<String> OWN_FILES = Set.of(MAP_FILE, OPEN_MARKER);
    /** SPEC "Stored data": keys average about 48 UTF-8 bytes, values about 18. */
    static final double AVERAGE_KEY_BYTES = 48;
    static final double AVERAGE_VALUE_BYTES = 18;
    /** Tuned: enough segments that 64 workers seldom want the same segment lock at once. */
    static final int MIN_SEGMENTS_TUNED = 8192;

    /** The registration of this store: name "chronicle". */
    public static final StoreType TYPE = StoreType.persistent(NAME, ChronicleStore::open, ChronicleStore::canUse);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.KEY_VALUE,
            // Chronicle Map and its generated classes; it compiles them at run time (jdk.compiler)
            new Engine("Chronicle Map", "net.openhft:chronicle-map", "net.openhft.chronicle.map.ChronicleMap",
                    StoreDescriptor.packages("net.openhft.chronicle.map.", Role.ENGINE,
                            "net.openhft.", Role.ENGINE), true),
            StoreDescriptor.ladder(
                    new Rung("no log; every write updates the memory-mapped file, then fdatasync of the file"
                            + " before it returns (writers waiting at once share one); a write torn by power"
                            + " loss is dropped by recovery", "an fdatasync per commit", Proof.SYNC_PER_COMMIT),
                    new Rung("no log; steps are written to the memory-mapped file without a sync; raising result"
                            + " and committing totals fdatasync the file (flushing all earlier steps; writers"
                            + " waiting at once share one); survives a process crash, an OS crash loses steps"
                            + " since the last sync", "no sync per commit", Proof.NO_SYNC),
                    new Rung("no log and no sync: memory-mapped file; survives a process crash (page cache),"
                            + " not an OS crash or power loss", "no sync", Proof.NO_SYNC)),
            "entries sized to the range + 25%, at least 8,192 segments, putReturnsNull, the map file"
                    + " prefaulted at open", Expected.perMillion(6, 5));

    private final ChronicleMap<byte[], byte[]> map;
    private final FileChannel syncChannel;
    private final Path marker;
    private final Object singletonsLock = new Object();
    private final GroupSync groupSync = new GroupSync(this::sync);

    private ChronicleStore(ChronicleMap<byte[], byte[]> map, FileChannel syncChannel, Path marker,
            Durability durability, Map<String, String> settings) {
        super(NAME, durability, settings);
        this.map = map;
        this.syncChannel = syncChannel;
        this.marker = marker;
    }

    /** Absent, empty, or holding only this store's map file and marker. */
    static boolean canUse(Path dir) {
        return StoreFiles.isAbsentEmptyOr(dir, names -> names.stream()
                .allMatch(n -> OWN_FILES.contains(n) && Files.isRegularFile(dir.resolve(n))));
    }

    static ChronicleStore open(StoreOptions options) {
        if (!JvmFlags.hasJdkCompiler()) {
            throw new IllegalStateException("Chronicle Map compiles classes at run time and needs the jdk.compiler"
                    + " module, which this Java runtime lacks; run with a full JDK");
        }
        Path dir = StoreFiles.claim(TYPE, options);
        Map<String, String> settings = new LinkedHashMap<>();
        ChronicleMapBuilder<byte[], byte[]> builder = builder(options, settings);
        Path file = dir.resolve(MAP_FILE);
        Path marker = dir.resolve(OPEN_MARKER);
        FileChannel channel = null;
        try {
            boolean existed = Files.exists(file);
            boolean unclean = existed && Files.exists(marker);
            if (!Files.exists(marker)) {
                Files.createFile(marker);
            }
            ChronicleMap<byte[], byte[]> map = unclean
                    ? builder.recoverPersistedTo(file.toFile(), false)
                    : builder.createPersistedTo(file.toFile());
            settings.put("opened", !existed ? "created" : unclean ? "recovered after an unclean close" : "reopened");
            if (existed) {
                settings.put("entries in file", String.valueOf(map.size()));
            }
            settings.put("segments", String.valueOf(map.segments()));
            channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
            if (options.tuned()) {
                long bytes = MappedFilePrefault.touch(channel, !existed);
                settings.put("prefault", String.format(Locale.ROOT, "%,d MiB of the map file %s at open", bytes >> 20,
                        existed ? "read into the page cache" : "written once and synced"));
            }
            ChronicleStore store = new ChronicleStore(map, channel, marker, options.durability(),
                    Collections.unmodifiableMap(settings));
            if (options.durability() == Durability.DURABLE) {
                store.sync();
                StoreFiles.syncDirectory(dir);
            }
            return store;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new UncheckedIOException("cannot open the chronicle map in " + dir + ": " + e.getMessage(), e);
        }
    }

    private static ChronicleMapBuilder<byte[], byte[]> builder(StoreOptions options, Map<String, String> settings) {
        long entries = Math.max(1_000, options.expectedEntries());
        ChronicleMapBuilder<byte[], byte[]> b = ChronicleMapBuilder.of(byte[].class, byte[].class)
                .name("threeen1-steps")
                .averageKeySize(AVERAGE_KEY_BYTES)
                .averageValueSize(AVERAGE_VALUE_BYTES)
                // our shutdown hook closes the map after the workers stopped, not Chronicle's
                .skipCloseOnExitHook(true);
        if (options.tuned()) {
            // 25% headroom keeps segments from filling unevenly; puts need not return the old value
            long sized = entries + entries / 4;
            b.entries(sized).putReturnsNull(true).removeReturnsNull(true).maxBloatFactor(2.0);
            settings.put("entries", sized + " (expected " + options.expectedEntries() + " + 25%)");
            settings.put("putReturnsNull", "true");
            settings.put("maxBloatFactor", "2.0");
            // Chronicle's segment locks spin, then pause: with its default 64 (1..100,000) to 512
            // (1..1,000,000) segments, 64 workers on 2 cores kept meeting on a held lock and k=64 ran
            // at a fifth of k=1's rate (1..100,000: 12.7 s against 2.2 s); 8,192 segments make a
            // meeting rare, for about 15% more file
            b.minSegments(MIN_SEGMENTS_TUNED);
            settings.put("minSegments", String.valueOf(MIN_SEGMENTS_TUNED));
        } else {
            b.entries(entries).maxBloatFactor(2.0);
            settings.put("entries", String.valueOf(entries));
            settings.put("maxBloatFactor", "2.0 (so a resumed larger range still fits)");
        }
        settings.put("averageKeySize", AVERAGE_KEY_BYTES + " bytes");
        settings.put("averageValueSize", AVERAGE_VALUE_BYTES + " bytes");
        settings.put("cache", "none of its own: the OS page cache over the mapped file"
                + (options.cacheMb() > 0 ? " (--cache " + options.cacheMb() + " ignored)" : ""));
        return b;
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Session openSession() {
        return new ChronicleSession();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        map.forEach((k, v) -> {
            if (!Singletons.isSingleton(k)) {
                visitor.accept(Singletons.text(k), Singletons.text(v));
            }
        });
    }

    @Override
    void closeEngine() {
        try {
            if (durability != Durability.NONE) {
                sync();
            }
            map.close();
            syncChannel.close();
            Files.deleteIfExists(marker);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the chronicle map: " + e.getMessage(), e);
        }
    }

    /** fdatasync of the map file: every page written through the mapping reaches the device. */
    private void sync() {
        try {
            syncChannel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("fdatasync of the chronicle map failed: " + e.getMessage(), e);
        }
    }

    private static void closeQuietly(FileChannel c) {
        if (c != null) {
            try {
                c.close();
            } catch (IOException ignored) {
                // already failing; the first error is the one reported
            }
        }
    }

    /** The singletons change under {@code compute}, which holds the entry's segment lock, and this store's lock. */
    private final class ChronicleSession implements SingletonSession {
        @Override
        public byte[] getStepUtf8(byte[] key) {
            return map.get(key);
        }

        @Override
        public void putStepUtf8(byte[] key, byte[] value) {
            map.put(key, value);
            if (durability == Durability.DURABLE) {
                groupSync.afterWrite();
            }
        }

        @Override
        public byte[] singleton(byte[] key) {
            return map.get(key);
        }

        @Override
        public void update(byte[] key, UnaryOperator<byte[]> change) {
            synchronized (singletonsLock) {
                map.compute(key, (k, old) -> change.apply(old));
            }
            if (durability != Durability.NONE) {
                groupSync.afterWrite();
            }
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "chronicle(%s)", durability.cliName());
    }
}
