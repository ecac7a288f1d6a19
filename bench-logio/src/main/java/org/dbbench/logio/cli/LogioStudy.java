package org.dbbench.logio.cli;

import java.util.List;
import org.dbbench.core.cli.Study;
import org.dbbench.core.cli.StudyPreset;

/** {@code bench logio} among the studies: first in {@code bench quick}, its quick and full presets. */
public final class LogioStudy implements Study {
    /** The option naming the disk to measure (also {@code bench compare}'s, see {@link LogioCompare}). */
    static final String DIR_OPTION = "--dir";

    @Override
    public String command() {
        return "logio";
    }

    @Override
    public int order() {
        return 1;
    }

    @Override
    public String dirOption() {
        return DIR_OPTION;
    }

    /** {@code --quick}: measured at 45 s on the 2-core development VM (docs/commands/quick.md has the run). */
    @Override
    public StudyPreset quick() {
        return new StudyPreset(List.of("--quick"),
                "the 2004 aligned/non-aligned table, pg_test_fsync's 8kB commit", 45);
    }

    @Override
    public StudyPreset full() {
        return new StudyPreset(List.of(), "every sync method, size, pg case, group commit and rate", 20 * 60);
    }
}
