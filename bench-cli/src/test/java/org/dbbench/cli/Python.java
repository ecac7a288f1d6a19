package org.dbbench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The python3 the tests run the scripts with: Debian's, which .ci/run installs, where it is; else the
 * one on the PATH. A version manager's shim ahead of it on the PATH (pyenv's) runs a shell and a dozen
 * processes before python starts: 0.35 s a start against 0.04 s on the 2-core VM (2026-11-27), and the
 * tests start the scripts a few dozen times. The scripts' own #! line is what a user runs.
 */
final class Python {
    static final String PYTHON3 = Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";

    private Python() {
    }

    /** The command that runs {@code script} with {@code args}. */
    static List<String> command(Path script, List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(PYTHON3, script.toAbsolutePath().toString()));
        cmd.addAll(args);
        return cmd;
    }
}
