package org.dbbench.core.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a run prints goes to its log; the user sees the screen stream only, and the log's end on a failure. */
class ConsoleTest {
    @TempDir
    Path tmp;

    @Test
    void capturedOutputGoesToTheLogAndTheScreenStaysTheUsers() throws Exception {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream user = new ByteArrayOutputStream();
        PrintStream userErr = new PrintStream(user, true, StandardCharsets.UTF_8);
        System.setErr(userErr);
        Path log = tmp.resolve("console.log");
        try {
            Console.verbose(false);
            String r = Console.capture(log, () -> {
                System.out.println("# JMH version: 1.37");
                System.err.println("a fork's stderr");
                assertSame(userErr, Console.screen());
                Console.screen().println("progress 1 of 2");
                return "done";
            });
            assertEquals("done", r);
        } finally {
            System.setErr(err);
        }
        assertSame(out, System.out, "restored");
        assertEquals(List.of("# JMH version: 1.37", "a fork's stderr"), Files.readAllLines(log));
        String shown = user.toString(StandardCharsets.UTF_8);
        assertEquals("progress 1 of 2", shown.strip());
    }

    @Test
    void verboseStreamsTheLogToo() throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream user = new ByteArrayOutputStream();
        System.setOut(new PrintStream(user, true, StandardCharsets.UTF_8));
        Path log = tmp.resolve("console.log");
        try {
            Console.verbose(true);
            Console.capture(log, () -> {
                System.out.println("# Fork: 1 of 2");
                return null;
            });
        } finally {
            Console.verbose(false);
            System.setOut(out);
        }
        assertTrue(user.toString(StandardCharsets.UTF_8).contains("# Fork: 1 of 2"));
        assertEquals(List.of("# Fork: 1 of 2"), Files.readAllLines(log));
    }

    @Test
    void aFailureShowsTheLastLinesAndThePath() throws Exception {
        Path log = tmp.resolve("console.log");
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= 50; i++) {
            b.append("line ").append(i).append('\n');
        }
        Files.writeString(log, b);
        ByteArrayOutputStream shown = new ByteArrayOutputStream();
        Console.showFailure(new PrintStream(shown, true, StandardCharsets.UTF_8), log);
        String text = shown.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("line 50") && text.contains("line " + (51 - Console.TAIL_LINES)), text);
        assertFalse(text.contains("line " + (50 - Console.TAIL_LINES) + "\n"), text);
        assertTrue(text.strip().endsWith(log.toString()), text);
    }
}
