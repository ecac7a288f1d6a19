package org.dbbench.core.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * A study as the suite's general commands see it ({@code bench quick}, the root command's listing):
 * its command, its place among the studies, the directory option it measures in, and its two
 * presets. A study module registers one under META-INF/services/org.dbbench.core.cli.Study, so that
 * nothing outside the module names the study, its options or its classes.
 */
public interface Study {
    /** The study's command, as its {@link BenchCommand}'s {@code @Command(name)}. */
    String command();

    /** Where it stands among the studies, lowest first: bench quick runs them and --help lists them in this order. */
    int order();

    /** The study's option naming the directory it measures in (every study takes one). */
    String dirOption();

    /** What {@code bench quick} runs of it: a short look that answers the study's first question. */
    StudyPreset quick();

    /** Its full run as a user types it after the quick look (the directory option follows the arguments). */
    StudyPreset full();

    /** The command line of a preset with the directory to measure in, e.g. "study --quick --dir DIR". */
    default List<String> commandLine(StudyPreset preset, String dir) {
        List<String> line = new ArrayList<>();
        line.add(command());
        line.addAll(preset.args());
        line.add(dirOption());
        line.add(dir);
        return line;
    }

    /**
     * Whether {@code className} is one of the study's classes: a study's classes live under
     * {@code org.dbbench.<its command>} (its JMH benchmarks too, so a JMH run knows whose they are).
     */
    default boolean owns(String className) {
        return className.startsWith("org.dbbench." + command() + ".");
    }

    /** The commands of the studies that own any of {@code classNames}, in {@link #order()}. */
    static List<String> owning(Collection<String> classNames) {
        return all().stream().filter(s -> classNames.stream().anyMatch(s::owns)).map(Study::command).toList();
    }

    /** Every study on the class path, in {@link #order()}. */
    static List<Study> all() {
        List<Study> all = new ArrayList<>();
        ServiceLoader.load(Study.class).forEach(all::add);
        all.sort(Comparator.comparingInt(Study::order).thenComparing(Study::command));
        return all;
    }
}
