package org.dbbench.logio.file;

/**
 * Where each write of a case goes: N sequential writes of B bytes from the start, then back to the
 * start (a "pass"); a pass is cut short where the next write would pass the file's end. In the
 * rewrite state every write goes to the start (a pass of one).
 */
public final class WriteCursor {
    private final long start;
    private final int size;
    private final int perPass;
    private int k;
    private long passes;

    public WriteCursor(FileState state, long start, int size, int writes, long capacity) {
        if (size <= 0 || writes <= 0 || start + size > capacity) {
            throw new IllegalArgumentException("a " + size + "-byte write at " + start + " does not fit in "
                    + capacity + " bytes");
        }
        this.start = start;
        this.size = size;
        this.perPass = state == FileState.REWRITE ? 1 : (int) Math.min(writes, (capacity - start) / size);
        this.k = 0;
    }

    /** True when the next write begins a new pass after a full one (a growing file is cut back then). */
    public boolean atWrap() {
        return k == perPass;
    }

    /** Position of the next write. */
    public long next() {
        if (k == perPass) {
            k = 0;
            passes++;
        }
        return start + (long) k++ * size;
    }

    public int writesPerPass() {
        return perPass;
    }

    public long passes() {
        return passes;
    }
}
