package org.dbbench.threeen1.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * What every on-disk store asks before it touches {@code --db}: is the directory absent, empty, or
 * holding only this store's own files? A directory holding anything else (another engine's store, a
 * user's files) is refused before anything is created or deleted in it.
 */
public final class StoreDirectory {
    private StoreDirectory() {
    }

    /**
     * Whether --db may be used: absent, an empty directory, or a directory whose names {@code own}
     * accepts as this store's files; never a plain file.
     */
    public static boolean isAbsentEmptyOr(Path dir, Predicate<List<String>> own) {
        if (!Files.exists(dir)) {
            return true;
        }
        if (!Files.isDirectory(dir)) {
            return false;
        }
        List<String> names = list(dir);
        return names.isEmpty() || own.test(names);
    }

    /** The names in a directory, for a store deciding whether --db holds its own files. */
    public static List<String> list(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }
}
