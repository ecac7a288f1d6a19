package org.dbbench.core.jmh;

import java.io.IOException;
import java.io.PrintStream;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.function.LongSupplier;
import java.util.function.ToDoubleFunction;
import org.dbbench.core.Plural;
import org.dbbench.core.console.Console;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * The progress of a whole benchmarking command, not of one fork: JMH's own output passes through
 * unchanged, and after every measured iteration (for whole-run benchmarks: every run) a line tells
 * how many are done and when everything should be finished. Before the first run it trusts the
 * command's estimate; after that it scales the estimate of what is left by how the finished runs
 * compared with theirs (a slow machine), and the current case's remaining runs by how its own runs
 * went (a store slower than its estimate).
 */
public final class CommandProgress implements OutputFormat {
    private final OutputFormat jmh;
    private final PrintStream out;
    private final String command;
    private final int totalRuns;
    private final double totalEstimate;
    private final ToDoubleFunction<BenchmarkParams> runEstimate;
    private final LongSupplier nanos;
    private final long started;
    private int doneRuns;
    private double doneEstimate;
    private long lastDone;
    private String caseKey = "";
    private double caseActual;
    private double caseEstimate;
    private int caseLeft;
    private int caseRunsDone;
    private long lastPrinted = Long.MIN_VALUE;
    /** On a terminal the one line is rewritten in place; on a pipe or a file each line stays. */
    private final boolean inPlace;
    private boolean linePending;
    /** On a pipe: a line when a case is finished, one per 10 s at most, and the last one. */
    static final long PRINT_EVERY_NANOS = 10_000_000_000L;

    /**
     * @param totalRuns measured iterations in the whole command
     * @param totalEstimate its estimated seconds, overheads (JVM starts, warm-ups) included
     * @param runEstimate estimated seconds of one measured iteration of a case, its share of overheads included
     */
    public CommandProgress(OutputFormat jmh, PrintStream out, String command, int totalRuns, double totalEstimate,
            ToDoubleFunction<BenchmarkParams> runEstimate) {
        this(jmh, out, command, totalRuns, totalEstimate, runEstimate, System::nanoTime);
    }

    CommandProgress(OutputFormat jmh, PrintStream out, String command, int totalRuns, double totalEstimate,
            ToDoubleFunction<BenchmarkParams> runEstimate, LongSupplier nanos) {
        this.jmh = jmh;
        this.out = out;
        this.command = command;
        this.totalRuns = totalRuns;
        this.totalEstimate = totalEstimate;
        this.runEstimate = runEstimate;
        this.nanos = nanos;
        this.inPlace = Console.onTerminal() && nanos != null && out == Console.screen();
        this.started = nanos.getAsLong();
        this.lastDone = started;
    }

    /** Seconds still to go: the estimate of what is left, scaled by how the finished runs went. */
    double secondsLeft() {
        double elapsed = (nanos.getAsLong() - started) / 1e9;
        double left = Math.max(0, totalEstimate - doneEstimate);
        if (doneRuns == 0 || doneEstimate <= 0) {
            return Math.max(0, totalEstimate - elapsed);
        }
        double pace = elapsed / doneEstimate;
        double runEstimate = caseEstimate / Math.max(1, caseRunsDone);
        // the current case's runs still to come go at its own pace, the rest at the overall one
        double current = Math.min(left, caseLeft * runEstimate);
        return (left - current) * pace + current * (caseActual / caseEstimate);
    }

    /**
     * Records one finished run of the case {@code key} (with {@code runsLeft} runs still to come),
     * estimated at {@code estimate} seconds.
     */
    void runDone(String key, double estimate, int runsLeft) {
        long now = nanos.getAsLong();
        if (!key.equals(caseKey)) {
            caseKey = key;
            caseActual = 0;
            caseEstimate = 0;
            caseRunsDone = 0;
        }
        caseActual += (now - lastDone) / 1e9;
        caseEstimate += estimate;
        caseRunsDone++;
        caseLeft = runsLeft;
        lastDone = now;
        doneRuns++;
        doneEstimate += estimate;
    }

    String line() {
        double elapsed = (nanos.getAsLong() - started) / 1e9;
        double left = secondsLeft();
        LocalTime end = LocalTime.now(ZoneOffset.UTC).plusSeconds(Math.round(left)).truncatedTo(ChronoUnit.SECONDS);
        return command + ": " + doneRuns + " of " + Plural.of(totalRuns, "run") + " done, " + clock(elapsed) + " so far; about "
                + clock(left) + " left for the whole command (ETA " + end + " UTC" + (doneRuns == 0 ? ", estimated"
                : ", from the runs so far") + ")";
    }

    static String clock(double seconds) {
        long s = Math.round(seconds);
        return s < 60 ? s + "s" : s / 60 + "m" + String.format("%02d", s % 60) + "s";
    }

    private void print() {
        if (inPlace) {
            out.print("\r" + line() + "\033[K");
            linePending = true;
            if (doneRuns >= totalRuns) {
                endLine();
            }
            out.flush();
            return;
        }
        long now = nanos.getAsLong();
        boolean first = lastPrinted == Long.MIN_VALUE;
        boolean caseDone = caseLeft == 0 && doneRuns > 0;
        if (!first && doneRuns < totalRuns && (!caseDone || now - lastPrinted < PRINT_EVERY_NANOS)) {
            return;
        }
        lastPrinted = now;
        out.println(line());
        out.flush();
    }

    private void endLine() {
        if (linePending) {
            out.println();
            linePending = false;
        }
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration,
            IterationResult data) {
        jmh.iterationResult(benchParams, params, iteration, data);
        if (params.getType() == IterationType.MEASUREMENT) {
            String key = benchParams.id();
            int perCase = benchParams.getForks() * params.getCount();
            int inCase = key.equals(caseKey) ? caseRunsDone + 1 : 1;
            runDone(key, runEstimate.applyAsDouble(benchParams), Math.max(0, perCase - inCase));
            print();
        }
    }

    @Override
    public void startRun() {
        jmh.startRun();
        print();
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        jmh.iteration(benchParams, params, iteration);
    }

    @Override
    public void startBenchmark(BenchmarkParams benchParams) {
        jmh.startBenchmark(benchParams);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        jmh.endBenchmark(result);
    }

    @Override
    public void endRun(Collection<RunResult> result) {
        endLine();
        jmh.endRun(result);
    }

    @Override
    public void print(String s) {
        jmh.print(s);
    }

    @Override
    public void println(String s) {
        jmh.println(s);
    }

    @Override
    public void flush() {
        jmh.flush();
    }

    @Override
    public void close() {
        jmh.close();
    }

    @Override
    public void verbosePrintln(String s) {
        jmh.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        jmh.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        jmh.write(b);
    }
}
