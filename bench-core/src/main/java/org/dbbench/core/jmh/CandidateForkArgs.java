package org.dbbench.core.jmh;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.dbbench.core.Json;

/**
 * The JVM flags a {@code bench compare} candidate runs with, which must win over the flags a study
 * gives its own JMH forks: a candidate's {@code -Xmx1g} or {@code -XX:+UseG1GC} would otherwise be
 * overridden by the study's {@code -Xmx...} or collide with its {@code -XX:+UseParallelGC} (the JVM
 * refuses two collectors). {@code bench compare} starts each round's JVM with these flags and names
 * them in the system property {@value #PROPERTY} (a JSON list); {@link JmhLauncher} puts them last
 * in every fork and drops the study's collector when the candidate chooses one. A candidate whose
 * java is a launcher names it in {@value #LAUNCHER_PROPERTY}, and its forks start through it.
 */
public final class CandidateForkArgs {
    public static final String PROPERTY = "dbbench.candidate.forkArgs";
    /**
     * The launcher a candidate's forks start through (JMH's {@code jvm} option), set when the
     * candidate's java is a launcher script: JMH would otherwise fork the JDK's own java directly.
     */
    public static final String LAUNCHER_PROPERTY = "dbbench.candidate.launcher";

    private static final Pattern GC_SELECTOR = Pattern.compile("-XX:\\+Use\\w*GC");

    private CandidateForkArgs() {
    }

    /** The candidate's flags named in {@value #PROPERTY}; none when it is not set. */
    public static List<String> given() {
        String json = System.getProperty(PROPERTY);
        if (json == null || json.isBlank()) {
            return List.of();
        }
        try {
            return Json.MAPPER.readValue(json, new TypeReference<List<String>>() { });
        } catch (java.io.IOException e) {
            throw new IllegalStateException(PROPERTY + " is not a JSON list of strings: " + json, e);
        }
    }

    /** The launcher named in {@value #LAUNCHER_PROPERTY}, or null when the forks start the JDK's own java. */
    public static String launcher() {
        String l = System.getProperty(LAUNCHER_PROPERTY);
        return l == null || l.isBlank() ? null : l;
    }

    /** {@code forkArgs} with the candidate's flags last; a collector the candidate picks replaces the study's. */
    public static List<String> apply(List<String> forkArgs, List<String> candidate) {
        if (candidate.isEmpty()) {
            return forkArgs;
        }
        List<String> out = new ArrayList<>(forkArgs);
        if (candidate.stream().anyMatch(CandidateForkArgs::selectsCollector)) {
            out.removeIf(CandidateForkArgs::selectsCollector);
        }
        out.addAll(candidate);
        return out;
    }

    static boolean selectsCollector(String arg) {
        return GC_SELECTOR.matcher(arg).matches();
    }
}
