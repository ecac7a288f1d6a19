package org.dbbench.core.fault;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Identities for the backing directories power-meta logs changes in: a number per directory that
 * follows it through renames (and into the trash and back), so that an fsync of a renamed directory
 * settles what was logged under its old name, and an undo finds the directory itself, never another
 * one made later at the same path. The layer's own numbers, not the backing inodes: a disk reuses
 * inode numbers.
 */
final class DirectoryIds {
    private final Map<Path, Long> idOf = new HashMap<>();
    private final Map<Long, Path> pathOf = new HashMap<>();
    private long next = 1;

    /** The directory at {@code path} now; one met for the first time gets a new number. */
    long id(Path path) {
        Long id = idOf.get(path);
        if (id != null) return id;
        long fresh = next++;
        idOf.put(path, fresh);
        pathOf.put(fresh, path);
        return fresh;
    }

    /** Where the directory is now, or null when it is gone for good. */
    Path path(long id) {
        return pathOf.get(id);
    }

    /** Whatever was at {@code from} or under it is now at {@code to} (a rename, a move to or from the trash). */
    void moved(Path from, Path to) {
        List<Path> affected = new ArrayList<>();
        for (Path p : idOf.keySet()) {
            if (p.startsWith(from)) affected.add(p);
        }
        Map<Path, Long> moved = new HashMap<>();
        for (Path p : affected) moved.put(to.resolve(from.relativize(p)), idOf.remove(p));
        // a directory that was at the target before (replaced by the rename) has no name there any more
        for (Path p : new ArrayList<>(idOf.keySet())) {
            if (p.startsWith(to)) pathOf.remove(idOf.remove(p));
        }
        moved.forEach((p, id) -> {
            idOf.put(p, id);
            pathOf.put(id, p);
        });
    }

    /** The directory at {@code path} and everything under it are gone for good. */
    void deleted(Path path) {
        for (Path p : new ArrayList<>(idOf.keySet())) {
            if (p.startsWith(path)) pathOf.remove(idOf.remove(p));
        }
    }
}
