package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A command line that names a command builds that command alone (each command's options cost CPU to
 * read at every start of the jar); any other first word gets the whole tree, which --help, "help"
 * and the nearest-name suggestion need.
 */
class CommandTreeTest {
    @Test
    void aNamedCommandIsBuiltAloneAndAnythingElseGetsEveryCommand() {
        Set<String> every = Main.commandLine().getSubcommands().keySet();
        for (String named : List.of("report", "threeen1", "env", "jmh", "powercut")) {
            assertEquals(Set.of(named), Main.commandLine(named).getSubcommands().keySet(), named);
        }
        for (String other : new String[] {null, "--help", "-V", "help", "quik"}) {
            assertEquals(every, Main.commandLine(other).getSubcommands().keySet(), String.valueOf(other));
        }
        assertTrue(every.containsAll(List.of("quick", "logio", "threeen1", "report", "env", "jmh", "help")), every.toString());
    }
}
