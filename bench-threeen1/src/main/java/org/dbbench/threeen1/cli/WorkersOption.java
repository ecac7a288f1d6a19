package org.dbbench.threeen1.cli;

import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.ListConverter;
import org.dbbench.core.cli.RuleConverter;
import org.dbbench.threeen1.workload.Workload;

/**
 * {@code --workers}, the worker threads k, typed once while picocli parses: {@code run} takes a list
 * ({@link WorkerCounts}: counts, ranges, {@code sweep}), {@code crash} one count. Both refuse a count
 * out of range in the same words ({@link #inRange}).
 */
final class WorkersOption {
    /** What a single count may be, in every command. */
    static final String RANGE = "1 to " + Workload.MAX_WORKERS;
    /** What the help says when --workers is not given. */
    static final String DEFAULT = "2 x processors";

    private WorkersOption() {
    }

    /** {@code k}, or the refusal every command gives for a count out of range. */
    static int inRange(int k) {
        if (k < 1 || k > Workload.MAX_WORKERS) {
            throw new BadInputException("--workers " + k + " is not allowed; give " + RANGE + " workers");
        }
        return k;
    }

    /** {@code run}'s list of counts. */
    static final class Counts extends ListConverter<Integer> {
        Counts() {
            super(WorkerCounts::parse);
        }
    }

    /** {@code crash}'s one count: a list is refused, not read as one number. */
    static final class One extends RuleConverter<Integer> {
        One() {
            super(text -> {
                if (text.contains(",")) {
                    throw new BadInputException("--workers " + text + ": a crash run takes one worker count; give"
                            + " one number from " + RANGE);
                }
                return inRange(Numbers.parseInt("--workers", text, RANGE));
            });
        }
    }
}
