package org.dbbench.core.run;

import org.dbbench.core.BadInputException;

/**
 * Busy work of a given number of nanoseconds: the known effect a study adds when a comparison asks
 * for it (--b-set with the study's property), so that bench compare can be checked against a change
 * whose size is known. The thread spins on arithmetic until the time has passed; nothing else.
 */
public final class BusyWork {
    /** A second per operation is surely a typo; it would make a small run last days. */
    public static final long MAX_NS = 1_000_000_000L;

    private final long nanos;
    /** Kept so the JIT cannot drop the loop as dead code. */
    private long sink;

    public BusyWork(long nanos) {
        this.nanos = nanos;
    }

    /** The nanoseconds a system property asks for, 0 when it is not set; refused when not 0 to {@link #MAX_NS}. */
    public static long configured(String property, String per) {
        String v = System.getProperty(property);
        if (v == null || v.isBlank()) {
            return 0;
        }
        long n;
        try {
            n = Long.parseLong(v.trim().replace("_", ""));
        } catch (NumberFormatException e) {
            throw new BadInputException(property + "=" + v + " is not a number; give the busy work per " + per
                    + " in whole ns, 0 to " + MAX_NS);
        }
        if (n < 0 || n > MAX_NS) {
            throw new BadInputException(property + "=" + v + " is not allowed; give 0 to " + MAX_NS + " ns");
        }
        return n;
    }

    public long nanos() {
        return nanos;
    }

    /** Spins until the nanoseconds have passed; nothing when 0. */
    public void spin() {
        if (nanos == 0) {
            return;
        }
        long end = System.nanoTime() + nanos;
        long x = sink;
        while (System.nanoTime() < end) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        sink = x;
    }
}
