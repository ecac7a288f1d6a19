package org.dbbench.core.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Holm's step-down correction for many tests at once: with 36 cases each tested at 5%, noise alone
 * marks about two of them "different"; Holm keeps the chance that even one true null is rejected
 * at or below alpha, without assuming the tests are independent. Sort the p-values; the i-th smallest
 * (from 0) must be at most alpha / (count − i), and the first that is not stops all that follow.
 */
public final class Holm {
    private Holm() {
    }

    /** Which hypotheses are rejected at family-wise level {@code alpha}; NaN p-values never are. */
    public static boolean[] reject(double[] p, double alpha) {
        int count = (int) Arrays.stream(p).filter(v -> !Double.isNaN(v)).count();
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> Double.isNaN(p[i]) ? Double.MAX_VALUE : p[i]));
        boolean[] rejected = new boolean[p.length];
        for (int rank = 0; rank < count; rank++) {
            int i = order[rank];
            if (p[i] > alpha / (count - rank) + 1e-12) {
                break;
            }
            rejected[i] = true;
        }
        return rejected;
    }
}
