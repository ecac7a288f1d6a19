package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The "Commands:" list of a --help shows the first line of each subcommand's description, and only
 * that: the line must be a whole sentence, not the start of one cut at its line break.
 */
class CommandListTest {

    @Test
    void everyCommandsFirstDescriptionLineIsAWholeSentence() {
        List<String> cut = new ArrayList<>();
        check(Main.commandLine(), "bench", cut);
        assertEquals(List.of(), cut, "first description lines that do not end a sentence");
    }

    @Test
    void crashSaysWhatItsVerboseDoesNotTheStudiesConsoleLog() {
        CommandLine crash = Main.commandLine().getSubcommands().get("threeen1").getSubcommands().get("crash");
        String help = String.join(" ", crash.getCommandSpec().findOption("--verbose").description());
        // crash runs no JMH and its bundle has no console.log
        assertFalse(help.contains("console.log") || help.contains("JMH"), help);
    }

    private static void check(CommandLine cmd, String path, List<String> cut) {
        cmd.getSubcommands().forEach((name, sub) -> {
            if (name.equals("help")) {
                return;
            }
            String[] description = sub.getCommandSpec().usageMessage().description();
            String first = description.length == 0 ? "" : description[0].strip();
            if (!first.endsWith(".") && !first.endsWith(")") && !first.endsWith("?")) {
                cut.add(path + " " + name + ": " + first);
            }
            check(sub, path + " " + name, cut);
        });
    }
}
