package org.dbbench.threeen1.workload;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.dbbench.threeen1.store.Store;

/**
 * One worker thread's share of a run: it claims blocks and runs SPEC-threeen1's per-number loop on
 * its own session, keeping reads, updates and highest to itself until it commits them at its end.
 */
final class Worker {
    private final Store.Session session;
    /** The same session when it keeps UTF-8 bytes (steps then go as bytes), else null. */
    private final Store.Utf8Session bytes;
    private final BlockClaims claims;
    private final BooleanSupplier stopRequested;
    /** Busy work after each commit: a known effect for bench compare, off unless given. */
    private final org.dbbench.core.run.BusyWork extra;
    /** Numbers finished, read by the progress line from another thread. */
    final AtomicLong done = new AtomicLong();

    private long reads;
    private long updates;
    private long highest;
    /** The largest result this worker knows is stored: result only grows, so a smaller raise is a no-op. */
    private long raised;
    private long[] path = new long[512];

    Worker(Store.Session session, BlockClaims claims, BooleanSupplier stopRequested) {
        this(session, claims, stopRequested, 0);
    }

    Worker(Store.Session session, BlockClaims claims, BooleanSupplier stopRequested, long extraCpuNs) {
        this.extra = new org.dbbench.core.run.BusyWork(extraCpuNs);
        this.session = session;
        this.bytes = session instanceof Store.Utf8Session u ? u : null;
        this.claims = claims;
        this.stopRequested = stopRequested;
    }

    /** Works until the blocks run out or a stop is requested (then between two numbers). */
    void run() {
        long finished = 0;
        for (long b = claims.claim(); b >= 0; b = claims.claim()) {
            long last = claims.last(b);
            for (long current = claims.first(b); current <= last; current++) {
                if (stopRequested.getAsBoolean()) {
                    return;
                }
                number(current);
                done.lazySet(++finished);
            }
        }
    }

    /** At worker end, in one transaction: reads, updates and highest added to the stored totals. */
    void commitTotals() {
        session.addTotals(reads, updates, highest);
    }

    long reads() {
        return reads;
    }

    long updates() {
        return updates;
    }

    long highest() {
        return highest;
    }

    /**
     * SPEC "Per number": probe until 1 or a stored step (each probe one read, the last one too),
     * raise result in its own transaction, then write the path with plain writes (last entry first). The probe that
     * finds n stored already returns its value, so the SPEC's uncounted second get of step(n) is
     * not issued again.
     */
    private void number(long current) {
        long n = current;
        int length = 0;
        long known = 0;
        try {
            while (true) {
                reads++;
                if (n == 1) {
                    break;
                }
                long stored = storedSteps(n);
                if (stored >= 0) {
                    known = stored;
                    break;
                }
                if (length == path.length) {
                    path = Arrays.copyOf(path, length * 2);
                }
                path[length++] = n;
                n = Collatz.next(n);
                if (n > highest) {
                    highest = n;
                }
            }
        } catch (ArithmeticException e) {
            throw new ArithmeticException(e.getMessage() + " (on the trajectory of " + current + ")");
        }
        if (length == 0) {
            return;
        }
        long s = length + known;
        // Before the path is written, so any visible step entry is already covered by result. Like
        // the original ("If ^result<...  TStart"), the transaction is opened only when the stored
        // result is smaller; that look is not a counted read.
        if (s > raised) {
            long stored = session.totals().result();
            if (stored >= s) {
                raised = stored;
            } else {
                session.raiseResult(s);
                extra.spin();
                raised = s;
            }
        }
        // From the end of the path back to its start: each entry is written after its successor's,
        // so at every moment - after a kill too - a stored n has next(n) stored, as verify checks.
        // Written from the start, a crash would leave the path's head pointing at a missing tail
        // that a restart never writes (it finds the head and stops). Values and counts are the same.
        for (int idx = length - 1; idx >= 0; idx--) {
            putStep(path[idx], s - idx);
            extra.spin();
            updates++;
        }
    }

    /** step(n) as stored, or -1 when n has no entry. */
    private long storedSteps(long n) {
        if (bytes != null) {
            byte[] stored = bytes.getStepUtf8(DigitWords.utf8(n));
            return stored == null ? -1 : DigitWords.parseUtf8(stored);
        }
        String stored = session.getStep(DigitWords.words(n));
        return stored == null ? -1 : DigitWords.parse(stored);
    }

    private void putStep(long n, long steps) {
        if (bytes != null) {
            bytes.putStepUtf8(DigitWords.utf8(n), DigitWords.utf8(steps));
        } else {
            session.putStep(DigitWords.words(n), DigitWords.words(steps));
        }
    }
}
