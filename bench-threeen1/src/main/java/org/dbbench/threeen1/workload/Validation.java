package org.dbbench.threeen1.workload;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.threeen1.store.Store;

/**
 * The checks every run passes before its numbers are believed (SPEC "Consequences that tests must
 * check"): reads - updates = j - i + 1, result and highest against the oracle, and the totals the
 * store committed against what the workers counted. Each failed check is one line saying what was
 * expected; any failure marks the run INVALID.
 */
public final class Validation {
    private Validation() {
    }

    /**
     * @param counts what the workers did in this run
     * @param before, after the store's committed singletons around the run
     * @param resumed the store held steps before the run: walks stop early at them, so highest and
     *     updates may be lower than the oracle's, and result comes from the earlier run too
     */
    public static List<String> check(Workload w, Oracle.Answer expected, Coordinator.Counts counts,
            Store.Totals before, Store.Totals after, boolean resumed) {
        List<String> problems = new ArrayList<>();
        if (counts.stopped() || counts.numbersDone() != w.count()) {
            problems.add("stopped early: " + Format.thousands(counts.numbersDone()) + " of "
                    + Format.thousands(w.count()) + " numbers done");
        }
        long diff = counts.reads() - counts.updates();
        if (diff != w.count()) {
            problems.add("reads - updates = " + Format.thousands(diff) + ", expected j - i + 1 = "
                    + Format.thousands(w.count()));
        }
        if (after.result() != expected.result()) {
            String why = resumed && after.result() > expected.result()
                    ? " (the store already held a larger range's result; use a fresh --db)" : "";
            problems.add("result " + Format.thousands(after.result()) + ", expected "
                    + Format.thousands(expected.result()) + why);
        }
        if (!resumed && counts.highest() != expected.highest()
                || resumed && counts.highest() > expected.highest()) {
            problems.add("highest " + Format.thousands(counts.highest()) + ", expected "
                    + (resumed ? "at most " : "") + Format.thousands(expected.highest()));
        }
        if (!resumed && w.workers() == 1) {
            if (counts.updates() != expected.updates()) {
                problems.add("updates " + Format.thousands(counts.updates()) + ", expected "
                        + Format.thousands(expected.updates()) + " with one worker on an empty store");
            }
            if (counts.reads() != expected.reads()) {
                problems.add("reads " + Format.thousands(counts.reads()) + ", expected "
                        + Format.thousands(expected.reads()) + " with one worker on an empty store");
            }
        } else if (!resumed && counts.updates() < expected.updates()) {
            problems.add("updates " + Format.thousands(counts.updates()) + ", fewer than the "
                    + Format.thousands(expected.updates()) + " distinct values every run must store");
        }
        if (after.reads() != before.reads() + counts.reads() || after.updates() != before.updates() + counts.updates()
                || after.highest() != Math.max(before.highest(), counts.highest())) {
            problems.add("committed totals " + totals(after) + " do not add up to the stored " + totals(before)
                    + " plus this run's reads " + counts.reads() + ", updates " + counts.updates()
                    + ", highest " + counts.highest());
        }
        return problems;
    }

    private static String totals(Store.Totals t) {
        return "(reads " + t.reads() + ", updates " + t.updates() + ", highest " + t.highest() + ")";
    }
}
