package org.dbbench.core.compare;

/**
 * How a comparison is judged: the confidence each interval claims, the family-wise error over all
 * cases, whether A and B were measured in pairs (rounds run side by side) or apart (a saved
 * baseline), whether the comparison stopped by looking at its MDE (a budget) or ran a fixed number of
 * rounds, the equivalence margin, and the MDE it aims for.
 *
 * @param looking true when the comparison stopped by {@link Verdicts#resolved}: its tests then keep
 *     {@link Verdicts#LOOKING_SHARE} of alpha
 */
public record Design(double level, double familyAlpha, boolean paired, boolean looking, double marginPercent,
        double targetPercent) {

    /** The alpha each test uses (all of familyAlpha, or the share left after paying for looking). */
    public double testAlpha() {
        return Verdicts.testAlpha(familyAlpha, looking);
    }

    /** The level each interval is computed at, so that it keeps {@link #level} under the design. */
    public double testLevel() {
        return Verdicts.testLevel(level, looking);
    }
}
