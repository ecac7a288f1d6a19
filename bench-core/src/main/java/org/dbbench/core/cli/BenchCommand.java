package org.dbbench.core.cli;

import java.util.concurrent.Callable;

/**
 * A picocli subcommand of {@code bench} contributed by a module. Implementations are annotated with
 * {@code @Command(name = ...)}, have a public no-argument constructor and are listed in
 * META-INF/services/org.dbbench.core.cli.BenchCommand; the CLI module finds them with ServiceLoader.
 * They return the process exit code; throw {@link org.dbbench.core.BadInputException} for bad input.
 */
public interface BenchCommand extends Callable<Integer> {
    /**
     * Checks every option as {@link #call()} would before its first measurement, creating and running
     * nothing: bench compare asks the study this before its first round, so that a bad value is
     * refused at once, in the study's own one line.
     *
     * @throws org.dbbench.core.BadInputException naming the bad value and what is allowed
     */
    default void check() {
    }
}
