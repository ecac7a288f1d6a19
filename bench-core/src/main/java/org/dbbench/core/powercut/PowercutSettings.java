package org.dbbench.core.powercut;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code bench powercut} was asked, every value checked: the program and its arguments, the
 * check command, how many cuts, how many further crash states per cut and model, the seed, when the
 * cut comes ({@code cutAfterSyncs} 0: at a random moment between the program's first sync and
 * {@code runFor}), where the scratch directory is made and where the bundle goes.
 */
public record PowercutSettings(List<String> program, String check, int cuts, int states, List<String> models,
        long seed, Duration runFor, int cutAfterSyncs, Path scratchParent, Path resultsDir, Path workingDir) {

    public static final int DEFAULT_CUTS = 10;
    public static final int DEFAULT_STATES = 0;
    public static final String DEFAULT_RUN_FOR = "5s";

    /** The environment variable naming the program's directory on the layer, and the check's copy of a state. */
    public static final String DIR_VARIABLE = "POWERCUT_DIR";
    /** The environment variable naming the file of the program's output up to the cut, for the check. */
    public static final String ACKS_VARIABLE = "POWERCUT_ACKS";

    /** config.json's parameters. */
    public Map<String, Object> config() {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("program", program);
        c.put("check", check);
        c.put("cuts", cuts);
        c.put("states", states);
        c.put("models", models);
        c.put("seed", seed);
        c.put("runForMillis", runFor.toMillis());
        c.put("cutAfterSyncs", cutAfterSyncs);
        c.put("workingDir", workingDir.toString());
        return c;
    }

    /** How the cut is timed, in words, for the console and the summary. */
    public String timing() {
        return cutAfterSyncs > 0 ? "right after the program's sync number " + cutAfterSyncs
                : "at a random moment between the program's first sync and " + seconds(runFor) + " after its start"
                + " (at its first sync when that comes later)";
    }

    static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : String.format(java.util.Locale.ROOT, "%.3f s", d.toMillis() / 1000.0);
    }
}
