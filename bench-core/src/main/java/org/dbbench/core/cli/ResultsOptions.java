package org.dbbench.core.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --results-dir} option every benchmarking command takes (a picocli mixin). */
public final class ResultsOptions {
    @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
            description = "Where the results bundle is written (default: ${DEFAULT-VALUE}).")
    public Path resultsDir;
}
