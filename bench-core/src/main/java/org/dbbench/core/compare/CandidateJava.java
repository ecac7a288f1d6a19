package org.dbbench.core.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.BadInputException;

/**
 * The java a candidate runs on, asked what it is before anything runs: its version and home from
 * {@code -XshowSettings:properties}, and whether it is a full JDK (Chronicle Map compiles classes at
 * run time and needs {@code jdk.compiler}). A path that is not a JDK 17+ is refused with one line.
 * <p>
 * The path may be a launcher rather than the JDK's own java: a version manager's shim, or a script
 * that starts java pinned to CPUs ({@code exec taskset -c 1 /path/java "$@"}). What it reports is
 * the JDK behind it; the round's JVM and every JMH fork are then started through the launcher, so
 * what it does applies to the measured forks.
 *
 * @param java what a round is started with: the JDK's own bin/java, or the launcher
 * @param feature the feature release: 17, 21, 25...
 * @param version java.runtime.version, e.g. 17.0.15+6-Debian-1deb12u1
 * @param vmVersion java.vm.version, which JMH records for the JVM it forked
 * @param launcher whether {@code java} is a launcher, not the JDK's own bin/java
 */
public record CandidateJava(Path java, Path home, int feature, String version, String vmVersion, String vendor,
        boolean launcher) {
    static final int MIN_FEATURE = 17;

    /** The java running this process. */
    public static CandidateJava current() {
        Path home = Path.of(System.getProperty("java.home"));
        return new CandidateJava(home.resolve("bin/java"), home, Runtime.version().feature(),
                System.getProperty("java.runtime.version"), System.getProperty("java.vm.version"),
                System.getProperty("java.vm.vendor"), false);
    }

    /** @throws BadInputException naming the option and path when it is not a JDK 17+ or a launcher of one */
    public static CandidateJava probe(String option, Path java) {
        if (!Files.isRegularFile(java) || !Files.isExecutable(java)) {
            throw new BadInputException(option + " " + java + " is not an executable file; " + JavaProbe.WANTED
                    + ", e.g. /usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        }
        String settings = output(option, java, "-XshowSettings:properties", "-version");
        String spec = property(settings, "java.specification.version");
        String home = property(settings, "java.home");
        int feature;
        try {
            feature = Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
        } catch (NumberFormatException e) {
            throw new BadInputException(option + " " + java + " does not say which Java it is; " + JavaProbe.WANTED);
        }
        if (feature < MIN_FEATURE) {
            throw new BadInputException(option + " " + java + " is Java " + spec + "; " + JavaProbe.WANTED);
        }
        if (!Files.isExecutable(Path.of(home, "bin", "java"))) {
            throw new BadInputException(option + " " + java + " says its Java is in " + home + ", which holds no"
                    + " bin/java here; " + JavaProbe.WANTED);
        }
        boolean compiler = output(option, java, "--list-modules").lines().anyMatch(l -> l.startsWith("jdk.compiler@"));
        if (!compiler) {
            throw new BadInputException(option + " " + java + " is a Java " + feature + " runtime without the"
                    + " jdk.compiler module, not a JDK; " + JavaProbe.WANTED.replace("a JDK", "a full JDK"));
        }
        Path own = Path.of(home, "bin", "java");
        boolean launcher = !real(java).equals(real(own));
        // the JDK's own java is named by its home, however it was reached (/usr/bin/java, a symlink)
        return new CandidateJava(launcher ? java.toAbsolutePath().normalize() : own, Path.of(home), feature,
                property(settings, "java.runtime.version"), property(settings, "java.vm.version"),
                property(settings, "java.vm.vendor"), launcher);
    }

    private static String output(String option, Path java, String... args) {
        JavaProbe.Output o = JavaProbe.run(option, java, List.of(args));
        if (o.exit() != 0) {
            throw new BadInputException(option + " " + java + " failed to run '" + String.join(" ", args)
                    + "' (" + o.reason() + "); " + JavaProbe.WANTED);
        }
        return o.text();
    }

    /** A "    key = value" line of -XshowSettings:properties; "unknown" when absent. */
    static String property(String settings, String key) {
        for (String line : settings.split("\\R")) {
            String t = line.trim();
            if (t.startsWith(key + " = ")) {
                return t.substring(key.length() + 3).trim();
            }
        }
        return "unknown";
    }

    /** Whether two candidates start alike: the same JDK, and the same launcher or none. */
    public boolean sameAs(CandidateJava other) {
        return real(home).equals(real(other.home)) && launcher == other.launcher
                && (!launcher || real(java).equals(real(other.java)));
    }

    /**
     * "JDK 17.0.15 (Debian, /usr/lib/jvm/.../bin/java)", or for a launcher
     * "/path/launcher -> JDK 17.0.15 (Debian, /usr/lib/jvm/.../bin/java)": for headers and the report.
     */
    public String describe() {
        String jdk = "JDK " + version.replaceAll("\\+.*", "") + " (" + vendor + ", " + home.resolve("bin/java") + ")";
        return launcher ? java + " -> " + jdk : jdk;
    }

    static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }
}
