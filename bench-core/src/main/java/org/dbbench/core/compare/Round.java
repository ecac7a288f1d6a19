package org.dbbench.core.compare;

import java.util.List;
import java.util.Map;

/**
 * What one round of one candidate left: per case its measurement (or why it is not one), and what
 * the round's own checks found: whether its JMH forks ran the candidate's java, flags and engine.
 *
 * @param exit the round's exit code (0, 1 for a failed check, anything else a crash)
 * @param seconds wall time of the round, JVM start to exit
 * @param bundle where the round's own results bundle is kept inside the comparison bundle, or null
 * @param measured case label to its measurement
 * @param problems what makes every case of this round INVALID (a crash, forks without the candidate's flags)
 * @param engines the engine versions the forks printed ("H2 2.3.232 (2024-08-11)")
 * @param notes what could not be checked, said rather than hidden
 */
public record Round(int step, String side, int round, int exit, double seconds, String bundle,
        Map<String, Measured> measured, List<String> problems, List<String> engines, List<String> notes) {

    /** One case's number in one round: JMH's score, as time (lower is better), or why there is none. */
    public record Measured(double value, String unit, String invalid) {
    }

    public boolean failed() {
        return !problems.isEmpty();
    }
}
