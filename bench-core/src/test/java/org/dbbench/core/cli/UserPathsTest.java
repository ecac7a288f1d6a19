package org.dbbench.core.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** A path is read once, at the edge, into its absolute normalized form; an empty one is refused. */
class UserPathsTest {
    private static final Path HERE = Path.of("").toAbsolutePath();

    @Command(name = "c")
    static final class WithPaths {
        @Option(names = "--results-dir", defaultValue = "results")
        Path resultsDir;

        @Option(names = "--out")
        Path out;
    }

    @Test
    void dotsAreGoneBeforeAnyCodeSeesThePath() {
        assertEquals(HERE, UserPaths.read("."));
        assertEquals(HERE.resolve("r"), UserPaths.read("r/."));
        assertEquals(HERE.resolve("b"), UserPaths.read("a/../b/"));
        assertEquals(Path.of("/tmp/x"), UserPaths.read("/tmp/./x/."));
    }

    @Test
    void everyPathOptionOfACommandIsReadSoIncludingItsDefault() {
        WithPaths c = new WithPaths();
        UserPaths.readAtTheEdge(new CommandLine(c)).parseArgs("--out", "./report.txt");
        assertEquals(HERE.resolve("report.txt"), c.out);
        assertEquals(HERE.resolve("results"), c.resultsDir);
    }

    @Test
    void anEmptyPathIsRefusedNamingTheOption() {
        CommandLine.ParameterException e = assertThrows(CommandLine.ParameterException.class,
                () -> UserPaths.readAtTheEdge(new CommandLine(new WithPaths())).parseArgs("--out", ""));
        assertTrue(e.getMessage().contains("--out") && e.getMessage().contains("'' is an empty path"), e.getMessage());
    }
}
