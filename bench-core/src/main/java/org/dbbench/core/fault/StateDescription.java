package org.dbbench.core.fault;

import java.util.ArrayList;
import java.util.List;

/**
 * How a crash state is told to a person: the pending operations it kept and those it lost, whichever
 * list is shorter, with runs of consecutive pending operations written as "#3-#9" (the operations
 * numbered as in the log; "consecutive" skips the durable ones and the syncs between them), at most
 * {@link #MAX_RUNS} runs; {@link #everyPending} is the whole list.
 */
final class StateDescription {
    /** Runs shown in one line: a reordered state of a busy cut has hundreds, which no reader follows. */
    static final int MAX_RUNS = 8;

    private StateDescription() {
    }

    static String shortForm(List<InodeOp> ops, List<Integer> pending, CrashState s) {
        String head = s.kind().label() + " state " + s.index() + " under " + s.model().label()
                + (s.index() > 0 ? " (seed " + s.seed() + ")" : "") + ": ";
        int n = pending.size();
        if (n == 0) return head + "nothing was pending at the cut";
        if (s.kind() == StateKind.BASE) return head + "all " + n + " pending operations lost";
        if (s.torn >= 0) {
            return head + ops.get(s.torn).describe() + " kept its first " + s.tornBytes + " B; the other " + (n - 1)
                    + " pending lost";
        }
        if (s.kind() == StateKind.TORN) return head + "no pending write crosses a 512-byte boundary: all " + n + " lost";
        List<Boolean> keptByPosition = new ArrayList<>();
        int kept = 0;
        for (int i : pending) {
            keptByPosition.add(s.kept.get(i));
            if (s.kept.get(i)) kept++;
        }
        String text;
        if (kept <= n - kept) {
            text = kept == 0 ? "all " + n + " pending lost"
                    : "kept " + runs(ops, pending, keptByPosition, true) + " (" + kept + " of " + n + " pending), the other "
                            + (n - kept) + " lost";
        } else {
            text = kept == n ? "all " + n + " pending kept"
                    : "lost " + runs(ops, pending, keptByPosition, false) + " (" + (n - kept) + " of " + n
                            + " pending), the other " + kept + " kept";
        }
        if (!s.sizeOnly.isEmpty()) {
            List<Boolean> sized = new ArrayList<>();
            for (int i : pending) sized.add(s.sizeOnly.get(i));
            text += "; new size without data (zeros): " + runs(ops, pending, sized, true);
        }
        return head + text;
    }

    static String everyPending(List<InodeOp> ops, List<Integer> pending, CrashState s) {
        StringBuilder b = new StringBuilder();
        for (int i : pending) {
            String fate = i == s.torn ? "torn after " + s.tornBytes + " B"
                    : s.sizeOnly.get(i) ? "size only (zeros)" : s.kept.get(i) ? "kept" : "lost";
            b.append(ops.get(i).describe()).append(": ").append(fate).append('\n');
        }
        return b.toString();
    }

    /** "#3-#9,#12": the pending operations whose flag equals {@code wanted}, runs joined. */
    private static String runs(List<InodeOp> ops, List<Integer> pending, List<Boolean> flags, boolean wanted) {
        List<String> parts = new ArrayList<>();
        int start = -1;
        for (int p = 0; p <= pending.size(); p++) {
            boolean in = p < pending.size() && flags.get(p) == wanted;
            if (in && start < 0) start = p;
            if (!in && start >= 0) {
                int first = ops.get(pending.get(start)).seq();
                int last = ops.get(pending.get(p - 1)).seq();
                parts.add(first == last ? "#" + first : "#" + first + "-#" + last);
                start = -1;
            }
        }
        if (parts.size() <= MAX_RUNS) return String.join(",", parts);
        return String.join(",", parts.subList(0, MAX_RUNS)) + " and " + (parts.size() - MAX_RUNS)
                + " more runs (a replay lists every operation)";
    }
}
