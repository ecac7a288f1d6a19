package org.dbbench.logio.cli;

import org.dbbench.core.cli.BenchCommand;
import picocli.CommandLine;

/** Runs {@code bench logio} as the CLI would, without the CLI module: parse, then call. */
final class LogioCli {
    private LogioCli() {
    }

    static int run(String... args) throws Exception {
        BenchCommand command = new LogioCommand();
        new CommandLine(command).parseArgs(args);
        return command.call();
    }
}
