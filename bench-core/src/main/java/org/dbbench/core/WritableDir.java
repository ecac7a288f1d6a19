package org.dbbench.core;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * The one rule for a directory a command writes into (--dir, --data-dir, --results-dir, --charts...):
 * it exists or can be created, is a directory, takes writes and is on a real file system (not /proc
 * or /sys); checked before anything runs, creating nothing. A message speaks of free space only
 * when space is what is missing.
 */
public final class WritableDir {
    /** File systems of the kernel's own, where "0 bytes free" would be a misleading reason. */
    private static final Set<String> PSEUDO = Set.of("proc", "sysfs", "devtmpfs", "devpts", "cgroup", "cgroup2",
            "debugfs", "tracefs", "securityfs", "pstore", "bpf", "configfs", "fusectl", "mqueue", "hugetlbfs",
            "binfmt_misc", "autofs", "efivarfs");

    private WritableDir() {
    }

    /** Checks {@code dir}; {@code needBytes} of free space (0: none asked), {@code forWhat} says what needs them. */
    public static void check(String option, Path dir, long needBytes, String forWhat) {
        if (dir.toString().isBlank()) {
            throw new BadInputException(option + " '" + dir + "' is empty; give a directory");
        }
        Path abs = dir.toAbsolutePath().normalize();
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new BadInputException(option + " " + dir + " is a file, not a directory; give a directory"
                    + " (it is created if missing)");
        }
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            throw new BadInputException(option + " " + dir + " cannot be created; give a directory you can write to");
        }
        if (!Files.isDirectory(existing)) {
            throw new BadInputException(option + " " + dir + " cannot be created: " + existing + " is a file;"
                    + " give a directory you can write to");
        }
        String type = fileSystemType(existing);
        if (PSEUDO.contains(type) || abs.startsWith("/proc") || abs.startsWith("/sys")) {
            throw new BadInputException(option + " " + dir + " is on " + (type.isEmpty() ? "a kernel" : type)
                    + " file system, not a disk; give a directory on a disk you can write to");
        }
        if (!takesWrites(existing)) {
            throw new BadInputException(option + " " + dir + " is not writable (" + existing
                    + " refuses writes: read-only or not yours); give a directory you can write to");
        }
        if (needBytes > 0) {
            long free = freeBytes(existing);
            if (free >= 0 && free < needBytes) {
                throw new BadInputException(option + " " + dir + " is on a full file system (" + mib(free)
                        + " free, " + forWhat + " needs at least " + mib(needBytes)
                        + "); free space or choose another directory");
            }
        }
    }

    /** Whether a file can be made in the existing directory: asked by making one, as access(2) lies to root. */
    private static boolean takesWrites(Path existing) {
        if (!Files.isWritable(existing)) {
            return false;
        }
        try {
            Path probe = Files.createTempFile(existing, ".bench-write-check-", ".tmp");
            Files.delete(probe);
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    private static String fileSystemType(Path p) {
        try {
            FileStore fs = Files.getFileStore(p);
            return fs.type();
        } catch (IOException e) {
            return "";
        }
    }

    private static long freeBytes(Path p) {
        try {
            return Files.getFileStore(p).getUsableSpace();
        } catch (IOException e) {
            return -1;
        }
    }

    private static String mib(long bytes) {
        return bytes < (1L << 20) ? bytes + " bytes" : (bytes >> 20) + " MiB";
    }
}
