package org.dbbench.core.fault;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds one crash state as a directory of its own: a full copy of the snapshot (no hard links, so a
 * checker writing to it changes no other state), then the kept operations applied in issue order.
 * Entries are followed by identity: an operation whose entry the state does not have (its create
 * was dropped, or its directory's) does nothing; data written to a file left with no name goes to a
 * scratch directory beside the target and is deleted at the end, as a disk would lose it.
 */
final class StateMaterialiser {
    private final List<InodeOp> ops;
    private final Map<Long, InodeOp.Entry> location;
    private final Path target;
    private final Path orphans;

    private StateMaterialiser(List<InodeOp> ops, Map<Long, InodeOp.Entry> origin, Path target) throws IOException {
        this.ops = ops;
        this.location = new HashMap<>(origin);
        this.target = target;
        Path parent = target.toAbsolutePath().getParent();
        this.orphans = Files.createTempDirectory(parent, ".orphans-");
    }

    /**
     * @param torn  the index of the one write kept only in part, or -1
     * @param tornBytes how many of its first bytes reach the disk
     * @param sizeOnly  dropped appends whose new size persists without their data (zeros)
     */
    static void build(Path snapshot, List<InodeOp> ops, Map<Long, InodeOp.Entry> origin, BitSet kept, int torn,
            long tornBytes, BitSet sizeOnly, Path target) throws IOException {
        copyTree(snapshot, target);
        StateMaterialiser m = new StateMaterialiser(ops, origin, target);
        try {
            for (int i = 0; i < ops.size(); i++) {
                InodeOp op = ops.get(i);
                if (i == torn) m.write(op, tornBytes);
                else if (sizeOnly.get(i)) m.growTo(op.inode(), op.offset() + op.length());
                else if (kept.get(i)) m.apply(op);
            }
        } finally {
            DirectoryLog.deleteTree(m.orphans);
        }
    }

    private void apply(InodeOp op) throws IOException {
        switch (op.kind()) {
            case CREATE: create(op); break;
            case REMOVE: remove(op); break;
            case RENAME: rename(op); break;
            case WRITE: write(op, op.length()); break;
            case ZERO: zero(op); break;
            case TRUNCATE: truncate(op); break;
            default: break; // syncs leave nothing on the disk of their own
        }
    }

    /** Where the inode is in the state now, or null when it has no name there. */
    private Path pathOf(long inode) {
        if (inode == 0) return target;
        InodeOp.Entry entry = location.get(inode);
        if (entry == null) return null;
        Path parent = pathOf(entry.parent());
        return parent == null ? null : parent.resolve(entry.name());
    }

    private Path pathIn(InodeOp.Entry entry) {
        Path parent = pathOf(entry.parent());
        return parent == null ? null : parent.resolve(entry.name());
    }

    private void create(InodeOp op) throws IOException {
        Path path = pathIn(op.to());
        if (path == null || Files.exists(path, LinkOption.NOFOLLOW_LINKS)) return;
        if (op.directory()) Files.createDirectory(path);
        else Files.createFile(path);
        location.put(op.inode(), op.to());
    }

    private void remove(InodeOp op) throws IOException {
        Path path = pathOf(op.inode());
        if (path == null || !op.from().equals(location.get(op.inode()))) return;
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            Files.move(path, orphans.resolve(Long.toString(op.inode())), StandardCopyOption.ATOMIC_MOVE);
        }
        location.remove(op.inode());
    }

    private void rename(InodeOp op) throws IOException {
        Path from = pathOf(op.inode());
        Path to = pathIn(op.to());
        if (from == null || to == null || !op.from().equals(location.get(op.inode()))) return;
        if (!Files.exists(from, LinkOption.NOFOLLOW_LINKS)) return;
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS) && !from.equals(to)) {
            Long replaced = location.entrySet().stream().filter(e -> e.getValue().equals(op.to()))
                    .map(Map.Entry::getKey).findFirst().orElse(null);
            String name = replaced != null ? Long.toString(replaced) : "replaced-" + op.seq();
            Files.move(to, orphans.resolve(name), StandardCopyOption.ATOMIC_MOVE);
            if (replaced != null) location.remove(replaced);
        }
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        location.put(op.inode(), op.to());
    }

    /** The file the inode's data goes to: its entry in the state, or a nameless file that is thrown away. */
    private Path fileOf(long inode) throws IOException {
        Path path = pathOf(inode);
        if (path != null && Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) return path;
        Path orphan = orphans.resolve(Long.toString(inode));
        if (!Files.exists(orphan)) Files.createFile(orphan);
        return orphan;
    }

    private void write(InodeOp op, long bytes) throws IOException {
        if (bytes <= 0) return;
        try (RandomAccessFile file = new RandomAccessFile(fileOf(op.inode()).toFile(), "rw")) {
            file.seek(op.offset());
            file.write(op.data(), 0, (int) bytes);
        }
    }

    private void zero(InodeOp op) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(fileOf(op.inode()).toFile(), "rw")) {
            long size = file.length();
            long end = op.growSize() ? op.offset() + op.length() : Math.min(size, op.offset() + op.length());
            byte[] zeros = new byte[64 * 1024];
            for (long at = op.offset(); at < end; at += zeros.length) {
                file.seek(at);
                file.write(zeros, 0, (int) Math.min(zeros.length, end - at));
            }
        }
    }

    private void truncate(InodeOp op) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(fileOf(op.inode()).toFile(), "rw")) {
            file.setLength(op.length());
        }
    }

    /** ext4's append whose size reached the disk before its data: the file grows with zeros. */
    private void growTo(long inode, long size) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(fileOf(inode).toFile(), "rw")) {
            if (file.length() < size) file.setLength(size);
        }
    }

    /** A full copy: new files, never links, so what a checker writes stays in its own state. */
    static void copyTree(Path from, Path to) throws IOException {
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                Files.createDirectories(to.resolve(from.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
