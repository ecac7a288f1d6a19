package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.workload.DigitWords;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.dbbench.threeen1.registry.Stores;

/**
 * {@code --db} on another engine's store: every other registered on-disk store refuses the directory,
 * and an attempt to open it anyway fails with nothing created, changed or deleted in it.
 */
class StoreDirectoriesTest {
    @TempDir
    Path tmp;

    static Stream<Arguments> availablePersistentStores() {
        return Stores.all().stream().filter(t -> t.persistent() && t.unavailableReason() == null)
                .map(t -> Arguments.of(t.name()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("availablePersistentStores")
    void everyOtherStoreRefusesThisStoresDirectoryAndTouchesNothing(String name) throws IOException {
        StoreType type = Stores.byName(name);
        Path dir = tmp.resolve(name);
        try (Store store = type.open(new StoreOptions(dir, Durability.RELAXED, false, 0, 10));
             Store.Session s = store.openSession()) {
            s.putStep(DigitWords.words(2), DigitWords.words(1));
        }
        Map<String, String> before = snapshot(dir);
        for (StoreType other : Stores.all()) {
            if (other == type || !other.persistent() || other.unavailableReason() != null) {
                continue;
            }
            assertFalse(other.canUse(dir), other.name() + " must refuse a " + name + " store");
            BadInputException refused = assertThrows(BadInputException.class,
                    () -> other.open(new StoreOptions(dir, Durability.RELAXED, false, 0, 10)).close(),
                    other.name() + " opened a " + name + " store");
            assertTrue(refused.getMessage().contains(dir + " holds files that are not"), refused.getMessage());
            assertEquals(before, snapshot(dir), other.name() + " touched a " + name + " store");
        }
    }

    /** Every file and directory under {@code dir}, with its size and modification time. */
    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(dir)) {
            all.forEach(p -> {
                try {
                    files.put(dir.relativize(p).toString(), Files.isDirectory(p) ? "dir"
                            : Files.size(p) + " bytes, " + Files.getLastModifiedTime(p));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return files;
    }
}
