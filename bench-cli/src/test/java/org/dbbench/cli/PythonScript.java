package org.dbbench.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One of scripts/ written in Python, as the tests run it: with Debian's python3, which .ci/run
 * installs, where it is, else the one on the PATH. A version manager's shim ahead of it on the PATH
 * (pyenv's) runs a shell and a dozen processes before python starts: 0.35 s a start against 0.04 s on
 * the 2-core VM (2026-11-27), and the tests start the scripts a few dozen times. The script's own #!
 * line is what a user runs.
 */
final class PythonScript {
    static final String PYTHON3 = Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";

    private final String name;

    /** {@code name}: the script's file in scripts/, e.g. "fio-compare". */
    PythonScript(String name) {
        this.name = name;
    }

    /** What the script printed and its exit status. */
    record Run(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    /**
     * Skips the test, naming what is missing, unless python3 and every one of {@code tools} answer
     * for their version: .ci/run installs them; a developer machine without them skips.
     */
    void assumeInstalled(String... tools) throws Exception {
        List<String> needed = new ArrayList<>(List.of("python3"));
        needed.addAll(List.of(tools));
        for (String tool : needed) {
            boolean found = false;
            try {
                Process p = new ProcessBuilder(tool.equals("python3") ? PYTHON3 : tool, tool.equals("strace") ? "-V" : "--version")
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                found = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
            } catch (java.io.IOException e) {
                // not on the PATH
            }
            assumeTrue(found, tool + " is not installed; scripts/" + name + " needs it");
        }
    }

    /** Runs the script with {@code args}, no input, and waits for it (at most 5 minutes). */
    Run run(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(PYTHON3, Path.of("../scripts", name).toAbsolutePath().toString()));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(name + "-out", ".txt");
        Path err = Files.createTempFile(name + "-err", ".txt");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IllegalStateException("timed out: " + cmd);
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
