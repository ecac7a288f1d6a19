package org.dbbench.threeen1.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.DigitWords;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Store contract on the JDBC stores (Derby, H2, SQLite, HSQLDB), on real files. The workload itself runs on
 * every registered store in the suite's WorkloadRunTest, the crash and strace tests in this package.
 */
class JdbcStoresTest {
    /** The engine versions the README names; a dependency upgrade must update both. */
    static final Map<String, String> ENGINE_VERSIONS = Map.of(
            "derby", "10.16", "h2", "H2 2.5.252", "sqlite", "sqlite-jdbc 3.54.1.0", "hsqldb", "HSQLDB 2.7.4");

    @TempDir
    Path tmp;

    static Stream<StoreType> types() {
        return Stream.of(DerbyStore.TYPE, H2Store.TYPE, SqliteStore.TYPE, HsqldbStore.TYPE);
    }

    private Store open(StoreType type, Path dir, Durability durability, boolean tuned) {
        return type.open(new StoreOptions(dir, durability, tuned, 0, 10_000));
    }

    @ParameterizedTest
    @MethodSource("types")
    void longestKeysAndEveryDigitWordRoundTripExactly(StoreType type) {
        Path dir = tmp.resolve("db");
        // 19 fours: the longest digit-word key of any long, in characters ("quattro").
        String longest = DigitWords.words(4_444_444_444_444_444_444L);
        String everyWord = DigitWords.words(9_876_543_210L);
        String widestInBytes = DigitWords.words(999_999_999_999_999_999L); // Tamil, 18 bytes a word
        try (Store store = open(type, dir, Durability.RELAXED, false); Store.Session s = store.openSession()) {
            assertNull(s.getStep(longest));
            s.putStep(longest, DigitWords.words(9999));
            s.putStep(everyWord, DigitWords.words(1234));
            s.putStep(widestInBytes, DigitWords.words(5678));
        }
        try (Store store = open(type, dir, Durability.RELAXED, false); Store.Session s = store.openSession()) {
            assertEquals(DigitWords.words(9999), s.getStep(longest));
            assertEquals(DigitWords.words(1234), s.getStep(everyWord));
            assertEquals(DigitWords.words(5678), s.getStep(widestInBytes));
            Map<String, String> all = new HashMap<>();
            store.forEachStep(all::put);
            assertEquals(3, all.size());
            assertEquals(DigitWords.words(1234), all.get(everyWord));
        }
    }

    /** Every SQL store, DuckDB too: the insert its duplicate-key message refused is an update. */
    static Stream<StoreType> everySqlStore() {
        return Stream.concat(types(), Stream.of(DuckDbStore.TYPE));
    }

