package org.dbbench.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM flags every JVM of the suite runs with. Their values live in the parent pom (one home for
 * the manifest, surefire/failsafe and this class); this class turns them into command-line flags for
 * the JMH forks it starts.
 */
public final class JvmFlags {
    /**
     * Set only by the suite's own tests (the parent pom's tests.forkFlags): comma-separated flags that
     * every JVM the suite starts gets last, and passes on to the JVMs it starts in turn. The tests
     * check behaviour, never speed; on two cores C2's compiler threads and a pre-touched heap cost
     * each short-lived fork more CPU than its run. A JMH fork records its flags in jmh.json, so a
     * result made with them says so.
     */
    public static final String TESTS_PROPERTY = "dbbench.tests.jvmFlags";

    /** First JDK that warns about native access and sun.misc.Unsafe use without these flags. */
    private static final int NATIVE_ACCESS_FROM = 24;

    private JvmFlags() {
    }

    /** Flags for a JVM of the given feature release (17, 21, 25...). */
    public static List<String> forJdk(int feature) {
        List<String> flags = new ArrayList<>();
        for (String pkg : words(SuiteInfo.get("jvm.addOpens"))) {
            flags.add("--add-opens=" + pkg + "=ALL-UNNAMED");
        }
        for (String pkg : words(SuiteInfo.get("jvm.addExports"))) {
            flags.add("--add-exports=" + pkg + "=ALL-UNNAMED");
        }
        flags.addAll(words(SuiteInfo.get("jvm.systemProperties")));
        if (feature >= NATIVE_ACCESS_FROM) {
            flags.add("--enable-native-access=ALL-UNNAMED");
            // JMH and Chronicle use sun.misc.Unsafe; JDK 24+ warns at first use (JDK 17 rejects the flag)
            flags.add("--sun-misc-unsafe-memory-access=allow");
        }
        flags.addAll(testsFlags());
        return flags;
    }

    /** The flags {@value #TESTS_PROPERTY} names, and the property itself; none outside the suite's tests. */
    public static List<String> testsFlags() {
        String given = System.getProperty(TESTS_PROPERTY, "");
        if (given.isBlank()) {
            return List.of();
        }
        List<String> flags = new ArrayList<>(Arrays.asList(given.trim().split(",")));
        flags.add("-D" + TESTS_PROPERTY + "=" + given.trim());
        return flags;
    }

    /** Flags for a JMH fork, which runs on the same JDK as this process. */
    public static List<String> forkArgs() {
        return forJdk(Runtime.version().feature());
    }

    /**
     * True in a JVM of JDK 24+ started without {@code --sun-misc-unsafe-memory-access=allow} (the
     * bench command itself, run with java -jar: a manifest cannot carry that flag; forks and tests get
     * it). Libraries with a path that avoids sun.misc.Unsafe should take it here, or the JDK prints a
     * warning on stderr.
     */
    public static boolean unsafeMemoryAccessWarns() {
        return Runtime.version().feature() >= NATIVE_ACCESS_FROM && !java.lang.management.ManagementFactory
                .getRuntimeMXBean().getInputArguments().contains("--sun-misc-unsafe-memory-access=allow");
    }

    /** Chronicle Map generates classes at run time and needs the compiler a JRE does not ship. */
    public static boolean hasJdkCompiler() {
        return ModuleLayer.boot().findModule("jdk.compiler").isPresent();
    }

    private static List<String> words(String s) {
        return "unknown".equals(s) || s.isBlank() ? List.of() : Arrays.asList(s.trim().split("\\s+"));
    }
}
