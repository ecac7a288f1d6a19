package org.dbbench.core.fault;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
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
 * transparent) with an undo; an fsync of every directory the change touched makes it permanent, and a
 * cut runs the undos of the rest, newest first. Removed files wait in the trash until then.
 */
final class DirectoryLog {
    /** One change and how to take it back. */
    private static final class Change {
        final Set<Path> unsyncedDirectories = new HashSet<>();
        final List<Path> trashed = new ArrayList<>();
        IoAction undo;
    }

    @FunctionalInterface
    interface IoAction {
        void run() throws IOException;
    }

    private final Path trash;
    private final List<Change> changes = new ArrayList<>();
    private long trashCounter;

    DirectoryLog(Path trash) {
        this.trash = trash;
    }

    void created(Path entry, boolean directory) {
        record(List.of(entry.getParent()), () -> {
            if (directory) deleteTree(entry);
            else Files.deleteIfExists(entry);
        });
    }

    /** Moves the entry to the trash instead of deleting it; returns where it is now. */
    Path removed(Path entry) throws IOException {
        Path kept = trash.resolve("t" + (trashCounter++));
        Files.move(entry, kept, StandardCopyOption.ATOMIC_MOVE);
        Change change = record(List.of(entry.getParent()), () -> Files.move(kept, entry, StandardCopyOption.ATOMIC_MOVE));
        change.trashed.add(kept);
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
        if (Files.exists(to, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            replaced = trash.resolve("t" + (trashCounter++));
            Files.move(to, replaced, StandardCopyOption.ATOMIC_MOVE);
        }
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        Path kept = replaced;
        Change change = record(List.of(from.getParent(), to.getParent()), () -> {
            Files.move(to, from, StandardCopyOption.ATOMIC_MOVE);
            if (kept != null) Files.move(kept, to, StandardCopyOption.ATOMIC_MOVE);
        });
        if (kept != null) change.trashed.add(kept);
        return kept;
    }

    private Change record(List<Path> directories, IoAction undo) {
        Change change = new Change();
        change.unsyncedDirectories.addAll(directories);
        change.undo = undo;
        changes.add(change);
        return change;
    }

    /** fsync of a directory: the changes it completes become permanent. */
    void directorySynced(Path directory) throws IOException {
        List<Change> permanent = new ArrayList<>();
        for (Change change : changes) {
            change.unsyncedDirectories.remove(directory);
            if (change.unsyncedDirectories.isEmpty()) permanent.add(change);
        }
        changes.removeAll(permanent);
        for (Change change : permanent) {
            for (Path kept : change.trashed) deleteTree(kept);
        }
    }

    /** Every directory some change is still waiting for. */
    Set<Path> pendingDirectories() {
        Set<Path> pending = new HashSet<>();
        for (Change change : changes) pending.addAll(change.unsyncedDirectories);
        return pending;
    }

    /** The cut: every change not made permanent is undone, newest first. */
    void undoUnsynced() throws IOException {
        for (int i = changes.size() - 1; i >= 0; i--) {
            changes.get(i).undo.run();
        }
        changes.clear();
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return;
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
