package org.dbbench.core.fault;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * power-meta: the directory entries created, renamed or removed since their directory's last fsync,
 * as ALICE models a crash. Each change is made on the backing directory at once (so the layer stays
 * transparent) and logged by directory identity ({@link DirectoryIds}) and entry name; an fsync of
 * every directory the change touched makes it permanent, and a cut undoes the rest, newest first, in
 * the directories themselves wherever they are now. Removed entries wait in the trash until then.
 */
final class DirectoryLog {
    /** One change: where the entry was (from) and is (to), by directory number and name; how to find it in the trash. */
    private static final class Change {
        final Set<Long> unsyncedDirectories = new HashSet<>();
        long fromDirectory = -1;
        String fromName;
        long toDirectory = -1;
        String toName;
        /** The removed entry (remove), or the entry a rename replaced; null if none. */
        Path trashed;
    }

    private final Path trash;
    private final DirectoryIds ids = new DirectoryIds();
    private final List<Change> changes = new ArrayList<>();
    private long trashCounter;

    DirectoryLog(Path trash) {
        this.trash = trash;
    }

    void created(Path entry, boolean directory) {
        Change change = record(null, entry);
        change.toName = entry.getFileName().toString();
    }

    /** Moves the entry to the trash instead of deleting it; returns where it is now. */
    Path removed(Path entry) throws IOException {
        Path kept = trash.resolve("t" + (trashCounter++));
        Files.move(entry, kept, StandardCopyOption.ATOMIC_MOVE);
        ids.moved(entry, kept);
        record(entry, null).trashed = kept;
        return kept;
    }

    /**
     * A file still open whose name goes away at the power level: moved to the trash with no undo, so
     * its handles keep reading it; its owner deletes it when the last handle is released.
     */
    Path park(Path entry) throws IOException {
        Path kept = trash.resolve("open" + (trashCounter++));
        Files.move(entry, kept, StandardCopyOption.ATOMIC_MOVE);
        return kept;
    }

    /** Renames from to to, keeping a replaced target in the trash; returns where the replaced one is, or null. */
    Path renamed(Path from, Path to) throws IOException {
        Path replaced = null;
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
            replaced = trash.resolve("t" + (trashCounter++));
            Files.move(to, replaced, StandardCopyOption.ATOMIC_MOVE);
            ids.moved(to, replaced);
        }
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        ids.moved(from, to);
        record(from, to).trashed = replaced;
        return replaced;
    }

    private Change record(Path from, Path to) {
        Change change = new Change();
        if (from != null) {
            change.fromDirectory = ids.id(from.getParent());
            change.fromName = from.getFileName().toString();
            change.unsyncedDirectories.add(change.fromDirectory);
        }
        if (to != null) {
            change.toDirectory = ids.id(to.getParent());
            change.toName = to.getFileName().toString();
            change.unsyncedDirectories.add(change.toDirectory);
        }
        changes.add(change);
        return change;
    }

    /** fsync of a directory: the changes it completes become permanent. */
    void directorySynced(Path directory) throws IOException {
        settle(ids.id(directory));
    }

    private void settle(long directory) throws IOException {
        List<Change> permanent = new ArrayList<>();
        for (Change change : changes) {
            change.unsyncedDirectories.remove(directory);
            if (change.unsyncedDirectories.isEmpty()) permanent.add(change);
        }
        changes.removeAll(permanent);
        for (Change change : permanent) {
            if (change.trashed != null) {
                deleteTree(change.trashed);
                ids.deleted(change.trashed);
            }
        }
    }

    /** A clean shutdown: every directory some change waits for is synced. */
    void settleAll() throws IOException {
        Set<Long> pending = new HashSet<>();
        for (Change change : changes) pending.addAll(change.unsyncedDirectories);
        for (long directory : pending) settle(directory);
    }

    /** The cut: every change not made permanent is undone, newest first, in its own directories. */
    void undoUnsynced() throws IOException {
        for (int i = changes.size() - 1; i >= 0; i--) undo(changes.get(i));
        changes.clear();
    }

    private void undo(Change change) throws IOException {
        Path from = entry(change.fromDirectory, change.fromName);
        Path to = entry(change.toDirectory, change.toName);
        if (change.fromDirectory < 0) { // a create: the entry goes, if its directory is still there
            if (to != null) {
                deleteTree(to);
                ids.deleted(to);
            }
        } else if (change.toDirectory < 0) { // a remove: the entry comes back, unless its directory is gone for good
            putBack(change.trashed, from);
        } else { // a rename: back to where it was, and what it replaced back in its place
            if (to != null && Files.exists(to, LinkOption.NOFOLLOW_LINKS)) putBack(to, from);
            if (change.trashed != null) putBack(change.trashed, to);
        }
    }

    /** Moves {@code what} to {@code where}; with no place to go (its directory is gone) it is deleted. */
    private void putBack(Path what, Path where) throws IOException {
        if (where == null || Files.exists(where, LinkOption.NOFOLLOW_LINKS)) {
            deleteTree(what);
            ids.deleted(what);
            return;
        }
        Files.move(what, where, StandardCopyOption.ATOMIC_MOVE);
        ids.moved(what, where);
    }

    private Path entry(long directory, String name) {
        if (directory < 0) return null;
        Path parent = ids.path(directory);
        return parent == null ? null : parent.resolve(name);
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
