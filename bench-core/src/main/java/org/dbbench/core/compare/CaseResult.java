package org.dbbench.core.compare;

import java.util.List;

/**
 * One case of a comparison: every round's measurement of A and of B, the difference B / A − 1 in
 * percent with its interval, and the verdict in words. Stored in comparison.json as it is.
 *
 * @param a A's measurement per round, in round order (time per operation: lower is better)
 * @param invalid why no difference is computed (a failed check, a crash), or null
 * @param deltaPercent Hodges–Lehmann estimate of B / A − 1, in percent (null when invalid)
 * @param lowPercent lower end of the interval (the smallest pairwise ratio when there is no interval)
 * @param confidence the interval's exact coverage (at least 95% when hasInterval)
 * @param p exact two-sided p-value of "no difference"
 * @param significant the difference holds after Holm's correction over every valid case
 * @param verdict FASTER, SLOWER, SAME, UNCLEAR (significant alone, not after Holm's correction),
 *        NO_INTERVAL or INVALID (B relative to A)
 * @param words the verdict as a sentence: "B is faster by 7% (95%: 4–10%)"
 */
public record CaseResult(String label, String unit, List<Double> a, List<Double> b, String invalid,
        Double deltaPercent, Double lowPercent, Double highPercent, Double confidence, boolean hasInterval, Double p,
        boolean significant, String verdict, String words) {

    public static final String FASTER = "FASTER";
    public static final String SLOWER = "SLOWER";
    public static final String SAME = "SAME";
    public static final String UNCLEAR = "UNCLEAR";
    public static final String NO_INTERVAL = "NO_INTERVAL";
    public static final String INVALID = "INVALID";

    /** Short form for a table cell. */
    public String shortVerdict() {
        return switch (verdict) {
            case FASTER -> "B faster";
            case SLOWER -> "B slower";
            case SAME -> "no diff.";
            case UNCLEAR -> "unclear";
            case NO_INTERVAL -> "too few";
            default -> "INVALID";
        };
    }
}
