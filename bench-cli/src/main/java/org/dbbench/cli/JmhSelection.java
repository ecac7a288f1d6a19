package org.dbbench.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The benchmarks a JMH command line selects from the jar's benchmark list, known before anything runs. */
final class JmhSelection {
    private JmhSelection() {
    }

    static List<BenchmarkListEntry> of(CommandLineOptions cmd) {
        List<String> includes = cmd.getIncludes().isEmpty() ? List.of(".*") : cmd.getIncludes();
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        return new ArrayList<>(BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT), includes, cmd.getExcludes()));
    }

    /** The classes holding the selected benchmarks. */
    static List<String> classes(CommandLineOptions cmd) {
        return of(cmd).stream().map(BenchmarkListEntry::getUserClassQName).distinct().toList();
    }
}
