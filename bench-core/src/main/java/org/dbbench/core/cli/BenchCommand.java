package org.dbbench.core.cli;

import java.util.concurrent.Callable;

/**
 * A picocli subcommand of {@code bench} contributed by a module. Implementations are annotated with
 * {@code @Command(name = ...)}, have a public no-argument constructor and are listed in
 * META-INF/services/org.dbbench.core.cli.BenchCommand; the CLI module finds them with ServiceLoader.
 * They return the process exit code; throw {@link org.dbbench.core.BadInputException} for bad input.
 */
public interface BenchCommand extends Callable<Integer> {
}
