package org.dbbench.threeen1.workload;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The range cut into blocks of {@code l} numbers, claimed in order with one atomic increment each
 * (SPEC "Work distribution"). The original kept its claim counters in the database; an in-memory
 * counter is enough because a restart re-derives the work from the stored steps.
 */
final class BlockClaims {
    private final long from;
    private final long to;
    private final long block;
    private final AtomicLong next = new AtomicLong();

    BlockClaims(Workload w) {
        this.from = w.from();
        this.to = w.to();
        this.block = w.block();
    }

    /** The next unclaimed block's index, or -1 when every block is taken. */
    long claim() {
        long b = next.getAndIncrement();
        return b < (to - from) / block + 1 ? b : -1;
    }

    long first(long b) {
        return from + b * block;
    }

    long last(long b) {
        return Math.min(to, first(b) + block - 1);
    }
}
