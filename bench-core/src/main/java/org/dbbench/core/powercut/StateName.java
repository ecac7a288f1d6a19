package org.dbbench.core.powercut;

import org.dbbench.core.fault.CrashState;

/** How a run names one crash state of one cut: in file names, in lines and in powercut.json. */
final class StateName {
    private StateName() {
    }

    /** Unique in the run: its copy, its kept files and its replay script are named after it. */
    static String id(int cut, CrashState state) {
        return "cut-" + cut + "-" + state.model().label() + "-" + state.kind().label()
                + (state.index() > 0 ? "-" + state.index() : "");
    }

    /** One line: which cut, which state, and what it kept and dropped. */
    static String description(int cut, CrashState state) {
        return "cut " + cut + ", state " + state.index() + ": " + state.describe();
    }
}
