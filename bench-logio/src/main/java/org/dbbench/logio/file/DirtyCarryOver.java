package org.dbbench.logio.file;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Direct evidence for pg_test_fsync's non-write descriptor question, beside its timing: write
 * {@code bytes} through one descriptor (no sync) and close it; then open the file again read-only and
 * fsync it there, watching the kernel's count of dirty memory ({@code Dirty:} in /proc/meminfo) before
 * and after, and time that fsync and a second one right after it. If the OS carries dirty data over to
 * other descriptors, the write raises Dirty by about {@code bytes} and the read-only fsync takes it
 * back down, at the cost of a real write-out (the second fsync, with nothing left to write, is the
 * baseline). Dirty counts the
 * whole machine, so other writers add noise: the write is made large (32M by default) to stand out.
 *
 * @param dirtyBeforeKb Dirty before the write
 * @param dirtyWrittenKb Dirty after the write and close
 * @param dirtySyncedKb Dirty after the fsync through the read-only descriptor
 * @param fsyncNanos that fsync's time
 * @param followingFsyncNanos a second fsync right after it, same descriptor
 */
public record DirtyCarryOver(long bytes, long dirtyBeforeKb, long dirtyWrittenKb, long dirtySyncedKb,
        long fsyncNanos, long followingFsyncNanos) {
    public static final long DEFAULT_BYTES = 32L << 20;
    /** Where a run's bundle holds the probe's result. */
    public static final String BUNDLE_FILE = "checks/non-write-descriptor.json";
    static final Path MEMINFO = Path.of("/proc/meminfo");

    /** Runs the probe on a new file in {@code dir} (deleted afterwards). */
    public static DirtyCarryOver probe(Path dir, long bytes) throws IOException {
        Path f = Files.createTempFile(dir, "nonwrite-", ".probe");
        try {
            long before = dirtyKb();
            try (FileChannel w = FileChannel.open(f, StandardOpenOption.WRITE)) {
                ByteBuffer chunk = ByteBuffer.allocateDirect(1 << 20);
                for (int i = 0; i < chunk.capacity(); i++) {
                    chunk.put(i, (byte) (i * 31 + 7));
                }
                for (long at = 0; at < bytes; ) {
                    chunk.clear().limit((int) Math.min(chunk.capacity(), bytes - at));
                    at += w.write(chunk, at);
                }
            }
            long written = dirtyKb();
            long fsync;
            long following;
            long synced;
            try (FileChannel r = FileChannel.open(f, StandardOpenOption.READ)) {
                long t0 = System.nanoTime();
                r.force(true);
                fsync = System.nanoTime() - t0;
                synced = dirtyKb();
                t0 = System.nanoTime();
                r.force(true);
                following = System.nanoTime() - t0;
            }
            return new DirtyCarryOver(bytes, before, written, synced, fsync, following);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** The write raised Dirty by at least half its size: the data sat dirty in the page cache after close. */
    public boolean dirtyAfterClose() {
        return dirtyBeforeKb >= 0 && dirtyWrittenKb - dirtyBeforeKb >= bytes / 1024 / 2;
    }

    /** The fsync through the read-only descriptor lowered Dirty by at least half the write's size. */
    public boolean syncedByOtherDescriptor() {
        return dirtyBeforeKb >= 0 && dirtyWrittenKb - dirtySyncedKb >= bytes / 1024 / 2;
    }

    /**
     * yes: the data was dirty after the close and the other descriptor's fsync cleaned it; no: it was
     * dirty and stayed dirty; unclear: Dirty never showed the write (no /proc/meminfo, early writeback,
     * or other writers' noise). The fsync times are the cost, not the proof.
     */
    public String verdict() {
        if (!dirtyAfterClose()) {
            return "unclear";
        }
        return syncedByOtherDescriptor() ? "yes" : "no";
    }

    /** The kernel's Dirty: in kB, or -1 where there is no /proc/meminfo. */
    static long dirtyKb() {
        try {
            List<String> lines = Files.readAllLines(MEMINFO);
            for (String l : lines) {
                if (l.startsWith("Dirty:")) {
                    return Long.parseLong(l.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux, or an odd /proc: no evidence from Dirty
        }
        return -1;
    }

    /** For the bundle (checks/non-write-descriptor.json). */
    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("bytes", bytes);
        m.put("dirtyBeforeKb", dirtyBeforeKb);
        m.put("dirtyWrittenKb", dirtyWrittenKb);
        m.put("dirtySyncedKb", dirtySyncedKb);
        m.put("fsyncNanos", fsyncNanos);
        m.put("followingFsyncNanos", followingFsyncNanos);
        m.put("verdict", verdict());
        return m;
    }

    /** Back from {@link #toMap()}'s JSON; null when a field is missing. */
    public static DirtyCarryOver fromMap(Map<String, ?> m) {
        try {
            return new DirtyCarryOver(num(m, "bytes"), num(m, "dirtyBeforeKb"), num(m, "dirtyWrittenKb"),
                    num(m, "dirtySyncedKb"), num(m, "fsyncNanos"), num(m, "followingFsyncNanos"));
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static long num(Map<String, ?> m, String k) {
        return ((Number) m.get(k)).longValue();
    }
}
