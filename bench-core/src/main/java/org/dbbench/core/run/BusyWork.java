package org.dbbench.core.run;

import org.dbbench.core.BadInputException;

/**
 * Busy work of a given number of nanoseconds: the known effect a study adds when a comparison asks
 * for it (--b-set with the study's property), so that bench compare can be checked against a change
 * whose size is known. The work is a fixed count of dependent arithmetic steps, the count that took
 * the nanoseconds asked when this JVM timed the steps (once, at the first busy work it made). Not a
 * spin on the clock: two clock reads and the loop's exit cost about 40 ns a call here, so a spin
 * could not be shorter than that and added about 100 ns to every one it did; counted steps cost what
 * they say down to a few ns, and like a code change they are work, not a wait (a preempted worker
 * does them later instead of skipping them).
 */
public final class BusyWork {
    /** A second per operation is surely a typo; it would make a small run last days. */
    public static final long MAX_NS = 1_000_000_000L;

    private final long nanos;
    private final long steps;
    /** Kept so the JIT cannot drop the loop as dead code. */
    private long sink;

    public BusyWork(long nanos) {
        this.nanos = nanos;
        this.steps = nanos == 0 ? 0 : Math.max(1, Math.round(nanos / StepTime.NANOS));
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

    /** The arithmetic steps one {@link #spin()} does. */
    public long steps() {
        return steps;
    }

    /** What a fork's output says of it: the steps and the time of one as this JVM measured it. */
    public String describe() {
        return nanos + " ns = " + steps + " steps of " + String.format(java.util.Locale.ROOT, "%.3f", StepTime.NANOS)
                + " ns (timed in this JVM)";
    }

    /** Does the steps; nothing when 0. */
    public void spin() {
        if (steps > 0) {
            sink = run(sink, steps);
        }
    }

    /** Each step needs the one before (a multiply and an add), so none can be skipped or overlapped. */
    private static long run(long x, long steps) {
        for (long i = 0; i < steps; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    /** The time of one step in this JVM, measured once, when the first busy work is made. */
    static final class StepTime {
        /** Where the timed loops leave their result, so the JIT cannot drop them as dead code. */
        private static long sink;
        static final double NANOS = measure();

        private StepTime() {
        }

        /**
         * Compiled first (about 20 ms of calls), then the fastest of 11 timings of 2^18 steps: the
         * fastest is the step itself, the others hold what preempted it; the busy work of a worker
         * that is preempted takes longer, as real work would.
         */
        private static double measure() {
            long x = 1;
            for (int i = 0; i < 20_000; i++) {
                x = run(x, 1_000);
            }
            double best = Double.MAX_VALUE;
            for (int i = 0; i < 11; i++) {
                long t0 = System.nanoTime();
                x = run(x, 1 << 18);
                best = Math.min(best, (System.nanoTime() - t0) / (double) (1 << 18));
            }
            sink = x;
            return best;
        }
    }
}
