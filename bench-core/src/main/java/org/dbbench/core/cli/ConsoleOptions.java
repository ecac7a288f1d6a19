package org.dbbench.core.cli;

import org.dbbench.core.console.Console;
import picocli.CommandLine.Option;

/** The {@code --verbose} option of the curated commands (a picocli mixin): stream what the console log gets. */
public final class ConsoleOptions {
    @Option(names = "--verbose", defaultValue = "false", description = "Also stream JMH's output and every fork's"
            + " stdout and stderr as they come (they always go to console.log in the bundle).")
    void setVerbose(boolean on) {
        Console.verbose(on);
    }
}
