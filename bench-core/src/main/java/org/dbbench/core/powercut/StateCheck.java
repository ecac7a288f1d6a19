package org.dbbench.core.powercut;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The check of one crash state: CHECK COMMAND through {@code /bin/sh -c}, in the directory bench was
 * started from, with {@code POWERCUT_DIR} set to a fresh copy of the state (its own: what the check
 * writes there no other state sees) and {@code POWERCUT_ACKS} to PROGRAM's output up to the cut.
 */
final class StateCheck {
    /** How the check ended: its exit status and the last line it printed (stdout and stderr together). */
    record Verdict(int exitStatus, String lastLine) {
        boolean passed() {
            return exitStatus == 0;
        }
    }

    private StateCheck() {
    }

    static Verdict run(PowercutSettings s, Path copy, Path acks, Path output, ChildProcess child) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", s.check()).directory(s.workingDir().toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().put(PowercutSettings.DIR_VARIABLE, copy.toString());
        builder.environment().put(PowercutSettings.ACKS_VARIABLE, acks.toString());
        Process check = child.start(builder);
        int status = check.waitFor();
        child.ended(check);
        List<String> lines = Files.readAllLines(output, StandardCharsets.ISO_8859_1).stream()
                .filter(l -> !l.isBlank()).toList();
        return new Verdict(status, lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip());
    }

    /** Copies the tree at {@code from} to {@code to} (created), links as links. */
    static void copyTree(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        if (!Files.isDirectory(from)) return; // the state holds nothing: the copy is an empty directory
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (p.equals(from)) continue;
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) Files.createDirectories(target);
                else Files.copy(p, target, LinkOption.NOFOLLOW_LINKS, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    /** Removes a tree (a state's copy once checked); never follows a link out of it. */
    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
