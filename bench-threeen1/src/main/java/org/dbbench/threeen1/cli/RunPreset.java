package org.dbbench.threeen1.cli;

import java.util.List;

/**
 * The two kinds of {@code bench threeen1} run as values: what a run does with an option it was not
 * given. {@code --quick} picks {@link #QUICK}; every default of the run is written here, once.
 *
 * @param to the last number
 * @param runs measured runs per case (a kept --db runs once whatever the preset)
 * @param sameJvm whether a case's runs share one JMH fork
 * @param profiles the profiles run when neither --tuned nor --defaults is given (false = the engines'
 *        defaults, true = tuned)
 * @param selection the budget of the stores chosen when no --store is given
 */
record RunPreset(long from, long to, int runs, boolean sameJvm, List<Boolean> profiles,
        DefaultSelection.Purpose selection) {
    static final long FROM = RangeOptions.FROM;
    /** The last numbers as the help shows them; the presets read them by the suite's number rule. */
    static final String DEFAULT_TO_TEXT = "1_000_000";
    static final String QUICK_TO_TEXT = "100_000";
    static final int RUNS = 3;

    /** 1..1,000,000, both profiles, 3 runs each in a fresh JVM: the fewest that show a spread and a median. */
    static final RunPreset DEFAULT = new RunPreset(FROM, Numbers.parseLong("--to", DEFAULT_TO_TEXT, ""), RUNS, false,
            List.of(false, true), DefaultSelection.Purpose.DEFAULT);
    /** A short check of every store: 1..100,000, tuned only, its 3 runs sharing one JVM. */
    static final RunPreset QUICK = new RunPreset(FROM, Numbers.parseLong("--to", QUICK_TO_TEXT, ""), RUNS, true,
            List.of(true), DefaultSelection.Purpose.QUICK);

    static RunPreset of(boolean quick) {
        return quick ? QUICK : DEFAULT;
    }
}
