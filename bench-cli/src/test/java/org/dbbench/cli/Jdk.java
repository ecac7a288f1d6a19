package org.dbbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A JDK the jar is checked on: the one running the build, plus every other full JDK 17+ installed
 * next to it (on these machines a Temurin 25 sits beside the default OpenJDK 17).
 */
record Jdk(Path home, int feature) {

    Path java() {
        return home.resolve("bin/java");
    }

    @Override
    public String toString() {
        return "JDK " + feature + " (" + home + ")";
    }

    static Jdk current() {
        return new Jdk(Path.of(System.getProperty("java.home")), Runtime.version().feature());
    }

    /** The running JDK first, then the others found beside it, one per real directory. */
    static List<Jdk> installed() {
        Map<Path, Jdk> found = new LinkedHashMap<>();
        Jdk cur = current();
        found.put(real(cur.home()), cur);
        Path jvmDir = cur.home().getParent();
        try (Stream<Path> s = Files.list(jvmDir)) {
            for (Path home : s.sorted().toList()) {
                int feature = feature(home);
                if (feature >= 17 && Files.isExecutable(home.resolve("bin/java"))
                        && Files.isExecutable(home.resolve("bin/javac"))) {
                    found.putIfAbsent(real(home), new Jdk(home, feature));
                }
            }
        } catch (IOException e) {
            // only the running JDK then
        }
        return new ArrayList<>(found.values());
    }

    /** Feature release from the JDK's release file, 0 when unreadable. */
    static int feature(Path home) {
        try {
            for (String line : Files.readAllLines(home.resolve("release"))) {
                if (line.startsWith("JAVA_VERSION=")) {
                    String v = line.substring(13).replace("\"", "");
                    return Integer.parseInt(v.split("[.+-]")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath();
        }
    }
}
