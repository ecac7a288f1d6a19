package org.dbbench.threeen1.store.kv;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.NativeStoreType;
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
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.CompressionType;
import org.rocksdb.FlushOptions;
import org.rocksdb.InfoLogLevel;
import org.rocksdb.Logger;
import org.rocksdb.LRUCache;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteOptions;

/**
 * RocksDB through rocksdbjni (its bundled native library): an LSM tree with a write-ahead log. Step
 * entries and the two singletons ({@link Singletons}, keys no digit-words string equals) share the
 * default column family. Every write is its own write (RocksDB groups concurrent writers into one WAL
 * write). Raising result and adding totals read, then write, under one lock of this store: RocksDB
 * has no read-modify-write of its own outside a transaction DB, and the lock makes the max atomic
 * (only this store object opens the database: RocksDB's LOCK file keeps other processes out).
 */
public final class RocksDbStore extends KvStore {
    public static final String NAME = "rocksdb";
    /** RocksDB's files: CURRENT, IDENTITY, LOCK, info LOGs, MANIFEST and OPTIONS files, tables, WALs. */
    static final Pattern OWN_FILES = Pattern.compile(
            "CURRENT|IDENTITY|LOCK|LOG(\\.old\\.\\d+)?|MANIFEST-\\d+|OPTIONS-\\d+(\\.dbtmp)?|\\d+\\.(sst|log|blob|dbtmp)");
    static final long TUNED_CACHE_MB = 256;

    /** The registration of this store: name "rocksdb"; unavailable where its native library does not load. */
    public static final StoreType TYPE = new NativeStoreType(NAME, RocksDbStore::open,
            dir -> StoreFiles.isAbsentEmptyOrOnly(dir, OWN_FILES), RocksDB::loadLibrary);

    /** Everything the suite says about this store (see {@link StoreDescriptor}). */
    public static final StoreDescriptor DESCRIPTOR = new StoreDescriptor(TYPE, Access.KEY_VALUE,
            // the Java binding; its native methods (RocksDB's C++) are the engine
            new Engine("RocksDB", "org.rocksdb:rocksdbjni", "org.rocksdb.RocksDB",
                    StoreDescriptor.packages("org.rocksdb.", Role.DRIVER)),
            StoreDescriptor.ladder(
                    new Rung("WriteOptions.sync: a write returns after its WAL record is written and fdatasynced"
                            + " (writers waiting at once share one: RocksDB's write groups)", "an fdatasync per commit",
                            Proof.SYNC_PER_COMMIT),
                    new Rung("WAL on, not synced: a write returns after its WAL record is written to the OS;"
                            + " survives a killed process, an OS crash loses the writes since the last sync (a memtable"
                            + " flush syncs); recovery replays the WAL to a consistent state",
                            "a WAL write per commit, no sync", Proof.WRITE_PER_COMMIT),
                    new Rung("WAL disabled: a write lives only in the memtable until a flush writes a table file;"
                            + " a killed process loses every write since the last flush (up to the write buffers,"
                            + " 64-512 MiB); a clean close flushes", "no write, no sync", Proof.NO_SYNC)),
            "block cache 256 MiB, Bloom filters, no compression, write buffers 128 MiB x 4, pipelined writes",
            Expected.perMillion(29, 22));

    private final RocksDB db;
    private final Options options;
    private final WriteOptions writeOptions;
    private final Object singletonsLock = new Object();
    /** The read-only open's logger, which keeps RocksDB from writing a LOG file; null otherwise. */
    private final Logger quietLog;

    private RocksDbStore(RocksDB db, Options options, WriteOptions writeOptions, Durability durability,
            Map<String, String> settings) {
        this(db, options, writeOptions, durability, settings, null);
    }

    private RocksDbStore(RocksDB db, Options options, WriteOptions writeOptions, Durability durability,
            Map<String, String> settings, Logger quietLog) {
        super(NAME, durability, settings, quietLog != null);
        this.db = db;
        this.options = options;
        this.writeOptions = writeOptions;
        this.quietLog = quietLog;
    }

