package org.dbbench.threeen1.profile;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Where a profiled run's JFR recording goes: {@value #DIR}/{@code <store>-<profile>-<durability>-k<k>-runN.jfr}
 * in the bundle, N counting the case's runs. The forks write them and the report reads them back; the
 * names are made from the benchmark's parameters, which both sides have.
 */
public final class Recordings {
    /** The bundle's directory of recordings. */
    public static final String DIR = "profiles";

    private Recordings() {
    }

    /** "derby-tuned-relaxed-k4" (and "-c2" when pinned to 2 CPUs), from the benchmark's parameters. */
    public static String caseName(UnaryOperator<String> param) {
        String cpus = param.apply("cpus"); // --cpus: "-c2" for a point pinned to 2 CPUs
        return param.apply("store") + "-" + ("true".equals(param.apply("tuned")) ? "tuned" : "defaults") + "-"
                + param.apply("durability") + "-k" + param.apply("workers")
                + (cpus == null || cpus.equals("0") ? "" : "-c" + cpus);
    }

    /**
     * The case's first free {@code -runN.jfr} in {@code dir}, created empty so that no other run takes it.
     * The number counts the case's runs across forks: a run in a fresh JVM cannot count them itself, and a
     * per-fork counter gave every fork "run1", each recording overwriting the one before.
     */
    public static Path claim(Path dir, UnaryOperator<String> param) throws IOException {
        Files.createDirectories(dir);
        String caseName = caseName(param);
        for (int run = 1; ; run++) {
            try {
                return Files.createFile(dir.resolve(caseName + "-run" + run + ".jfr"));
            } catch (FileAlreadyExistsException taken) {
                // an earlier run of this case (in this JVM or another) has it
            }
        }
    }

    /** The case's recordings under {@code source} (a bundle, or a run in progress's directory), in run order. */
    public static List<Path> of(Path source, UnaryOperator<String> param) {
        List<Path> found = new ArrayList<>();
        if (source == null) {
            return found;
        }
        String caseName = caseName(param);
        for (int run = 1; ; run++) {
            Path jfr = source.resolve(DIR).resolve(caseName + "-run" + run + ".jfr");
            if (!Files.isRegularFile(jfr)) {
                return found;
            }
            found.add(jfr);
        }
    }
}
