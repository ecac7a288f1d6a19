package org.dbbench.threeen1.cli;

import java.util.List;
import org.dbbench.core.cli.Study;
import org.dbbench.core.cli.StudyPreset;

/**
 * {@code bench threeen1} among the studies: second in {@code bench quick}, which runs a taste of
 * {@code --quick} there: the memory floor and two real stores, one SQL (H2) and one key-value (H2's
 * MVStore), at 1..10,000.
 */
public final class Threeen1Study implements Study {
    /** The option naming where fresh stores go (also {@code bench compare}'s, see {@link Threeen1Compare}). */
    static final String DIR_OPTION = "--data-dir";

    @Override
    public String command() {
        return "threeen1";
    }

    @Override
    public int order() {
        return 2;
    }

    @Override
    public String dirOption() {
        return DIR_OPTION;
    }

    /** Measured at 20 s on the 2-core development VM (docs/commands/quick.md has the run). */
    @Override
    public StudyPreset quick() {
        return new StudyPreset(List.of("--quick", "--store", "memory,h2,h2-mvstore", "--to", "10000"),
                "the memory floor, H2 (SQL), MVStore (key-value)", 20);
    }

    @Override
    public StudyPreset full() {
        return new StudyPreset(List.of(), "the default selection of stores, tuned, 1..1,000,000", 11 * 60);
    }
}
