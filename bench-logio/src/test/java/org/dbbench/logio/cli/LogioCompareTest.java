package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.dbbench.core.BadInputException;
import org.dbbench.core.compare.StudyAdapter;
import org.junit.jupiter.api.Test;

/** logio's comparison adapter: found by ServiceLoader, its directory option, no engine, its lockstep round. */
class LogioCompareTest {
    @Test
    void theStudysOwnDirectoryOptionWinsOverItsDefault() {
        LogioCompare logio = new LogioCompare();
        assertEquals(Path.of("/mnt/xfs"), logio.dirIn(List.of("--quick", "--dir", "/mnt/xfs")));
        assertEquals(logio.defaultDir(), logio.dirIn(List.of("--quick", "--data-dir", "/not/logios")));
        assertTrue(logio.enginePackages().isEmpty());
        assertTrue(ServiceLoader.load(StudyAdapter.class).stream().anyMatch(p -> p.type() == LogioCompare.class),
                "not registered for ServiceLoader");
    }

    /**
     * A lockstep round is one fork per case making the session's measured iterations; what would
     * change that, and the parts whose threads cannot take turns, are refused by name.
     */
    @Test
    void aLockstepRoundIsOneForkOfTheTurnsAndOnlyTheOneThreadPartsTakeThem() {
        LogioCompare logio = new LogioCompare();
        List<String> user = List.of("--modes", "force-false", "--sizes", "8K", "--parts", "write", "--starts", "aligned");
        List<String> round = logio.lockstepArgs(user, 1, 7);
        assertEquals(user, round.subList(0, user.size()));
        assertEquals(List.of("--forks", "1", "--iterations", "7"), round.subList(user.size(), round.size()));
        assertEquals(List.of("--quick", "--forks", "1", "--iterations", "5"), logio.lockstepArgs(List.of("--quick"), 1, 5));
        for (String option : List.of("--forks=2", "--iterations=3", "--duration=5s")) {
            BadInputException e = assertThrows(BadInputException.class,
                    () -> logio.lockstepArgs(List.of("--parts", "write", option), 1, 7));
            assertTrue(e.getMessage().startsWith(option.split("=")[0] + " cannot be given with --lockstep"), e.getMessage());
        }
        for (List<String> parts : List.of(List.<String>of(), List.of("--parts", "write,group"), List.of("--parts", "rate"))) {
            BadInputException e = assertThrows(BadInputException.class, () -> logio.lockstepArgs(parts, 1, 7));
            assertTrue(e.getMessage().startsWith("--parts ") && e.getMessage().contains("only write and pg take turns"),
                    e.getMessage());
        }
        BadInputException e = assertThrows(BadInputException.class,
                () -> logio.lockstepArgs(List.of("--parts", "pg", "--warmup-ms", "0"), 1, 7));
        assertTrue(e.getMessage().startsWith("--warmup-ms 0"), e.getMessage());
        // what does not parse is left to the study's own check, which says it in its words
        assertEquals(List.of("--sizes", "eight"), logio.lockstepArgs(List.of("--sizes", "eight"), 1, 7));
    }
}
