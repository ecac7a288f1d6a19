package org.dbbench.core.fault;

/**
 * The controller's side of counting syncs: how many fsyncs and fdatasyncs (of files and directories)
 * the layer has answered since the last {@link PowerLossMount#arm}, and when the first of them came.
 * Fed by the thread that reads the server's output; read by whoever times the cut.
 */
public final class SyncCount {
    private int count;
    private long firstNanos;

    synchronized void reset() {
        count = 0;
        firstNanos = 0;
        notifyAll();
    }

    synchronized void synced(int n) {
        if (count == 0 && n > 0) firstNanos = System.nanoTime();
        count = n;
        notifyAll();
    }

    /** Syncs answered since the last arm. */
    public synchronized int count() {
        return count;
    }

    /** {@link System#nanoTime()} of the first sync since the last arm, or 0 before it. */
    public synchronized long firstNanos() {
        return firstNanos;
    }

    /** Waits at most {@code millis} for the count to change from {@code seen}; returns the count. */
    public synchronized int awaitChange(int seen, long millis) throws InterruptedException {
        if (count == seen && millis > 0) wait(millis);
        return count;
    }
}
