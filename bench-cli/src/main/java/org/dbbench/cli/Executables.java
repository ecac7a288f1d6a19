package org.dbbench.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.BadInputException;

/** Whether a command's first word names a program that can run: a path to an executable, or one on PATH. */
final class Executables {
    private Executables() {
    }

    /** The first word of a shell command, past variable assignments (A=b), without its quotes. */
    static String firstWord(String command) {
        for (String word : command.trim().split("\\s+")) {
            if (word.matches("[A-Za-z_][A-Za-z0-9_]*=.*")) continue;
            return word.replace("'", "").replace("\"", "");
        }
        return "";
    }

    /** Refuses {@code word} (from {@code option} '{@code given}') when it is no executable here. */
    static void require(String option, String given, String word) {
        if (!found(word)) {
            throw new BadInputException(option + " '" + given + "': '" + word + "' is not an executable"
                    + (word.contains("/") ? "" : " on PATH") + "; give a program that exists and may be run");
        }
    }

    static boolean found(String word) {
        if (word.isEmpty()) return false;
        if (word.contains("/")) {
            Path p = Path.of(word);
            return Files.isRegularFile(p) && Files.isExecutable(p);
        }
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String d : path.split(File.pathSeparator)) {
            if (d.isEmpty()) continue;
            Path p = Path.of(d, word);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return true;
        }
        return false;
    }
}
