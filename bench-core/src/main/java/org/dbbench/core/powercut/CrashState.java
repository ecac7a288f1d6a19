package org.dbbench.core.powercut;

/**
 * One crash state of one cut, as a result names it: its kind ({@code base}: all unsynced lost, or a
 * further state), the metadata model, the seed it was drawn with and its number among the further
 * states of its kind and model (0 for the base state).
 */
record CrashState(int cut, String kind, String model, long seed, int number) {
    /** A name unique in the run, for its copy, its kept files and its replay script. */
    String id() {
        return "cut-" + cut + "-" + model + "-" + kind + (number > 0 ? "-" + number : "");
    }

    String description() {
        return "cut " + cut + ", state " + kind + (number > 0 ? " #" + number : "") + " under model " + model
                + (number > 0 ? " (seed " + seed + ")" : " (all unsynced lost)");
    }
}
