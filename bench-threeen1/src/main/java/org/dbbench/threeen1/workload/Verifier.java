package org.dbbench.threeen1.workload;

import java.util.ArrayList;
import java.util.List;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;

/**
 * Checks a stored database with no oracle at all (SPEC "Expected results"): every entry must be
 * canonical digit words, satisfy step(n) = 1 + step(next(n)) with step(1) = 0 and next(n) stored,
 * and be covered by the stored result (result is raised before a path is written).
 */
public final class Verifier {
    /** Bad entries described in full; beyond that they are only counted. */
    static final int MAX_LISTED = 20;

    /** What verify found. */
    public record Report(long checked, long bad, List<String> examples, long result, long maxStep) {
        public boolean ok() {
            return bad == 0;
        }
    }

    private Verifier() {
    }

    /**
     * Opens the store in {@code dir} read-only where its engine can, checks every entry, closes it.
     * Opened DURABLE: an engine that cannot open read-only would, in a weaker mode, change the store
     * for good (Derby's test durability marks the database at boot).
     */
    public static Report verify(StoreType type, java.nio.file.Path dir) {
        try (Store store = type.open(new StoreOptions(dir, Durability.DURABLE, false, 0, 0, true))) {
            return verify(store);
        }
    }

    public static Report verify(Store store) {
        LongIntMap steps = new LongIntMap(1 << 16);
        List<String> examples = new ArrayList<>();
        long[] counts = new long[2]; // checked, bad
        store.forEachStep((key, value) -> {
            counts[0]++;
            long n;
            long s;
            try {
                n = DigitWords.parse(key);
                s = DigitWords.parse(value);
            } catch (IllegalArgumentException e) {
                bad(counts, examples, "unreadable entry '" + key + "' = '" + value + "': " + e.getMessage());
                return;
            }
            if (n <= 1 || s < 1 || s > Integer.MAX_VALUE) {
                bad(counts, examples, "step(" + n + ") = " + s + " cannot be: only n > 1 is stored, with steps >= 1");
                return;
            }
            steps.put(n, (int) s);
        });
        long[] maxStep = {0};
        steps.forEach((n, s) -> {
            maxStep[0] = Math.max(maxStep[0], s);
            long next;
            try {
                next = Collatz.next(n);
            } catch (ArithmeticException e) {
                bad(counts, examples, "step(" + n + "): " + e.getMessage());
                return;
            }
            int after = next == 1 ? 0 : steps.get(next, -1);
            if (after < 0) {
                bad(counts, examples, "step(" + n + ") = " + s + " but next(n) = " + next + " is not stored");
            } else if (s != after + 1) {
                bad(counts, examples, "step(" + n + ") = " + s + " but step(" + next + ") = " + after
                        + ": expected " + (after + 1));
            }
        });
        long result;
        try (Store.Session session = store.openSession()) {
            result = session.totals().result();
        }
        if (maxStep[0] > result) {
            bad(counts, examples, "a stored step of " + maxStep[0] + " exceeds the stored result " + result
                    + " (result must be raised before a path is written)");
        }
        return new Report(counts[0], counts[1], examples, result, maxStep[0]);
    }

    private static void bad(long[] counts, List<String> examples, String what) {
        counts[1]++;
        if (examples.size() < MAX_LISTED) {
            examples.add(what);
        }
    }
}
