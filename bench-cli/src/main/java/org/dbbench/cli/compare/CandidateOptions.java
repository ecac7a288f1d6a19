package org.dbbench.cli.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dbbench.core.BadInputException;
import org.dbbench.core.WritableDir;
import org.dbbench.core.compare.Candidate;
import org.dbbench.core.compare.CandidateJava;
import org.dbbench.core.compare.EngineJar;
import org.dbbench.core.compare.JavaProbe;
import org.dbbench.core.compare.StudyAdapter;

/**
 * One candidate's options of {@code bench compare} (--a-jar/--b-jar, --x-java, --x-jvm-args, --x-set,
 * --x-dir), each checked and read into the {@link Candidate} its rounds run as; a value the candidate
 * cannot use is refused here, before the first round.
 */
final class CandidateOptions {
    private CandidateOptions() {
    }

    static Candidate read(String side, StudyAdapter adapter, List<String> jarSpecs, Path java,
            String jvmArgs, List<String> sets, Path dir, List<String> studyArgs) {
        String up = side.toUpperCase(Locale.ROOT);
        List<EngineJar> jars = new ArrayList<>();
        if (!jarSpecs.isEmpty() && adapter.enginePackages().isEmpty()) {
            throw new BadInputException("--" + side + "-jar " + jarSpecs.get(0) + ": " + adapter.study()
                    + " runs no database engine; engine jars are for a study that runs one");
        }
        for (String spec : jarSpecs) {
            EngineJar jar = EngineJar.check("--" + side + "-jar", spec, adapter.enginePackages(),
                    adapter::engineVersionFile);
            String unused = adapter.engineUnused(jar.engine(), studyArgs);
            if (unused != null) {
                throw new BadInputException("--" + side + "-jar " + spec + ": " + unused + ", so the jar cannot"
                        + " matter; give a --store that runs " + jar.engine() + " or leave the jar out");
            }
            jars.add(jar);
        }
        CandidateJava j = java == null ? CandidateJava.current() : CandidateJava.probe("--" + side + "-java", java);
        List<String> flags = jvmArgs == null || jvmArgs.isBlank() ? List.of() : List.of(jvmArgs.trim().split("\\s+"));
        for (String f : flags) {
            if (!f.startsWith("-") || List.of("-cp", "-classpath", "--class-path", "-jar").contains(f)) {
                throw new BadInputException("--" + side + "-jvm-args: '" + f + "' is not allowed; give JVM flags"
                        + " starting with '-' (the class path is set by bench compare: use --" + side + "-jar)");
            }
        }
        Map<String, String> settings = new LinkedHashMap<>();
        for (String s : sets) {
            int eq = s.indexOf('=');
            String key = eq < 0 ? "" : s.substring(0, eq);
            if (eq <= 0 || !key.matches("[A-Za-z0-9_.-]+")) {
                throw new BadInputException("--" + side + "-set " + s + " is not KEY=VALUE, a system property"
                        + " name, '=' and its value (see bench compare --help for the study's examples)");
            }
            String unused = adapter.settingUnused(key, studyArgs);
            if (unused != null) {
                throw new BadInputException("--" + side + "-set " + s + ": " + unused + ", so the setting cannot"
                        + " matter; give a --store that reads it or leave it out");
            }
            settings.put(key, s.substring(eq + 1));
        }
        KnownEffects.check("--" + side + "-set", settings, adapter);
        if (dir != null && !Files.isDirectory(dir)) {
            throw new BadInputException("--" + side + "-dir " + dir + " is not an existing directory; give the"
                    + " directory " + up + " measures in");
        }
        if (dir != null) {
            WritableDir.check("--" + side + "-dir", dir, 0, null);
        }
        // the JVM started with the candidate's flags, under a time limit: a flag it refuses is bad input
        JavaProbe.checkFlags("--" + side + "-jvm-args", j.java(), flags);
        return new Candidate(up, j, flags, jars, settings, dir);
    }
}
