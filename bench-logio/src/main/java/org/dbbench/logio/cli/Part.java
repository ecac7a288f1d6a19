package org.dbbench.logio.cli;

import java.util.Locale;

/** The parts of the study a run measures (--parts). */
enum Part {
    /** The 2004 aligned vs non-aligned write cases. */
    WRITE,
    /** pg_test_fsync's commits. */
    PG,
    /** Group commit through one shared log. */
    GROUP,
    /** Commit latency at target commit rates (open loop) through the shared log. */
    RATE,
    /** Durability, not speed: acknowledged records lost to a simulated power cut (docs/power-loss.md). */
    POWER;

    String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Part byName(String s) {
        for (Part p : values()) {
            if (p.cliName().equals(s.trim().toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        return null;
    }
}
