package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * verify opens a kept store read-only where its engine can: then every file's bytes, size and mtime
 * stay as they were (before, each verify changed the store: H2 compacted its file at close, RocksDB
 * flushed and started a new MANIFEST and LOG, LMDB registered a reader in lock.mdb).
 */
class VerifyLeavesStoreTest {
    @TempDir
    Path tmp;

    /** The engines with a read-only mode that changes no file (docs/commands/verify.md names the others). */
    static final Set<String> READ_ONLY = Set.of("h2", "h2-mvstore", "sqlite", "hsqldb", "duckdb", "bdb-je", "lmdb",
            "rocksdb");

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.dbbench.threeen1.workload.Runs#everyPersistentStore")
    void verifyLeavesTheStoreAsItWas(String store) throws Exception {
        StoreType type = Stores.byName(store);
        Path db = tmp.resolve("db");
        assertTrue(Runs.kept(type, Workload.of(1, 200, 2), db).valid()); // small: DuckDB commits in milliseconds
        Map<String, String> before = files(db);
        Thread.sleep(20); // a file written now gets an mtime other than the run's
        Verifier.Report r = Verifier.verify(type, db);
        assertEquals(0, r.bad(), r.examples()::toString);
        assertEquals(430, r.checked(), "verify read the whole store");
        Map<String, String> after = files(db);
        if (READ_ONLY.contains(store)) {
            assertEquals(before, after, "every file's bytes, size and mtime, and the directories' mtimes");
        }
        try (Store opened = type.open(new StoreOptions(db, Durability.DURABLE, false, 0, 0, true))) {
            assertEquals(READ_ONLY.contains(store), opened.readOnly(), "the store says whether it opened read-only");
        }
    }

    /** Every file under the directory: its sha-1, size and mtime in ns. */
    static Map<String, String> files(Path dir) throws IOException {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                String at = dir.relativize(p).toString();
                if (Files.isDirectory(p)) {
                    m.put(at + "/", "dir mtime " + Files.getLastModifiedTime(p).toInstant());
                } else {
                    m.put(at, "sha1 " + sha1(p) + " size " + Files.size(p) + " mtime "
                            + Files.getLastModifiedTime(p).toInstant());
                }
            }
        }
        return m;
    }

    private static String sha1(Path p) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(p))).substring(0, 12);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
