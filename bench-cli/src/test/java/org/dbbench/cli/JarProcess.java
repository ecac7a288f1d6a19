package org.dbbench.cli;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs benchmarks.jar as a user does ({@code java -jar}), with its own java.io.tmpdir: JMH takes a
 * lock file in the temporary directory and refuses to start while another JMH (another build on the
 * same machine) holds it. The command is {@link Jar#command}'s.
 */
final class JarProcess {
    private JarProcess() {
    }

    static Jar.Result run(Jdk jdk, Path tmpDir, Path workDir, String... args) throws Exception {
        Files.createDirectories(tmpDir);
        List<String> cmd = Jar.command(jdk, tmpDir, args);
        Path out = Files.createTempFile(tmpDir, "out", ".txt");
        Path err = Files.createTempFile(tmpDir, "err", ".txt");
        Process p = new ProcessBuilder(cmd).directory(workDir.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        // a guard against a hang, not a speed check: 'bench quick' runs every case in several JVM
        // forks, and on a shared 2-core machine under heavy load it has taken over 6 minutes
        if (!p.waitFor(20, TimeUnit.MINUTES)) {
            p.destroyForcibly().waitFor();
            throw new AssertionError("timed out: " + cmd + "\n" + Files.readString(out));
        }
        Jar.Result r = new Jar.Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return r;
    }
}
