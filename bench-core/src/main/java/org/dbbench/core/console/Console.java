package org.dbbench.core.console;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.dbbench.core.Plural;

/**
 * What a benchmarking command shows its user, kept apart from what its machinery says. While a
 * run is {@linkplain #capture captured}, everything written to System.out and System.err (JMH's
 * own output, every fork's relayed stdout and stderr) goes to a log file that the bundle keeps as
 * {@value #LOG_NAME}; the user sees only what is written to {@link #screen()}: a header, one
 * progress line, then the summary. With {@code --verbose} the log is also streamed as it is written.
 * On a failure the last lines of the log and its path are shown, so the cause is one look away.
 */
public final class Console {
    /** The log's name inside a results bundle. */
    public static final String LOG_NAME = "console.log";
    /** Lines of the log shown when a run fails. */
    public static final int TAIL_LINES = 20;

    private static volatile boolean verbose;
    /** The user's stderr while a capture is on; null when none is. */
    private static volatile PrintStream screen;

    private Console() {
    }

    /** Sets whether captured output is streamed to the user too ({@code --verbose}). */
    public static void verbose(boolean on) {
        verbose = on;
    }

    public static boolean verbose() {
        return verbose;
    }

    /** Where progress lines go: the user's stderr, even while System.err is being captured. */
    public static PrintStream screen() {
        PrintStream s = screen;
        return s != null ? s : System.err;
    }

    /** True when the user watches a terminal (progress is then rewritten in place), false on a pipe or file. */
    public static boolean onTerminal() {
        return System.console() != null && !verbose;
    }

    /**
     * Runs {@code work} with System.out and System.err appended to {@code log} (and, with --verbose,
     * still reaching the user). Nested captures write to the outer one's log.
     */
    public static <T> T capture(Path log, Callable<T> work) throws Exception {
        if (screen != null) {
            return work.call();
        }
        PrintStream out = System.out;
        PrintStream err = System.err;
        try (OutputStream file = Files.newOutputStream(log, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            OutputStream sink = verbose ? new Tee(file, out) : file;
            PrintStream both = new PrintStream(sink, true, StandardCharsets.UTF_8);
            screen = err;
            System.setOut(both);
            System.setErr(both);
            try {
                return work.call();
            } finally {
                both.flush();
                System.setOut(out);
                System.setErr(err);
                screen = null;
            }
        }
    }

    /** The last {@code n} lines of a log (fewer if it is shorter; none if it cannot be read). */
    public static List<String> tail(Path log, int n) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return new ArrayList<>(all.subList(Math.max(0, all.size() - n), all.size()));
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }

    /** The log's lines that contain {@code marker} (e.g. the forks' INVALID reasons), each once, in order. */
    public static List<String> linesWith(Path log, String marker) {
        try {
            return Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> l.contains(marker))
                    .distinct().toList();
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }

    /** Shows the end of the log of a run that failed, and where the whole of it is. */
    public static void showFailure(PrintStream to, Path log) {
        List<String> lines = tail(log, TAIL_LINES);
        if (!lines.isEmpty()) {
            to.println("last " + Plural.of(lines.size(), "line") + " of " + log + ":");
            lines.forEach(l -> to.println("  " + l));
        }
        to.println("full output of the run: " + log);
    }

    /** Writes to two streams; the user's copy is best effort (a closed terminal must not stop the run). */
    private static final class Tee extends OutputStream {
        private final OutputStream first;
        private final OutputStream second;

        Tee(OutputStream first, OutputStream second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(int b) throws IOException {
            first.write(b);
            second.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            first.write(b, off, len);
            second.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            first.flush();
            second.flush();
        }
    }
}
