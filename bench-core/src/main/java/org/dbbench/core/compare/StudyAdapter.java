package org.dbbench.core.compare;

import java.util.List;
import java.util.Map;
import org.dbbench.core.JarVersion;
import org.dbbench.core.jmh.JmhRecord;

/**
 * What {@code bench compare} needs to know about a study and nothing more: how its command is
 * called, what names a case, when a result is not a result, which engines its stores run. The CLI
 * module, which knows every study, provides one per study; core stays free of them.
 */
public interface StudyAdapter {
    /** The study's command, e.g. "threeen1". */
    String study();

    /**
     * Arguments after {@code bench compare} that show, in its help, what comparing this study looks like:
     * the study's command first, e.g. "study --option value --b-dir /mnt/xfs".
     */
    default List<String> examples() {
        return List.of(study());
    }

    /** The study's option naming the directory it measures in (threeen1 --data-dir, logio --dir). */
    String dirOption();

    /** The directory the study measures in when none is given (what env.json then describes). */
    java.nio.file.Path defaultDir();

    /** The directory the study's own arguments name with {@link #dirOption()}, else {@link #defaultDir()}. */
    default java.nio.file.Path dirIn(List<String> studyArgs) {
        for (int i = 0; i < studyArgs.size(); i++) {
            String arg = studyArgs.get(i);
            if (arg.equals(dirOption()) && i + 1 < studyArgs.size()) {
                return java.nio.file.Path.of(studyArgs.get(i + 1));
            }
            if (arg.startsWith(dirOption() + "=")) {
                return java.nio.file.Path.of(arg.substring(dirOption().length() + 1));
            }
        }
        return defaultDir();
    }

    /** Engine name to the package its classes live under (h2 to org/h2/); empty when no engine runs. */
    Map<String, String> enginePackages();

    /** Where an engine of {@link #enginePackages()} states its version in its jar outside its manifest. */
    default JarVersion.VersionFile engineVersionFile(String engine) {
        return JarVersion.VersionFile.NONE;
    }

    /**
     * Why an engine jar cannot matter to a run with these arguments (no store it selects runs that
     * engine), or null when it may.
     */
    default String engineUnused(String engine, List<String> studyArgs) {
        return null;
    }

    /**
     * Why a store setting ({@code --b-set KEY=VALUE}) cannot matter to a run with these arguments (its key
     * names an engine no selected store runs, as derby.* with --store memory), or null when it may or the
     * study cannot tell.
     */
    default String settingUnused(String key, List<String> studyArgs) {
        return null;
    }

    /**
     * The class whose main opens a run's stores once, started as a round is, to try a candidate's store
     * settings before the first round ({@link SettingsProbe}); null when the study has none.
     */
    default String settingsProbe() {
        return null;
    }

    /**
     * Rounds per candidate of a baseline whose own count is unknown: a fixed design only runs when
     * --rounds or a baseline asks for it (a comparison otherwise runs until resolved, within a budget).
     */
    default int defaultRounds() {
        return 5;
    }

    /**
     * The MDE a budgeted comparison of this study aims for when the user gives no --target: the
     * change this study's users need to see.
     */
    default double targetPercent() {
        return 5;
    }

    /**
     * The least one round of this study takes (a JVM, a JMH fork, the smallest run): a budget that
     * cannot hold two is refused.
     */
    default java.time.Duration shortestRound() {
        return java.time.Duration.ofSeconds(10);
    }

    /**
     * The --a-set/--b-set keys this study itself reads as a known effect (e.g. busy work per commit),
     * so a comparison can inject a change of known size; empty when it reads none. Each ends in
     * ".extra-cpu-ns": scripts/compare-check tells a known effect from another setting by it.
     */
    default List<String> knownEffects() {
        return List.of();
    }

    /** The arguments each round's command gets, from those the user gave (a study may add defaults). */
    List<String> roundArgs(List<String> userArgs);

    /**
     * The arguments of a round in a lockstep session ({@code --lockstep}): {@code warmUpTurns} unmeasured
     * and then {@code turns} measured runs of each case in one JMH fork, whose benchmark waits for each
     * turn, warm-up runs too ({@link TurnGate}); null when this study's benchmarks do not take turns.
     * May refuse what the user gave (BadInputException).
     */
    default List<String> lockstepArgs(List<String> userArgs, int warmUpTurns, int turns) {
        return null;
    }

    /** The name of the case a record measures, unique within a run; null for records not compared. */
    String caseLabel(JmhRecord record, List<JmhRecord> all);

    /** Why a record is not a result (a failed check), or null when it is one. */
    String invalidReason(JmhRecord record);

    /**
     * Store settings a round reports in its config.json (one map per store and profile), so that a
     * setting given with --a-set/--b-set can be checked to have taken effect; empty when none.
     */
    List<Map<String, String>> reportedSettings(Map<String, Object> roundConfig);

    /**
     * The names a store may report a setting under that was given as {@code -DKEY} (ignoring case):
     * the key itself, and others where an engine drops its prefix.
     */
    default List<String> reportedNames(String key) {
        return List.of(key);
    }
}
