package org.dbbench.cli.compare;

import java.time.Duration;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Durations;
import org.dbbench.core.cli.Values;
import org.dbbench.core.compare.Analysis;
import org.dbbench.core.compare.StudyAdapter;

/**
 * How {@code bench compare} spends its time, from its options: a fixed number of rounds, or a budget
 * and a target MDE; and the equivalence margin. Each value is refused, one line, before any work.
 */
final class DesignOptions {
    static final int MAX_ROUNDS = 50;
    /** The budget when none is given: what a developer waits for an answer. */
    static final Duration DEFAULT_BUDGET = Duration.ofMinutes(10);

    private DesignOptions() {
    }

    static int rounds(String text) {
        int n = (int) Values.whole("--rounds", text, Integer.MIN_VALUE, Integer.MAX_VALUE, "2 to " + MAX_ROUNDS);
        if (n < 2 || n > MAX_ROUNDS) {
            throw new BadInputException("--rounds " + text + " is not allowed; give 2 to " + MAX_ROUNDS + " (an"
                    + " interval needs " + Analysis.FEWEST + " or more)");
        }
        return n;
    }

    /**
     * The budget, at least one pair of the study's shortest rounds: a budget that cannot hold one
     * pair would end with nothing measured.
     */
    static Duration budget(String text, StudyAdapter study) {
        Duration d = Durations.parse("--budget", text);
        if (d.isZero() || d.isNegative()) {
            throw new BadInputException("--budget " + text + " is not allowed; give a duration above 0, e.g. 10m");
        }
        Duration pair = study.shortestRound().multipliedBy(2);
        if (d.compareTo(pair) < 0) {
            throw new BadInputException("--budget " + text + " is shorter than one pair of " + study.study()
                    + " rounds (at least " + pair.toSeconds() + "s: two JVMs, each starting a JMH fork); give"
                    + " more, e.g. 10m");
        }
        return d;
    }
}
