package org.dbbench.logio.cli;

import org.dbbench.core.cli.BenchCommand;
import picocli.CommandLine;

/** Runs {@code bench logio} as the CLI would, without the CLI module: parse (converters refuse bad values), then call. */
final class LogioCli {
    private LogioCli() {
    }

    static int run(String... args) throws Exception {
        BenchCommand command = new LogioCommand();
        try {
            new CommandLine(command).parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            // a value a converter refused: its own one line, as the CLI prints it
            if (e.getCause() instanceof org.dbbench.core.BadInputException bad) {
                throw bad;
            }
            throw e;
        }
        return command.call();
    }
}
