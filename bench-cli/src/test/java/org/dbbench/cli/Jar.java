package org.dbbench.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.JvmFlags;

/**
 * Runs the shaded benchmarks.jar as a user does: {@code java -jar benchmarks.jar ...}, with only the
 * tests' JVM flags ({@link JvmFlags#testsFlags()}: C1 only, passed on to its forks).
 */
final class Jar {
    static final Path JAR = Path.of(System.getProperty("benchmarks.jar", "target/benchmarks.jar"));

    record Result(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    private Jar() {
    }

    /** {@code java -jar benchmarks.jar ARGS} on {@code jdk}, with its own java.io.tmpdir and the tests' flags. */
    static List<String> command(Jdk jdk, Path tmpDir, String... args) {
        List<String> cmd = new ArrayList<>(List.of(jdk.java().toString(), "-Djava.io.tmpdir=" + tmpDir));
        cmd.addAll(JvmFlags.testsFlags());
        cmd.addAll(List.of("-jar", JAR.toAbsolutePath().toString()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    static Result run(Jdk jdk, String... args) throws IOException, InterruptedException {
        return run(jdk, null, args);
    }

    static Result run(Jdk jdk, Path workDir, String... args) throws IOException, InterruptedException {
        if (!Files.exists(JAR)) {
            throw new IllegalStateException(JAR + " is missing: run 'mvn package' first");
        }
        // a private temporary directory: JMH's machine-wide lock lives there, and another JMH on
        // this machine (a developer's run) must not fail the test
        Path privateTmp = Files.createTempDirectory("jar-tmp");
        List<String> cmd = command(jdk, privateTmp, args);
        Path out = Files.createTempFile("jar-out", ".txt");
        Path err = Files.createTempFile("jar-err", ".txt");
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            if (workDir != null) {
                pb.directory(workDir.toFile());
            }
            Process p = pb.start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IllegalStateException("timed out: " + cmd);
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            try (var files = Files.walk(privateTmp)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
