package org.dbbench.core.cli;

import java.util.Collection;
import java.util.Locale;

/** The name a mistyped one most likely meant ({@code quik} for {@code quick}), by edit distance. */
public final class NearestName {
    private NearestName() {
    }

    /** The closest of {@code names} to {@code typed}, or null when none is close (more than a third of it differs). */
    public static String to(String typed, Collection<String> names) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String t = typed.toLowerCase(Locale.ROOT);
        for (String n : names) {
            int d = distance(t, n.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = n;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(1, Math.max(t.length(), best.length()) / 3) ? best : null;
    }

    /** Levenshtein distance with a swap of two neighbours counted as one edit (a common slip). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
