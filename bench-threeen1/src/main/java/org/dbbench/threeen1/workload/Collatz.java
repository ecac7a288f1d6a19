package org.dbbench.threeen1.workload;

/** The 3n+1 step, in {@code long} arithmetic that fails loudly instead of wrapping. */
public final class Collatz {
    /** The largest n whose 3n+1 still fits a long. */
    private static final long MAX_ODD = (Long.MAX_VALUE - 1) / 3;

    private Collatz() {
    }

    /**
     * n/2 for even n, 3n+1 for odd n.
     *
     * @throws ArithmeticException when 3n+1 exceeds a signed 64-bit long, which is what the stores
     *     hold (below 10^10 only a few trajectories get there, from starting numbers above about
     *     8.5 x 10^9)
     */
    public static long next(long n) {
        if ((n & 1) == 0) {
            return n >>> 1;
        }
        if (n > MAX_ODD) {
            throw new ArithmeticException("3n+1 of " + n + " exceeds " + Long.MAX_VALUE
                    + ", the largest value a signed 64-bit long (and the stores) can hold");
        }
        return 3 * n + 1;
    }
}
