package org.dbbench.core.run;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.dbbench.core.SuiteInfo;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.console.Console;
import org.dbbench.core.console.RecentRuns;
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

    /** The config key of a run's wall time in seconds, machine capture to bundle. */
    public static final String RUN_SECONDS = RecentRuns.RUN_SECONDS;

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
        long started = System.nanoTime();
        Environment env = Environment.capture(dataDir, command);
        Console.screen().println(env.oneLine());
        Path log = newLog();
        // Ctrl-C or SIGTERM before the bundle took the log: the run is abandoned, and so is its log
        Thread stopped = new Thread(() -> deleteQuietly(log), "dbbench-console-log-cleanup");
        Runtime.getRuntime().addShutdownHook(stopped);
        JmhLauncher.Run jmhRun;
        try {
            jmhRun = Console.capture(log, () -> JmhLauncher.run(jmh, output));
        } catch (RunnerException | RuntimeException e) {
            keepLog(stopped);
            Console.showFailure(Console.screen(), log);
            throw e;
        } catch (Exception e) {
            keepLog(stopped);
            Console.showFailure(Console.screen(), log);
            throw new IllegalStateException(e);
        }
        try {
            MachineRun run = new MachineRun(extras, env, config, jmhRun.records());
            List<Table> tables = report.tables(List.of(run));
            String summary = summary(command, env, tables);
            Map<String, Path> files = new TreeMap<>(ResultBundle.filesUnder(extras));
            files.put(Console.LOG_NAME, log);
            Map<String, Object> timed = new LinkedHashMap<>(config);
            // what the next run's ETA reads (bench quick): this machine's own time, not an estimate
            timed.put(RUN_SECONDS, Math.round((System.nanoTime() - started) / 1e9));
            Path bundle = ResultBundle.write(resultsDir, command, env, timed, jmhRun.json(), summary, files);
            deleteQuietly(log);
            // the header said the machine in one line; the bundle's summary.txt has it in full for a mail
            out.println();
            out.print(TextTable.render(tables));
            out.println();
            out.println("results: " + bundle);
            return new Outcome(bundle, run, summary);
        } finally {
            keepLog(stopped);
            jmhRun.discard();
        }
    }

    /** The console log of a run, outside any scratch directory so that it outlives a failed run. */
    private static Path newLog() {
        try {
            return Files.createTempFile("dbbench-console-", ".log");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The log outlives the JVM from here: a failed run names it for the user to read, a finished one has
     * it in its bundle. Nothing to do when the JVM is already stopping: the hook deletes it.
     */
    private static void keepLog(Thread cleanup) {
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
            // the run was stopped: the hook runs
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // a temporary file left in java.io.tmpdir is all that is lost
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
