package org.dbbench.threeen1.workload;

/**
 * Which stack frames are the Java runtime's: walked past to find the code that waited (the engine's,
 * or the suite's), by {@code --waits} and by a stalled run's message alike.
 */
public final class JdkFrames {
    private static final String[] RUNTIME = {"java.", "jdk.", "sun.", "javax.", "com.sun."};

    private JdkFrames() {
    }

    /** True for a class of the Java runtime. */
    public static boolean isRuntime(String className) {
        for (String p : RUNTIME) {
            if (className.startsWith(p)) {
                return true;
            }
        }
        return false;
    }
}
