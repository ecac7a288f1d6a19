package org.dbbench.threeen1.cli;

import java.io.PrintStream;
import org.dbbench.core.jmh.CommandProgress;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.jmh.StoreOpsBenchmark;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * The whole-command progress line of a {@code bench threeen1} run ({@link CommandProgress}): every
 * measured run of every case counted, each estimated by {@link ExpectedSeconds} with its share of its
 * fork's start and warm-up. Each fork still prints its own line with the numbers done in its run.
 */
final class RunProgress {
    /** A StoreOpsBenchmark iteration: 1 s timed, plus its share of warm-up and fork start. */
    static final double OPS_ITERATION_SECONDS = 3;
    static final int OPS_ITERATIONS = 3;

    private RunProgress() {
    }

    static OutputFormat wrap(OutputFormat jmh, PrintStream out, RunRequest req) {
        return wrap(jmh, out, req, 1);
    }

    /** @param cpuPoints how many times each case runs, once per --cpus count (1 without it) */
    static OutputFormat wrap(OutputFormat jmh, PrintStream out, RunRequest req, int cpuPoints) {
        int cases = req.stores().size() * req.profiles().size() * cpuPoints;
        int runs = cases * req.workloads().size() * req.runs();
        double total = req.expectedSeconds() * cpuPoints;
        if (req.ops()) {
            int opsRuns = cases * 2 * (req.sameJvm() ? req.runs() : OPS_ITERATIONS * req.runs());
            runs += opsRuns;
            total += opsRuns * OPS_ITERATION_SECONDS;
        }
        return new CommandProgress(jmh, out, "threeen1", runs, total, p -> runSeconds(req, p));
    }

    /** One measured iteration of the case {@code p}, overheads shared out. */
    static double runSeconds(RunRequest req, BenchmarkParams p) {
        if (p.getBenchmark().startsWith(StoreOpsBenchmark.class.getName())) {
            return OPS_ITERATION_SECONDS;
        }
        String store = p.getParam("store");
        boolean tuned = Boolean.parseBoolean(p.getParam("tuned"));
        int k = Integer.parseInt(p.getParam("workers"));
        Workload w = req.workloads().stream().filter(x -> x.workers() == k).findFirst()
                .orElse(req.workloads().get(0));
        return ExpectedSeconds.caseSeconds(store, tuned, w, req.runs(), Math.max(0, req.warmups()), req.sameJvm())
                / req.runs();
    }
}
