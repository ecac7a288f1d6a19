package org.dbbench.core.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.dbbench.core.BadInputException;

/**
 * Opens a candidate's stores once, in a JVM of its own started as its rounds are (its java, flags,
 * engine jars and -D settings), before the first round: an engine that refuses a setting
 * ({@code h2.url.CACHE_SIZE=abc}, an unknown {@code je.} parameter) is bad input, said in one line,
 * instead of a B round failing after the A rounds ran.
 */
public final class SettingsProbe {
    /** Opening every store of a run once takes about 10 s on the loaded 2-core VM (Derby's boot); far more is a hang. */
    static final long LIMIT_SECONDS = 120;

    private SettingsProbe() {
    }

    /**
     * @param mainClass the study's probe ({@link StudyAdapter#settingsProbe()}): exit 0 when every store
     *        opened, else its one line and a non-zero exit
     */
    public static void check(Candidate c, String mainClass, Path suiteJar, String study, List<String> roundArgs,
            String dirOption, Path resultsDir) {
        List<String> cmd = c.command(suiteJar, mainClass, study, roundArgs, dirOption, resultsDir);
        String given = c.settings().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
        String option = "--" + c.side().toLowerCase(java.util.Locale.ROOT) + "-set";
        JavaProbe.Output out = JavaProbe.run(option, Path.of(cmd.get(0)), cmd.subList(1, cmd.size()), LIMIT_SECONDS,
                "its stores did not open in that time with " + given + " (a JVM start and an engine boot take"
                + " seconds; on a loaded machine try again)");
        if (out.exit() != 0) {
            throw new BadInputException(option + " " + given + ": candidate " + c.side() + "'s store refused to open"
                    + " with it: " + out.reason());
        }
    }
}