    static RocksDbStore open(StoreOptions o) {
        Path dir = StoreFiles.claim(TYPE, o);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("engine", "RocksDB " + RocksDB.rocksdbVersion() + " (rocksdbjni "
                + DESCRIPTOR.engine().version() + ")");
        if (o.readOnly()) {
            return openReadOnly(dir, settings);
        }
        Options options = new Options().setCreateIfMissing(true);
        BlockBasedTableConfig table = new BlockBasedTableConfig();
        long cacheMb = o.cacheMb() > 0 ? o.cacheMb() : o.tuned() ? TUNED_CACHE_MB : 0;
        if (cacheMb > 0) {
            table.setBlockCache(new LRUCache(cacheMb << 20));
            settings.put("block cache", cacheMb + " MiB LRU" + (o.cacheMb() > 0 ? " (--cache)" : ""));
        } else {
            settings.put("block cache", "RocksDB's default (32 MiB LRU)");
        }
        if (o.tuned()) {
            // most probes ask for a number not stored yet: a Bloom filter answers them without a block read
            table.setFilterPolicy(new BloomFilter(10));
            options.setMemtablePrefixBloomSizeRatio(0.1).setMemtableWholeKeyFiltering(true);
            // two cores: compression costs more CPU than the small data set saves in I/O
            options.setCompressionType(CompressionType.NO_COMPRESSION);
            options.setWriteBufferSize(128L << 20).setMaxWriteBufferNumber(4).setMaxBackgroundJobs(2);
            // a writer hands its WAL write on and does its memtable insert in parallel with the next group
            options.setEnablePipelinedWrite(true);
            settings.put("filter", "Bloom, 10 bits per key; memtable whole-key Bloom 10%");
            settings.put("compression", "none");
            settings.put("write buffer", "128 MiB x 4");
            settings.put("pipelined write", "true");
        } else {
            settings.put("compression", "RocksDB's default (Snappy)");
            settings.put("write buffer", "RocksDB's default (64 MiB x 2)");
        }
        options.setTableFormatConfig(table);
        WriteOptions write = new WriteOptions();
        switch (o.durability()) {
            case DURABLE -> write.setSync(true);
            case RELAXED -> write.setSync(false);
            case NONE -> write.setDisableWAL(true);
        }
        settings.put("write options", "sync=" + write.sync() + ", disableWAL=" + write.disableWAL());
        try {
            RocksDB db = RocksDB.open(options, dir.toString());
            return new RocksDbStore(db, options, write, o.durability(), Collections.unmodifiableMap(settings));
        } catch (RocksDBException e) {
            write.close();
            options.close();
            throw new IllegalStateException("cannot open the rocksdb store in " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * RocksDB's read-only mode: the WAL is replayed in memory, no flush, no compaction, no new MANIFEST.
     * A logger of its own keeps it from starting a new LOG file (and renaming the old one), which even a
     * read-only open does with a file logger.
     */
    private static RocksDbStore openReadOnly(Path dir, Map<String, String> settings) {
        Logger quiet = new Logger(InfoLogLevel.FATAL_LEVEL) {
            @Override
            protected void log(InfoLogLevel level, String message) {
                // verify reads; RocksDB's own log of the open is not wanted in the store's directory
            }
        };
        Options options = new Options().setLogger(quiet);
        WriteOptions write = new WriteOptions();
        try {
            RocksDB db = RocksDB.openReadOnly(options, dir.toString());
            settings.put("mode", "read-only");
            return new RocksDbStore(db, options, write, Durability.DURABLE, Collections.unmodifiableMap(settings), quiet);
        } catch (RocksDBException e) {
            write.close();
            options.close();
            quiet.close();
            throw new IllegalStateException("cannot open the rocksdb store in " + dir + " read-only: " + e.getMessage(), e);
        }
    }

    @Override
    public StoreDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Session openSession() {
        return new RocksSession();
    }

    @Override
    public void forEachStep(BiConsumer<String, String> visitor) {
        try (RocksIterator it = db.newIterator()) {
            for (it.seekToFirst(); it.isValid(); it.next()) {
                byte[] k = it.key();
                if (!Singletons.isSingleton(k)) {
                    visitor.accept(Singletons.text(k), Singletons.text(it.value()));
                }
            }
        }
    }

    @Override
    void closeEngine() {
        try {
            if (readOnly()) {
                db.closeE(); // nothing to flush or sync: nothing was written
                return;
            }
            if (durability == Durability.NONE) {
                try (FlushOptions flush = new FlushOptions().setWaitForFlush(true)) {
                    db.flush(flush); // the memtable is all there is without a WAL
                }
            } else if (durability == Durability.DURABLE) {
                db.syncWal();
            }
            db.closeE();
        } catch (RocksDBException e) {
            throw new IllegalStateException("cannot close the rocksdb store: " + e.getMessage(), e);
        } finally {
            writeOptions.close();
            options.close();
            if (quietLog != null) {
                quietLog.close();
            }
        }
    }

    private static IllegalStateException failure(String what, RocksDBException e) {
        return new IllegalStateException(String.format(Locale.ROOT, "rocksdb: %s failed: %s", what, e.getMessage()), e);
    }

    private final class RocksSession implements SingletonSession {
        @Override
        public byte[] getStepUtf8(byte[] key) {
            try {
                return db.get(key);
            } catch (RocksDBException e) {
                throw failure("get", e);
            }
        }

        @Override
        public void putStepUtf8(byte[] key, byte[] value) {
            try {
                db.put(writeOptions, key, value);
            } catch (RocksDBException e) {
                throw failure("put", e);
            }
        }

        /** Read, then write, under the store's lock: RocksDB has no read-modify-write of its own. */
        @Override
        public void update(byte[] key, UnaryOperator<byte[]> change) {
            try {
                synchronized (singletonsLock) {
                    db.put(writeOptions, key, change.apply(db.get(key)));
                }
            } catch (RocksDBException e) {
                throw failure("update of " + Singletons.text(key), e);
            }
        }

        @Override
        public byte[] singleton(byte[] key) {
            try {
                return db.get(key);
            } catch (RocksDBException e) {
                throw failure("get of " + Singletons.text(key), e);
            }
        }
    }
}
