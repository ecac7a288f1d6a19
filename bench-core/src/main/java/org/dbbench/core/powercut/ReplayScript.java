package org.dbbench.core.powercut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The replay of a failed state: a shell script kept in the bundle beside the state's files
 * ({@code states/<id>/}) and PROGRAM's output up to its cut ({@code acks/cut-N.acks}). It rebuilds
 * exactly that state in a fresh temporary directory (empty directories included) and runs the check
 * on it as the run did, so a failure is replayed without running PROGRAM again. Its exit status is
 * the check's.
 */
final class ReplayScript {
    static final String DIR = "replay";

    private ReplayScript() {
    }

    /** The one-line command, relative to the bundle directory. */
    static String command(String id) {
        return "sh " + DIR + "/" + id + ".sh";
    }

    /**
     * @param state the state's whole tree as built (the layer's root)
     * @param programDir PROGRAM's directory inside it: what {@code POWERCUT_DIR} names
     */
    static String text(PowercutSettings s, String id, String description, Path state, String programDir,
            String acksName) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("#!/bin/sh");
        lines.add("# bench powercut, a failed crash state; the operations PROGRAM had pending at the cut:");
        description.lines().forEach(l -> lines.add("# " + l));
        lines.add("# Rebuilds this crash state in a fresh directory and runs the check on it; exit status: the check's.");
        lines.add("here=$(cd \"$(dirname \"$0\")/..\" && pwd) || exit 1");
        lines.add("d=$(mktemp -d) || exit 1");
        for (String dir : directories(state)) lines.add("mkdir -p \"$d\"/" + quote(dir));
        lines.add("if [ -d \"$here/states/" + id + "\" ]; then cp -R \"$here/states/" + id + "/.\" \"$d\"; fi");
        lines.add("cd " + quote(s.workingDir().toString()) + " || exit 1");
        lines.add(PowercutSettings.DIR_VARIABLE + "=\"$d/" + programDir + "\" " + PowercutSettings.ACKS_VARIABLE + "=\"$here/acks/" + acksName
                + "\" /bin/sh -c " + quote(s.check()));
        lines.add("status=$?");
        lines.add("rm -rf \"$d\"");
        lines.add("exit $status");
        return String.join("\n", lines) + "\n";
    }

    /** Every directory of the state, relative to it: the bundle keeps files only. */
    private static List<String> directories(Path state) throws IOException {
        if (!Files.isDirectory(state)) return List.of();
        try (Stream<Path> all = Files.walk(state)) {
            return all.filter(p -> !p.equals(state) && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                    .map(p -> state.relativize(p).toString()).sorted().toList();
        }
    }

    /** A word for /bin/sh, single-quoted. */
    static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
