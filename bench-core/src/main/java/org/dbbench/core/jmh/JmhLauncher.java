package org.dbbench.core.jmh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.UnaryOperator;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JvmFlags;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs JMH with the suite's JVM flags appended to every fork and JMH's JSON result captured in a
 * temporary file, which the caller copies into a results bundle and then deletes.
 */
public final class JmhLauncher {
    private JmhLauncher() {
    }

    /** What one JMH run produced. */
    public record Run(Collection<RunResult> results, Path json, List<JmhRecord> records) {
        /** Deletes the temporary JSON file. */
        public void discard() {
            try {
                Files.deleteIfExists(json);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Runs the benchmarks {@code base} selects. */
    public static Run run(Options base) throws RunnerException {
        return run(base, UnaryOperator.identity());
    }

    /** The same, with JMH's console output passed through {@code output} (e.g. a {@link CommandProgress}). */
    public static Run run(Options base, UnaryOperator<OutputFormat> output) throws RunnerException {
        Path json;
        try {
            json = Files.createTempFile("dbbench-jmh-", ".json");
            json.toFile().deleteOnExit(); // also gone after Ctrl-C, when discard() never runs
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        OptionsBuilder builder = new OptionsBuilder();
        builder.parent(base)
                .jvmArgsAppend(withSuiteFlags(base).toArray(new String[0]))
                .resultFormat(ResultFormatType.JSON)
                .result(json.toString());
        if (CandidateForkArgs.launcher() != null) {
            // a bench compare candidate started through a launcher: its forks start through it too
            builder.jvm(CandidateForkArgs.launcher());
        }
        Options options = builder.build();
        try {
            OutputFormat console = OutputFormatFactory.createFormatInstance(System.out,
                    options.verbosity().orElse(Defaults.VERBOSITY));
            Collection<RunResult> results = new Runner(options, output.apply(console)).run();
            return new Run(results, json, JmhJson.read(json));
        } catch (RunnerException e) {
            deleteQuietly(json);
            if (anotherRunning(e)) {
                throw new BadInputException("another JMH run holds the lock in "
                        + System.getProperty("java.io.tmpdir") + "; run one benchmark at a time on a machine"
                        + " (or wait for it to finish)", e);
            }
            throw e;
        } catch (RuntimeException e) {
            deleteQuietly(json);
            throw e;
        }
    }

    private static boolean anotherRunning(RunnerException e) {
        return e.getMessage() != null && e.getMessage().contains("JMH lock");
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // the temporary file is all that is lost; deleteOnExit tries again
        }
    }

    /**
     * The caller's jvmArgsAppend, followed by the suite's flags (an option set twice keeps its last
     * value), then a {@code bench compare} candidate's flags, which win ({@link CandidateForkArgs}).
     */
    public static List<String> withSuiteFlags(Options base) {
        List<String> args = new ArrayList<>(base.getJvmArgsAppend().orElse(List.of()));
        for (String flag : JvmFlags.forkArgs()) {
            if (!args.contains(flag)) {
                args.add(flag);
            }
        }
        return CandidateForkArgs.apply(args, CandidateForkArgs.given());
    }
}
