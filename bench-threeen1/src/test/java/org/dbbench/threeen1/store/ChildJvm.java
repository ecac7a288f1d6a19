package org.dbbench.threeen1.store;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.JvmFlags;

/** The command line of a child JVM running a main class of these tests, with the suite's JVM flags. */
final class ChildJvm {
    private ChildJvm() {
    }

    static List<String> command(Class<?> main, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JvmFlags.forkArgs());
        cmd.add("-Xmx512m");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(main.getName());
        cmd.addAll(List.of(args));
        return cmd;
    }
}
