package org.dbbench.core.env;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reads small kernel files; a file that cannot be read is "unknown", never an error. */
final class SysFs {
    static final String UNKNOWN = "unknown";

    private SysFs() {
    }

    static String read(Path file) {
        try {
            String s = Files.readString(file, StandardCharsets.UTF_8).trim();
            return s.isEmpty() ? UNKNOWN : s;
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }

    static String read(String file) {
        return read(Path.of(file));
    }

    static List<String> lines(String file) {
        try {
            return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The bracketed entry of a choice file such as queue/scheduler: "mq-deadline [none]" gives "none". */
    static String selected(String choices) {
        int open = choices.indexOf('[');
        int close = choices.indexOf(']', open + 1);
        return open >= 0 && close > open ? choices.substring(open + 1, close) : choices;
    }
}
