package org.dbbench.threeen1.workload;

import org.dbbench.core.run.BusyWork;

/**
 * A known effect for checking {@code bench compare}: {@code --b-set workload.extra-cpu-ns=N} makes
 * every worker of candidate B do N ns of busy work after each commit (each step write and each raise of
 * result), in the worker and outside any store call, so no engine lock is held while it works. The
 * value reaches the JMH forks as the system property of the same name. Off (0) unless given.
 */
public final class ExtraCpu {
    /** The setting's name, as --a-set/--b-set and the system property give it. */
    public static final String PROPERTY = "workload.extra-cpu-ns";

    private ExtraCpu() {
    }

    /** The busy work per commit this JVM was given, 0 when none; refused when not a whole number of ns. */
    public static long configured() {
        return BusyWork.configured(PROPERTY, "commit");
    }
}
