package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Replays an operation log in issue order over the snapshot's names, to learn which file or directory
 * each operation is about ({@link InodeOp}). Entries of the snapshot get their inode numbers when a
 * directory is first looked into; {@link #origin()} says where each of them was in the snapshot.
 */
final class LogResolver {
    private final Map<Long, Map<String, Long>> children = new HashMap<>();
    private final Map<Long, Path> inSnapshot = new HashMap<>();
    private final Map<Long, InodeOp.Entry> origin = new HashMap<>();
    private final Map<Long, Long> sizes = new HashMap<>();
    private final Map<Long, Long> inodeOfFile = new HashMap<>();
    private final Map<Long, String> pathOf = new HashMap<>();
    private long nextInode = 1;

    LogResolver(Path snapshot) {
        inSnapshot.put(0L, snapshot);
    }

    /** Where each snapshot entry the log reached was in the snapshot. */
    Map<Long, InodeOp.Entry> origin() {
        return origin;
    }

    List<InodeOp> resolve(List<CrashOp> ops) throws IOException {
        List<InodeOp> resolved = new ArrayList<>(ops.size());
        int seq = 0;
        for (CrashOp op : ops) {
            seq++;
            InodeOp r = resolve(seq, op);
            if (r != null) resolved.add(r);
        }
        return resolved;
    }

    private InodeOp resolve(int seq, CrashOp op) throws IOException {
        if (op instanceof CrashOp.Create c) {
            InodeOp.Entry to = entry(c.path());
            long inode = nextInode++;
            children(to.parent()).put(to.name(), inode);
            sizes.put(inode, 0L);
            pathOf.put(inode, c.path());
            return InodeOp.metadata(seq, InodeOp.Kind.CREATE, c.path(), inode, null, to, c.directory(), false);
        }
        if (op instanceof CrashOp.Remove r) {
            InodeOp.Entry from = entry(r.path());
            Long inode = children(from.parent()).remove(from.name());
            return inode == null ? null : InodeOp.metadata(seq, InodeOp.Kind.REMOVE, r.path(), inode, from, null, false, false);
        }
        if (op instanceof CrashOp.Rename r) {
            InodeOp.Entry from = entry(r.from());
            InodeOp.Entry to = entry(r.to());
            Long inode = children(from.parent()).remove(from.name());
            if (inode == null) return null;
            boolean replaces = children(to.parent()).put(to.name(), inode) != null;
            pathOf.put(inode, r.to());
            return InodeOp.metadata(seq, InodeOp.Kind.RENAME, r.to(), inode, from, to, false, replaces);
        }
        if (op instanceof CrashOp.DirectorySync s) {
            return InodeOp.sync(seq, InodeOp.Kind.DIRECTORY_SYNC, s.path(), lookup(s.path()));
        }
        if (op instanceof CrashOp.Bind b) {
            long inode = lookup(b.path());
            inodeOfFile.put(b.file(), inode);
            pathOf.put(inode, b.path());
            return null;
        }
        if (op instanceof CrashOp.Write w) {
            long inode = inodeOf(w.file());
            long end = w.offset() + w.data().length;
            boolean appends = end > size(inode);
            if (appends) sizes.put(inode, end);
            return InodeOp.data(seq, InodeOp.Kind.WRITE, pathOf(inode), inode, appends, w.offset(), w.data().length, w.data(), false);
        }
        if (op instanceof CrashOp.Zero z) {
            long inode = inodeOf(z.file());
            if (z.growSize()) sizes.put(inode, Math.max(size(inode), z.offset() + z.length()));
            return InodeOp.data(seq, InodeOp.Kind.ZERO, pathOf(inode), inode, false, z.offset(), z.length(), null, z.growSize());
        }
        if (op instanceof CrashOp.Truncate t) {
            long inode = inodeOf(t.file());
            sizes.put(inode, t.size());
            return InodeOp.data(seq, InodeOp.Kind.TRUNCATE, pathOf(inode), inode, false, 0, t.size(), null, false);
        }
        CrashOp.FileSync s = (CrashOp.FileSync) op;
        long inode = inodeOf(s.file());
        return InodeOp.sync(seq, InodeOp.Kind.FILE_SYNC, pathOf(inode), inode);
    }

    private String pathOf(long inode) {
        return pathOf.getOrDefault(inode, "(a file with no name)");
    }

    /** The layer's file number to its inode; a number never bound is a file of its own, with no name. */
    private long inodeOf(long file) {
        return inodeOfFile.computeIfAbsent(file, f -> nextInode++);
    }

    private long size(long inode) throws IOException {
        Long size = sizes.get(inode);
        if (size != null) return size;
        Path path = inSnapshot.get(inode);
        long s = path != null && Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) ? Files.size(path) : 0;
        sizes.put(inode, s);
        return s;
    }

    /** The inode a path names now; a path that names nothing gets a fresh inode with no name. */
    private long lookup(String path) throws IOException {
        long inode = 0;
        for (String part : parts(path)) {
            Long child = children(inode).get(part);
            if (child == null) return nextInode++;
            inode = child;
        }
        return inode;
    }

    private InodeOp.Entry entry(String path) throws IOException {
        List<String> parts = parts(path);
        String name = parts.remove(parts.size() - 1);
        return new InodeOp.Entry(lookup("/" + String.join("/", parts)), name);
    }

    private static List<String> parts(String path) {
        List<String> parts = new ArrayList<>();
        for (String part : path.split("/")) {
            if (!part.isEmpty()) parts.add(part);
        }
        return parts;
    }

    /** A directory's entries, read from the snapshot the first time it is looked into. */
    private Map<String, Long> children(long directory) throws IOException {
        Map<String, Long> known = children.get(directory);
        if (known != null) return known;
        known = new TreeMap<>();
        children.put(directory, known);
        Path path = inSnapshot.get(directory);
        if (path != null && Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
            List<Path> sorted = new ArrayList<>();
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
                entries.forEach(sorted::add);
            }
            sorted.sort(null); // inode numbers do not depend on the order a directory lists in
            for (Path entry : sorted) {
                long inode = nextInode++;
                String name = entry.getFileName().toString();
                known.put(name, inode);
                inSnapshot.put(inode, entry);
                origin.put(inode, new InodeOp.Entry(directory, name));
            }
        }
        return known;
    }
}
