package org.dbbench.threeen1.store;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Group commit for an engine whose sync is a call of its own (H2's CHECKPOINT SYNC, MVStore's
 * commit and sync, an fdatasync of Chronicle's mapped file): each completed write takes a number; a
 * sync started after number n covers every write up to n, so a writer whose number a finished sync
 * covers returns without one of its own. One writer alone still syncs once per write.
 */
public final class GroupSync {
    private final Runnable sync;
    private final AtomicLong writesDone = new AtomicLong();
    private final Object lock = new Object();
    private long syncedUpTo; // guarded by lock

    /** {@code sync}: makes every write completed before it started durable. */
    public GroupSync(Runnable sync) {
        this.sync = sync;
    }

    /** Returns once a sync that started after the caller's completed write has finished. */
    public void afterWrite() {
        long mine = writesDone.incrementAndGet();
        synchronized (lock) {
            if (syncedUpTo >= mine) {
                return;
            }
            long upTo = writesDone.get();
            sync.run();
            syncedUpTo = upTo;
        }
    }
}
