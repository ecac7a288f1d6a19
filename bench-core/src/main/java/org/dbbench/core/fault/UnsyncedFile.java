package org.dbbench.core.fault;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * One file of the power-loss layer: its synced content is the backing file, everything written or
 * truncated since the last fsync/fdatasync lives only here, in 4 KiB pages. A sync writes the pages
 * to the backing file and fsyncs it; a cut simply never does, so those bytes are gone.
 */
final class UnsyncedFile {
    static final int PAGE = 4096;

    /** Where the synced bytes are: moves on rename, and into the trash when unlinked at power-meta. */
    Path backing;
    /** Unlinked at the power level: its data has nowhere to go, a sync drops it. */
    boolean unlinked;
    /** Nameless but open at the power level: its backing is a trash file deleted with its last handle. */
    boolean parked;
    /** The file's number in the operation log (see {@link CrashOp.Bind}). */
    final long id;

    private final TreeMap<Long, byte[]> pages = new TreeMap<>();
    private boolean dirty;
    /** The file's size as the programs see it (valid while dirty). */
    private long size;
    /** Backing bytes at or past this offset are hidden: the file was truncated below them since the last sync. */
    private long visibleBacking;

    UnsyncedFile(Path backing, long id) {
        this.backing = backing;
        this.id = id;
    }

    boolean dirty() {
        return dirty;
    }

    long size() throws IOException {
        return dirty ? size : backingSize();
    }

    private long backingSize() throws IOException {
        return Files.exists(backing) ? Files.size(backing) : 0;
    }

    private void startDirty() throws IOException {
        if (dirty) return;
        size = backingSize();
        visibleBacking = size;
        dirty = true;
    }

    void write(long offset, byte[] data) throws IOException {
        startDirty();
        long end = offset + data.length;
        long position = offset;
        while (position < end) {
            long index = position / PAGE;
            int inPage = (int) (position % PAGE);
            int n = (int) Math.min(PAGE - inPage, end - position);
            System.arraycopy(data, (int) (position - offset), page(index), inPage, n);
            position += n;
        }
        size = Math.max(size, end);
    }

    void truncate(long newSize) throws IOException {
        startDirty();
        if (newSize < size) {
            visibleBacking = Math.min(visibleBacking, newSize);
            pages.tailMap((newSize + PAGE - 1) / PAGE, true).clear();
            byte[] straddling = pages.get(newSize / PAGE);
            if (straddling != null) {
                java.util.Arrays.fill(straddling, (int) (newSize % PAGE), PAGE, (byte) 0);
            }
        }
        size = newSize;
    }

    /** Reads what a program would see now: the unsynced pages over the synced backing file. */
    byte[] read(long offset, int length) throws IOException {
        long end = Math.min(offset + length, size());
        if (end <= offset) return new byte[0];
        byte[] out = new byte[(int) (end - offset)];
        long position = offset;
        while (position < end) {
            long index = position / PAGE;
            int inPage = (int) (position % PAGE);
            int n = (int) Math.min(PAGE - inPage, end - position);
            byte[] page = dirty ? pages.get(index) : null;
            if (page == null) page = backingPage(index);
            System.arraycopy(page, inPage, out, (int) (position - offset), n);
            position += n;
        }
        return out;
    }

    private byte[] page(long index) throws IOException {
        byte[] page = pages.get(index);
        if (page == null) {
            page = backingPage(index);
            pages.put(index, page);
        }
        return page;
    }

    private byte[] backingPage(long index) throws IOException {
        byte[] page = new byte[PAGE];
        long start = index * PAGE;
        long limit = dirty ? Math.min(visibleBacking, backingSize()) : backingSize();
        int n = (int) Math.max(0, Math.min(PAGE, limit - start));
        if (n > 0) {
            try (RandomAccessFile file = new RandomAccessFile(backing.toFile(), "r")) {
                file.seek(start);
                file.readFully(page, 0, n);
            }
        }
        return page;
    }

    /**
     * fsync/fdatasync: the unsynced pages and size reach the backing file, the simulated disk. The
     * backing file itself is not fsynced: the experiment simulates this layer losing power, not the
     * real machine (which would end the experiment anyway), and a real fsync per synced commit only
     * made every durable store wait for the real disk.
     */
    void sync() throws IOException {
        if (!dirty) return;
        if (!unlinked) {
            try (RandomAccessFile file = new RandomAccessFile(backing.toFile(), "rw")) {
                if (file.length() > visibleBacking) file.setLength(visibleBacking); // truncated since: no stale bytes return
                for (Map.Entry<Long, byte[]> page : pages.entrySet()) {
                    long start = page.getKey() * PAGE;
                    int n = (int) Math.min(PAGE, size - start);
                    if (n <= 0) continue;
                    file.seek(start);
                    file.write(page.getValue(), 0, n);
                }
                file.setLength(size);
            }
        }
        pages.clear();
        dirty = false;
    }

    /** power-torn: the bytes [offset, cut) of a write reach the backing file, the rest never do. */
    void persistPrefix(long offset, byte[] data, int cut) throws IOException {
        if (unlinked || cut <= 0) return;
        try (RandomAccessFile file = new RandomAccessFile(backing.toFile(), "rw")) {
            file.seek(offset);
            file.write(data, 0, cut);
        }
    }

    /** The cut: nothing unsynced survives. */
    void forget() {
        pages.clear();
        dirty = false;
    }
}
