package org.dbbench.core.run;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.dbbench.core.SuiteInfo;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhLauncher;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.StudyReport;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextTable;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.Options;

/**
 * The path every benchmarking command takes: check the results directory, capture the machine, run
 * JMH, render the study's tables, write the bundle, print the summary. Options must be validated by
 * the caller before this is called, so bad input never gets this far.
 */
public final class StudyRun {
    private StudyRun() {
    }

    /** What a finished run left: the bundle and the parsed run (for callers that check validity). */
    public record Outcome(Path bundle, MachineRun run, String summary) {
    }

    public static Outcome execute(String command, Path resultsDir, Path dataDir, Map<String, Object> config,
            Options jmh, StudyReport report, PrintStream out) throws RunnerException {
        return execute(command, resultsDir, dataDir, config, jmh, UnaryOperator.identity(), report, out, null);
    }

    /**
     * The same, with JMH's console output passed through {@code output} (e.g. a whole-command progress
     * line), for a study whose forks also leave files of their own in {@code extras} (null: none), laid out
     * as they will be in the bundle: the summary's tables read them there while the run is in progress,
     * and the bundle copies them.
     */
    public static Outcome execute(String command, Path resultsDir, Path dataDir, Map<String, Object> config,
            Options jmh, UnaryOperator<OutputFormat> output, StudyReport report, PrintStream out, Path extras)
            throws RunnerException {
        ResultBundle.checkWritable(resultsDir);
        Environment env = Environment.capture(dataDir);
        JmhLauncher.Run jmhRun = JmhLauncher.run(jmh, output);
        try {
            MachineRun run = new MachineRun(extras, env, config, jmhRun.records());
            String summary = summary(command, env, report.tables(List.of(run)));
            Path bundle = ResultBundle.write(resultsDir, command, env, config, jmhRun.json(), summary,
                    ResultBundle.filesUnder(extras));
            out.println();
            out.print(summary);
            out.println();
            out.println("results: " + bundle);
            return new Outcome(bundle, run, summary);
        } finally {
            jmhRun.discard();
        }
    }

    /** The mail-ready text: a heading, the machine in brief, then the tables. */
    public static String summary(String command, Environment env, List<Table> tables) {
        List<String> lines = new ArrayList<>();
        lines.add("dbbench " + SuiteInfo.version() + " (" + SuiteInfo.gitCommit() + ") - " + command);
        lines.addAll(env.brief());
        StringBuilder b = new StringBuilder();
        for (String l : lines) {
            for (String w : TextTable.wrap(l, TextTable.MAIL_WIDTH)) {
                b.append(w).append('\n');
            }
        }
        return b.append('\n').append(TextTable.render(tables)).toString();
    }
}
