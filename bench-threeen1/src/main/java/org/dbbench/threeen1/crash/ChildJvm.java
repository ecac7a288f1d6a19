package org.dbbench.threeen1.crash;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.JvmFlags;

/**
 * The command line of a child JVM running one of the suite's main classes: the same java, the
 * suite's JVM flags, and this process's class path. Run from the jar, that class path is the shaded
 * jar itself; run from Maven's tests, it is the module's classes and dependencies, so the crash
 * command and its test start the very same child.
 */
public final class ChildJvm {
    /** Enough for the crash test's ranges and the strace test's few commits. */
    public static final int DEFAULT_HEAP_MB = 512;

    private ChildJvm() {
    }

    public static List<String> command(Class<?> main, String... args) {
        return command(DEFAULT_HEAP_MB, main, args);
    }

    public static List<String> command(int heapMb, Class<?> main, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JvmFlags.forkArgs());
        cmd.add("-Xmx" + heapMb + "m");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(main.getName());
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** The command with the child's java.io.tmpdir set to {@code dir}. */
    public static List<String> withTmpDir(List<String> command, Path dir) {
        List<String> cmd = new ArrayList<>(command);
        cmd.add(1, "-Djava.io.tmpdir=" + dir);
        return cmd;
    }
}
