package org.dbbench.threeen1.workload;

import org.dbbench.core.BadInputException;

/**
 * The inputs {@code i j k l} of SPEC-threeen1: the range {@code from..to}, {@code workers} threads and
 * blocks of {@code block} numbers, validated.
 *
 * @param blockCapped true when a larger block was asked for and capped at ceil(count / workers)
 */
public record Workload(long from, long to, int workers, long block, boolean blockCapped) {
    /** SPEC: 0 < i < j < 10,000,000,001. */
    public static final long MAX_TO = 10_000_000_000L;
    /** Enough for any contention study on one machine, low enough that a typo cannot fork-bomb it. */
    public static final int MAX_WORKERS = 1024;
    /**
     * Every run is checked against an in-memory oracle that keeps each value reached (about 2.2 per
     * number, 12 bytes each plus table slack); this bounds its memory.
     */
    public static final long MAX_COUNT = 10_000_000L;

    public Workload {
        check(from, to, workers);
        if (block < 1) {
            throw new BadInputException("--block " + block + " is not allowed; give a block size of 1 or more numbers");
        }
    }

    /** With the default block size ceil(count / workers): one block per worker, as the original. */
    public static Workload of(long from, long to, int workers) {
        check(from, to, workers);
        return new Workload(from, to, workers, defaultBlock(from, to, workers), false);
    }

    /** With an explicit block size; one larger than the default is capped at it (SPEC "Inputs"). */
    public static Workload of(long from, long to, int workers, long block) {
        check(from, to, workers);
        if (block < 1) {
            throw new BadInputException("--block " + block + " is not allowed; give a block size of 1 or more numbers");
        }
        long cap = defaultBlock(from, to, workers);
        return block > cap ? new Workload(from, to, workers, cap, true) : new Workload(from, to, workers, block, false);
    }

    /** The original's default: twice the processors, because contention is part of the test. */
    public static int defaultWorkers() {
        return 2 * Runtime.getRuntime().availableProcessors();
    }

    public long count() {
        return to - from + 1;
    }

    public long blocks() {
        return (count() + block - 1) / block;
    }

    static long defaultBlock(long from, long to, int workers) {
        long count = to - from + 1;
        return (count + workers - 1) / workers;
    }

    private static void check(long from, long to, int workers) {
        String allowed = "; allowed: 1 <= from < to <= " + Format.thousands(MAX_TO);
        if (from < 1) {
            throw new BadInputException("--from " + from + " is too small" + allowed);
        }
        if (to > MAX_TO) {
            throw new BadInputException("--to " + to + " is too large" + allowed);
        }
        if (from >= to) {
            throw new BadInputException("--from " + from + " must be below --to " + to + allowed);
        }
        if (to - from + 1 > MAX_COUNT) {
            throw new BadInputException("--from " + from + " --to " + to + " is " + Format.thousands(to - from + 1)
                    + " numbers; at most " + Format.thousands(MAX_COUNT) + " per run (each run is checked"
                    + " against an in-memory oracle that holds every value reached)");
        }
        if (workers < 1 || workers > MAX_WORKERS) {
            throw new BadInputException("--workers " + workers + " is not allowed; give 1 to " + MAX_WORKERS + " workers");
        }
    }
}
