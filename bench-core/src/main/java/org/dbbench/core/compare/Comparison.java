package org.dbbench.core.compare;

import java.util.List;
import java.util.Map;

/**
 * A whole comparison as comparison.json holds it: what was compared (study, arguments, candidates,
 * how they differ, in which order they ran), every round with its measurements and checks, and per
 * case the difference and verdict. {@code bench report} renders it; {@code bench compare --baseline}
 * reads its measurements back.
 *
 * @param kind "A/B", "A/A calibration" or "baseline"
 * @param order the sides in the order they ran, e.g. "ABBAAB" (a baseline's rounds ran earlier)
 * @param differences how B differs from A, one line per kind; empty for a calibration
 * @param level the confidence asked of each interval (0.95)
 * @param familyAlpha Holm's family-wise error rate over all valid cases (0.05)
 * @param failSlowerPercent the --fail-slower threshold, or null
 * @param notes what the reader must know: too few rounds, unverified settings, no alternation
 * @param budgetSeconds the time budget when the comparison stopped by its rule, null for a fixed --rounds
 * @param targetPercent the MDE it aimed for (null in bundles that predate it)
 * @param marginPercent the equivalence margin
 * @param secondsSpent the rounds' time, both sides
 * @param lockstepTurns runs per side and case in each lockstep session (a pair of rounds run at once,
 *     their runs taking turns), or null when the rounds ran one after the other
 * @param lockstepWarmUpTurns the unmeasured runs that took their turns first in each lockstep session
 *     (null in lockstep bundles that predate them, which had none)
 */
public record Comparison(int comparisonFormat, String study, List<String> studyArgs, int rounds, String kind,
        String order, List<String> differences, Map<String, Object> a, Map<String, Object> b, double level,
        double familyAlpha, Double failSlowerPercent, List<CaseResult> cases, List<Round> roundLog,
        List<String> notes, Double budgetSeconds, Double targetPercent, Double marginPercent, Double secondsSpent,
        Integer lockstepTurns, Integer lockstepWarmUpTurns) {

    public static final int FORMAT = 1;
    public static final String FILE = "comparison.json";

    public static final String AB = "A/B";
    public static final String CALIBRATION = "A/A calibration";
    public static final String BASELINE = "baseline";

    /** Cases slower than the threshold beyond doubt: significant, and the whole interval above it. */
    public List<CaseResult> slowerThan(double percent) {
        return cases.stream().filter(c -> CaseResult.SLOWER.equals(c.verdict()) && c.lowPercent() != null
                && c.lowPercent() > percent).toList();
    }

    public long invalidCases() {
        return cases.stream().filter(c -> c.invalid() != null).count();
    }
}
