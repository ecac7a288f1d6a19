package org.dbbench.threeen1.cli;

import org.dbbench.core.cli.BenchCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code bench threeen1}: the 3n+1 key-value workload. Without a subcommand it runs ({@code run});
 * {@code verify} checks a kept store.
 */
@Command(name = "threeen1", resourceBundle = "org.dbbench.threeen1.cli.RunHelp", subcommands = {RunCommand.class, VerifyCommand.class, CrashCommand.class},
        description = {"The 3n+1 key-value workload on every store, through JMH.",
            "Runs each store with its defaults and tuned, checks every answer,",
            "prints the original's line per store and a table of all.",
            "Subcommands: run (the default), verify, crash.",
            "Example: bench threeen1 --from 1 --to 1000000 --workers 4"})
public final class Threeen1Command implements BenchCommand {
    @Mixin
    RunOptions options = new RunOptions();

    @Override
    public Integer call() {
        return RunCommand.run(options, System.out);
    }

    @Override
    public void check() {
        RunRequest.of(options); // validates everything and creates nothing
    }
}