    /** And the session goes on writing after the refused insert (DuckDB closes a statement that failed). */
    @ParameterizedTest
    @MethodSource("everySqlStore")
    void putOfAnExistingKeyReplacesItsValue(StoreType type) {
        try (Store store = open(type, tmp.resolve("db"), Durability.RELAXED, true);
             Store.Session s = store.openSession()) {
            s.putStep("eins zero", "tres");
            s.putStep("eins zero", "sechs");
            assertEquals("sechs", s.getStep("eins zero"));
            s.putStep("zwei", "uno");
            s.putStep("eins zero", "sieben");
            assertEquals("uno", s.getStep("zwei"));
            assertEquals("sieben", s.getStep("eins zero"));
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void singletonsRaiseAddAndSurviveReopen(StoreType type) {
        Path dir = tmp.resolve("db");
        try (Store store = open(type, dir, Durability.DURABLE, false); Store.Session s = store.openSession()) {
            assertEquals(new Store.Totals(0, 0, 0, 0), s.totals());
            s.raiseResult(10);
            s.raiseResult(7);
            s.addTotals(5, 3, 52);
            s.addTotals(2, 1, 40);
            assertEquals(new Store.Totals(10, 52, 7, 4), s.totals());
        }
        try (Store store = open(type, dir, Durability.DURABLE, false); Store.Session s = store.openSession()) {
            assertEquals(new Store.Totals(10, 52, 7, 4), s.totals());
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void closeEndsEverySessionRefusesNewOnesAndFreesTheDirectoryForAReopen(StoreType type) {
        Path dir = tmp.resolve("db");
        Store store = open(type, dir, Durability.RELAXED, false);
        Store.Session left = store.openSession();
        left.putStep("uno", "uno");
        store.close();
        store.close(); // a second close is a no-op
        IllegalStateException refused = assertThrows(IllegalStateException.class, store::openSession);
        assertTrue(refused.getMessage().contains(type.name() + " store in " + dir.toAbsolutePath().normalize()),
                refused.getMessage());
        assertThrows(IllegalStateException.class, () -> store.forEachStep((k, v) -> { }));
        assertThrows(RuntimeException.class, () -> left.getStep("uno"), "the store closed the session's connection");
        left.close(); // closing a session the store already closed loses nothing and does not throw
        try (Store again = open(type, dir, Durability.RELAXED, false); Store.Session s = again.openSession()) {
            assertEquals("uno", s.getStep("uno"));
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void canUseOnlyAbsentEmptyOrItsOwnDirectory(StoreType type) throws IOException {
        assertTrue(type.canUse(tmp.resolve("absent")));
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertTrue(type.canUse(empty));
        Path own = tmp.resolve("own");
        open(type, own, Durability.RELAXED, false).close();
        assertTrue(type.canUse(own));
        Path foreign = Files.createDirectories(tmp.resolve("foreign"));
        Files.writeString(foreign.resolve("notes.txt"), "mine");
        assertFalse(type.canUse(foreign));
        assertThrows(BadInputException.class, () -> open(type, foreign, Durability.RELAXED, false));
        assertEquals(List.of("notes.txt"), Files.list(foreign).map(p -> p.getFileName().toString()).toList());
        Path semicolon = tmp.resolve("a;b");
        assertThrows(BadInputException.class, () -> open(type, semicolon, Durability.RELAXED, false));
        assertFalse(Files.exists(semicolon), "nothing created for a refused directory");
        Path file = Files.writeString(tmp.resolve("plain-file"), "x");
        assertFalse(type.canUse(file));
        types().filter(other -> other != type).forEach(other ->
                assertFalse(other.canUse(own), other.name() + " must refuse a " + type.name() + " store"));
    }

    @ParameterizedTest
    @MethodSource("types")
    void settingsAndDurabilityAreStated(StoreType type) {
        for (Durability d : Durability.values()) {
            Path dir = tmp.resolve("db-" + d.cliName());
            try (Store store = open(type, dir, d, true)) {
                assertEquals(d, store.durability());
                // The statement names the engine setting that makes the mode what it is.
                String setting = switch (type.name()) {
                    case "derby" -> d == Durability.DURABLE ? "O_DSYNC" : "derby.system.durability=test";
                    case "h2" -> d == Durability.DURABLE ? "CHECKPOINT SYNC" : "WRITE_DELAY";
                    case "sqlite" -> "synchronous=" + Map.of(Durability.DURABLE, "FULL", Durability.RELAXED, "NORMAL",
                            Durability.NONE, "OFF").get(d);
                    default -> Map.of(Durability.DURABLE, "WRITE DELAY FALSE", Durability.RELAXED, "WRITE DELAY (500 ms)",
                            Durability.NONE, "LOG FALSE").get(d);
                };
                assertTrue(store.durabilityStatement().contains(setting), store.durabilityStatement());
                assertTrue(store.settings().get("engine").contains(ENGINE_VERSIONS.get(type.name())),
                        store.settings().toString());
                // For the new engines, the setting read back from the engine is the one stated.
                String inForce = switch (type.name()) {
                    case "sqlite" -> store.settings().get("synchronous").substring(0, 1);
                    case "hsqldb" -> store.settings().get("hsqldb.log_data") + " " + store.settings().get("hsqldb.write_delay");
                    default -> null;
                };
                String expected = switch (type.name()) {
                    case "sqlite" -> Map.of(Durability.DURABLE, "2", Durability.RELAXED, "1", Durability.NONE, "0").get(d);
                    case "hsqldb" -> Map.of(Durability.DURABLE, "true false", Durability.RELAXED, "true true",
                            Durability.NONE, "false true").get(d);
                    default -> null;
                };
                assertEquals(expected, inForce, store.settings().toString());
            }
        }
    }

    @org.junit.jupiter.api.Test
    void derbyDurableIgnoresAJvmWideTestDurabilityAndRelaxedSaysWhatItRuns() throws IOException {
        String warning = "booted with derby.system.durability=test";
        String before = System.getProperty("derby.system.durability");
        System.setProperty("derby.system.durability", "test");
        try {
            Path durable = tmp.resolve("durable");
            open(DerbyStore.TYPE, durable, Durability.DURABLE, false).close();
            assertFalse(Files.readString(durable.resolve("derby.log")).contains(warning),
                    "a durable Derby store booted with durability=test");
        } finally {
            if (before == null) {
                System.clearProperty("derby.system.durability");
            } else {
                System.setProperty("derby.system.durability", before);
            }
        }
        Path relaxed = tmp.resolve("relaxed");
        open(DerbyStore.TYPE, relaxed, Durability.RELAXED, false).close();
        assertTrue(Files.readString(relaxed.resolve("derby.log")).contains(warning));
        assertEquals(before, System.getProperty("derby.system.durability"), "the JVM's property is restored");
    }
}
