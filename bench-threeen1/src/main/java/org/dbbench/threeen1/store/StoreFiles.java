package org.dbbench.threeen1.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;

/**
 * Whether a store may use a directory (its {@code canUse}): a store must never create or delete
 * anything in a directory that holds another engine's files, so each store names its own files and
 * every other name is a refusal.
 */
public final class StoreFiles {
    private StoreFiles() {
    }

    /**
     * Absent, an empty directory, or a directory whose names {@code own} accepts as this store's
     * files; never a plain file.
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

    /** Absent, empty, or every name in it matches {@code ownNames} (the engine's file names). */
    public static boolean isAbsentEmptyOrOnly(Path dir, Pattern ownNames) {
        return isAbsentEmptyOr(dir, names -> names.stream().allMatch(n -> ownNames.matcher(n).matches()));
    }

    /**
     * The directory a store opens in ({@code options.dir()}, absolute and normalized), made ready: refused
     * with nothing created or deleted when it holds files that are not this store's (unless it is a
     * {@link StoreOptions#crashCopy}) or is not writable, then created when absent. The command refuses
     * such a {@code --db} before any store opens; this is each store's own guard, the same for every store.
     */
    public static Path claim(StoreType type, StoreOptions options) {
        Path dir = options.dir().toAbsolutePath().normalize();
        if (!options.crashCopy() && !type.canUse(dir)) {
            throw new BadInputException(dir + " holds files that are not " + type.name() + " store files;"
                    + " refusing to touch it");
        }
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null || !Files.isWritable(existing)) {
            throw new BadInputException("--db " + dir + " is not writable (checked " + existing + ")");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BadInputException(dir + " cannot be created: " + e.getMessage(), e);
        }
        return dir;
    }

    /** The names in a directory, for a store deciding whether it holds its own files. */
    public static List<String> list(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    /** fsync of a directory, so that the files just created in it survive an OS crash. */
    public static void syncDirectory(Path dir) throws IOException {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        }
    }
}
