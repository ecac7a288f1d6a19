package org.dbbench.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.dbbench.core.BadInputException;
import org.dbbench.core.run.StudyRun;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.cli.Study;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhLauncher;
import org.dbbench.core.report.JmhResultsTable;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code bench jmh <JMH args>}: JMH's own command line, with the suite's JVM flags added to every fork
 * and a results bundle written after a run. {@code -l}, {@code -lp}, {@code -lprof}, {@code -prof},
 * {@code -rf}/{@code -rff} work as in JMH.
 */
@Command(name = "jmh", description = {"Run JMH with its own command line (-l, -lp, -prof gc, -rf json...).",
    "Example: bench jmh -f 1 -wi 1 -i 3 -prof gc -rf json ClockBenchmark",
    "Options of bench (--results-dir) come first; everything from the first",
    "other argument on goes to JMH unchanged. The suite's JVM flags are",
    "appended to every fork; a run writes a results bundle."})
final class JmhCommand implements Callable<Integer> {
    @Mixin
    ResultsOptions results;

    @Option(names = "--jmh-help", description = "Print JMH's own option list.")
    boolean jmhHelp;

    @Unmatched
    List<String> jmhArgs = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(jmhArgs.toArray(new String[0]));
        } catch (CommandLineOptionException | IllegalStateException | IllegalArgumentException e) {
            // JMH throws the latter two for a value it cannot read (-bm fastest)
            // "No enum constant ...ResultFormatType.PDF" says neither the option nor the word typed
            String msg = JmhArgsCheck.firstLine(e.getMessage()).replaceAll("No enum constant [\\w.]*\\.(\\w+)\\.(\\w+)",
                    "'$2' is not a $1 JMH knows");
            throw new BadInputException("bad JMH option: " + msg + " (in: " + String.join(" ", jmhArgs)
                    + "); see 'bench jmh --jmh-help'");
        }
        if (jmhHelp || cmd.shouldHelp()) {
            cmd.showHelp();
            return 0;
        }
        if (cmd.shouldListProfilers()) {
            cmd.listProfilers();
            return 0;
        }
        if (cmd.shouldListResultFormats()) {
            cmd.listResultFormats();
            return 0;
        }
        JmhArgsCheck.check(cmd, jmhArgs);
        List<BenchmarkListEntry> selected = selected(cmd);
        JmhParamTypes.check(selected, cmd, jmhArgs);
        Options options = new OptionsBuilder().parent(cmd)
                .jvmArgsAppend(JmhLauncher.withSuiteFlags(cmd).toArray(new String[0])).build();
        Runner runner = new Runner(options);
        if (cmd.shouldList()) {
            runner.list();
            return 0;
        }
        if (cmd.shouldListWithParams()) {
            runner.listWithParams(cmd);
            return 0;
        }
        return runAndBundle(cmd, selected);
    }

    /** The benchmarks the command line selects from the jar's benchmark list, known before anything runs. */
    private static List<BenchmarkListEntry> selected(CommandLineOptions cmd) {
        List<String> includes = cmd.getIncludes().isEmpty() ? List.of(".*") : cmd.getIncludes();
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        return new ArrayList<>(BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT), includes, cmd.getExcludes()));
    }

    private int runAndBundle(CommandLineOptions cmd, List<BenchmarkListEntry> selected) throws RunnerException {
        ResultBundle.checkWritable(results.resultsDir);
        Path dataDir = Path.of(System.getProperty("java.io.tmpdir"));
        // the sections of the studies whose benchmarks run: another study's can be costly to gather
        Environment env = Environment.captureFor(dataDir,
                Study.owning(selected.stream().map(BenchmarkListEntry::getUserClassQName).toList()));
        JmhLauncher.Run run;
        try {
            run = JmhLauncher.run(cmd);
        } catch (NoBenchmarksException e) {
            throw new BadInputException("no benchmark matches " + cmd.getIncludes()
                    + "; 'bench jmh -l' lists them");
        }
        if (run.records().isEmpty()) {
            run.discard();
            System.err.println("bench jmh: INVALID: no benchmark produced a result (see JMH's output above);"
                    + " no bundle written");
            return 1;
        }
        try {
            if (cmd.getResult().hasValue()) {
                java.nio.file.Files.copy(run.json(), Path.of(cmd.getResult().get()),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            Map<String, Object> config = new LinkedHashMap<>();
            config.put("jmhArguments", jmhArgs);
            String summary = StudyRun.summary("jmh", env,
                    List.of(JmhResultsTable.of("JMH results (" + run.records().size() + ")", run.records())));
            Path bundle = ResultBundle.write(results.resultsDir, "jmh", env, config, run.json(), summary);
            PrintStream out = System.out;
            if (cmd.verbosity().orElse(VerboseMode.NORMAL) != VerboseMode.SILENT) {
                out.println("results: " + bundle);
            }
            return 0;
        } catch (java.io.IOException e) {
            throw new BadInputException("cannot write " + cmd.getResult().get() + ": " + e.getMessage());
        } finally {
            run.discard();
        }
    }
}
