package org.dbbench.core.fault;

/**
 * The server's side of counting syncs: every fsync and fdatasync the layer answers, of a file or a
 * directory, is reported to the controller as one line {@code synced N}, N counting from the last
 * {@code arm}; once armed with K &gt; 0, the layer freezes right after the K-th (its reply still goes
 * out, every later request waits for the cut). Lines go out under the layer's lock, in the order the
 * syncs were answered.
 */
final class SyncReports {
    static final String SYNCED = "synced ";

    private int count;
    private int freezeAt;

    /** Starts counting afresh; {@code k} &gt; 0 freezes the layer after the k-th sync from now. */
    synchronized void arm(int k) {
        count = 0;
        freezeAt = k;
    }

    /** After a cut nothing is armed: the next program's count starts with its own arm. */
    synchronized void disarm() {
        freezeAt = 0;
    }

    /** A sync was answered; true when the layer must freeze now. */
    synchronized boolean synced() {
        count++;
        PowerLossServer.reply(SYNCED + count);
        return freezeAt > 0 && count == freezeAt;
    }
}
