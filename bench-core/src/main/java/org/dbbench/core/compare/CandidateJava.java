package org.dbbench.core.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.BadInputException;

/**
 * The java a candidate runs on, asked what it is before anything runs: its version and home from
 * {@code -XshowSettings:properties}, and whether it is a full JDK (Chronicle Map compiles classes at
 * run time and needs {@code jdk.compiler}). A path that is not a JDK 17+ is refused with one line.
 *
 * @param feature the feature release: 17, 21, 25...
 * @param version java.runtime.version, e.g. 17.0.15+6-Debian-1deb12u1
 */
public record CandidateJava(Path java, Path home, int feature, String version, String vendor) {
    static final int MIN_FEATURE = 17;

    /** The java running this process. */
    public static CandidateJava current() {
        Path home = Path.of(System.getProperty("java.home"));
        return new CandidateJava(home.resolve("bin/java"), home, Runtime.version().feature(),
                System.getProperty("java.runtime.version"), System.getProperty("java.vm.vendor"));
    }

    /** @throws BadInputException naming the option and path when it is not a JDK 17+ */
    public static CandidateJava probe(String option, Path java) {
        if (!Files.isRegularFile(java) || !Files.isExecutable(java)) {
            throw new BadInputException(option + " " + java + " is not an executable file; give the java of a"
                    + " JDK 17 or newer, e.g. /usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        }
        String settings = output(option, java, "-XshowSettings:properties", "-version");
        String spec = property(settings, "java.specification.version");
        String home = property(settings, "java.home");
        int feature;
        try {
            feature = Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
        } catch (NumberFormatException e) {
            throw new BadInputException(option + " " + java + " does not say which Java it is; give the java of a"
                    + " JDK 17 or newer");
        }
        if (feature < MIN_FEATURE) {
            throw new BadInputException(option + " " + java + " is Java " + spec + "; a JDK 17 or newer is needed");
        }
        boolean compiler = output(option, java, "--list-modules").lines().anyMatch(l -> l.startsWith("jdk.compiler@"));
        if (!compiler) {
            throw new BadInputException(option + " " + java + " is a Java " + feature + " runtime without the"
                    + " jdk.compiler module, not a JDK; give the java of a full JDK 17 or newer");
        }
        return new CandidateJava(java.toAbsolutePath(), Path.of(home), feature,
                property(settings, "java.runtime.version"), property(settings, "java.vm.vendor"));
    }

    private static String output(String option, Path java, String... args) {
        JavaProbe.Output o = JavaProbe.run(option, java, List.of(args));
        if (o.exit() != 0) {
            throw new BadInputException(option + " " + java + " failed to run '" + String.join(" ", args)
                    + "'; give the java of a JDK 17 or newer");
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

    /** "JDK 17.0.15 (Debian)": for headers and the report. */
    public String describe() {
        return "JDK " + version.replaceAll("\\+.*", "") + " (" + vendor + ", " + java + ")";
    }
}
