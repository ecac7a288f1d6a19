package org.dbbench.core.compare;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.dbbench.core.Json;
import org.dbbench.core.JvmFlags;
import org.dbbench.core.jmh.CandidateForkArgs;

/**
 * One side of a comparison: the java, JVM flags, engine jars, store settings and data directory a
 * round runs with. Each round is a fresh JVM running this suite's own command with these; its JMH
 * forks inherit the java (JMH forks the JVM it runs in; a launcher is named to JMH, see
 * {@link CandidateForkArgs#LAUNCHER_PROPERTY}), the class path (JMH passes its own on) and the flags
 * (JMH passes the JVM's arguments on, and {@link CandidateForkArgs} puts them last).
 *
 * @param side "A" or "B"
 * @param jvmArgs JVM flags as given
 * @param jars engine jars put before the suite's jar on the class path, so their classes are found first
 * @param settings store settings, given to the JVM as system properties (-Dkey=value)
 * @param dir the directory the study measures in (threeen1 --data-dir, logio --dir), or null
 */
public record Candidate(String side, CandidateJava java, List<String> jvmArgs, List<EngineJar> jars,
        Map<String, String> settings, Path dir) {

    public Candidate {
        jvmArgs = List.copyOf(jvmArgs);
        jars = List.copyOf(jars);
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** The suite's jar on the java running now, nothing changed. */
    public static Candidate plain(String side) {
        return new Candidate(side, CandidateJava.current(), List.of(), List.of(), Map.of(), null);
    }

    /** The flags every fork must run with: the JVM flags, then the settings as system properties. */
    public List<String> forkArgs() {
        List<String> args = new ArrayList<>(jvmArgs);
        settings.forEach((k, v) -> args.add("-D" + k + "=" + v));
        return args;
    }

    /**
     * The command of one round: this candidate's java running {@code mainClass} from the engine jars
     * and then the suite's jar, with the study's arguments and a results directory of its own.
     */
    public List<String> command(Path suiteJar, String mainClass, String study, List<String> studyArgs,
            String dirOption, Path roundResults) {
        return command(suiteJar, mainClass, study, studyArgs, dirOption, roundResults, List.of());
    }

    /** The same, with flags of the comparison's own that the round's forks also get (not the candidate's). */
    List<String> command(Path suiteJar, String mainClass, String study, List<String> studyArgs,
            String dirOption, Path roundResults, List<String> comparisonForkArgs) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.java().toString());
        // the manifest's Add-Opens reach only "java -jar"; with -cp the flags are given here
        cmd.addAll(JvmFlags.forJdk(java.feature()));
        cmd.add("-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"));
        List<String> forks = new ArrayList<>(forkArgs());
        forks.addAll(comparisonForkArgs);
        cmd.addAll(forks);
        if (java.launcher()) {
            cmd.add("-D" + CandidateForkArgs.LAUNCHER_PROPERTY + "=" + java.java());
        }
        if (!forks.isEmpty()) {
            cmd.add("-D" + CandidateForkArgs.PROPERTY + "=" + Json.MAPPER.valueToTree(forks).toString());
        }
        List<String> classPath = new ArrayList<>();
        jars.forEach(j -> classPath.add(j.path().toString()));
        classPath.add(suiteJar.toAbsolutePath().toString());
        cmd.add("-cp");
        cmd.add(String.join(File.pathSeparator, classPath));
        cmd.add(mainClass);
        cmd.add(study);
        cmd.addAll(studyArgs);
        if (dir != null) {
            cmd.add(dirOption);
            cmd.add(dir.toAbsolutePath().toString());
        }
        cmd.add("--results-dir");
        cmd.add(roundResults.toAbsolutePath().toString());
        return cmd;
    }

    /** What this candidate is, for comparison.json and the report. */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("java", java.describe());
        m.put("javaVersion", java.version());
        m.put("launcher", java.launcher() ? java.java().toString() : null);
        m.put("jvmArgs", jvmArgs);
        m.put("jars", jars.stream().map(EngineJar::describe).toList());
        m.put("settings", settings);
        m.put("dir", dir == null ? null : dir.toAbsolutePath().toString());
        return m;
    }

    /** How two candidates differ, one line per kind of difference; empty for an A/A calibration. */
    public static List<String> differences(Candidate a, Candidate b) {
        List<String> d = new ArrayList<>();
        if (!a.java.sameAs(b.java)) {
            d.add("java: A " + a.java.describe() + "; B " + b.java.describe());
        }
        if (!a.jvmArgs.equals(b.jvmArgs)) {
            d.add("JVM flags: A " + orNone(String.join(" ", a.jvmArgs)) + "; B " + orNone(String.join(" ", b.jvmArgs)));
        }
        if (!a.jars.equals(b.jars)) {
            d.add("engine jars: A " + jarList(a) + "; B " + jarList(b));
        }
        if (!a.settings.equals(b.settings)) {
            d.add("store settings: A " + orNone(settingList(a)) + "; B " + orNone(settingList(b)));
        }
        if (!Objects.equals(a.dir, b.dir)) {
            d.add("directory: A " + (a.dir == null ? "the default" : a.dir) + "; B "
                    + (b.dir == null ? "the default" : b.dir));
        }
        return d;
    }

    private static String jarList(Candidate c) {
        return c.jars.isEmpty() ? "the bundled engines" : String.join(", ", c.jars.stream()
                .map(j -> j.engine() + " " + j.version() + " (" + j.path().getFileName() + ", sha256 "
                        + j.sha256().substring(0, 12) + "...)").toList());
    }

    private static String settingList(Candidate c) {
        List<String> l = new ArrayList<>();
        c.settings.forEach((k, v) -> l.add(k + "=" + v));
        return String.join(" ", l);
    }

    private static String orNone(String s) {
        return s.isEmpty() ? "(none)" : s;
    }
}
