package org.dbbench.core.compare;

import java.util.List;

/**
 * One case of a comparison: every round's measurement of A and of B, the difference B / A − 1 in
 * percent with its interval, and the verdict in words. Stored in comparison.json as it is.
 *
 * @param a A's measurement per round, in round order (time per operation: lower is better)
 * @param invalid why no difference is computed (a failed check, a crash), or null
 * @param deltaPercent B / A − 1 in percent from the mean of the pairs' log-ratios (null when invalid;
 *        Hodges–Lehmann in bundles written before the MDE was stated)
 * @param lowPercent lower end of the interval
 * @param confidence the coverage the interval claims (0.95)
 * @param p two-sided p-value of "no difference" (Student's t)
 * @param significant the difference holds after Holm's correction over every valid case
 * @param verdict SLOWER, FASTER, EQUIVALENT (within ±marginPercent, two one-sided tests), UNRESOLVED
 *        (neither), NO_INTERVAL (too few rounds) or INVALID (B relative to A); bundles written
 *        before the MDE was stated may hold SAME or UNCLEAR, read as unresolved
 * @param words the verdict as a sentence: "B is faster by 7% (95%: 4–10%)"
 * @param mde80Percent the smallest true change this case would have found with 80% power, or null
 * @param marginPercent the equivalence margin (±)
 * @param withinMargin the whole interval lies within ±marginPercent (null when there is none)
 */
public record CaseResult(String label, String unit, List<Double> a, List<Double> b, String invalid,
        Double deltaPercent, Double lowPercent, Double highPercent, Double confidence, boolean hasInterval, Double p,
        boolean significant, String verdict, String words, Double mde80Percent, Double marginPercent,
        Boolean withinMargin) {

    public static final String FASTER = "FASTER";
    public static final String SLOWER = "SLOWER";
    public static final String EQUIVALENT = "EQUIVALENT";
    public static final String UNRESOLVED = "UNRESOLVED";
    /** Written by bundles before the MDE was stated; still read, shown as unresolved. */
    public static final String SAME = "SAME";
    public static final String UNCLEAR = "UNCLEAR";
    public static final String NO_INTERVAL = "NO_INTERVAL";
    public static final String INVALID = "INVALID";

    /**
     * The verdict as every output shows it. A bundle written before compare stated its MDE may say
     * "no significant difference", which reads as "no difference"; it is shown as what it was.
     */
    public String sentence() {
        if (SAME.equals(verdict) || UNCLEAR.equals(verdict)) {
            return "unresolved: neither a change nor equivalence shown " + (lowPercent == null ? ""
                    : "(" + Analysis.signed(lowPercent) + " \u2026 " + Analysis.signed(highPercent) + ") ")
                    + "(recorded before compare said what it could detect; no MDE)";
        }
        return words;
    }

    /** Short form for a table cell. */
    public String shortVerdict() {
        return switch (verdict) {
            case FASTER -> "B faster";
            case SLOWER -> "B slower";
            case EQUIVALENT -> "equivalent";
            case UNRESOLVED, SAME, UNCLEAR -> "unresolved";
            case NO_INTERVAL -> "too few";
            default -> "INVALID";
        };
    }
}
