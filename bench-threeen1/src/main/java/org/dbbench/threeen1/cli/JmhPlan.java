package org.dbbench.threeen1.cli;

import java.util.List;
import java.util.regex.Pattern;
import org.dbbench.threeen1.Workload;
import org.dbbench.threeen1.jmh.StoreOpsBenchmark;
import org.dbbench.threeen1.jmh.Threeen1Benchmark;
import org.dbbench.threeen1.store.StoreType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/** The JMH run a request asks for: {@link Threeen1Benchmark} with its @Params set from the options. */
final class JmhPlan {
    /**
     * The same heap for every store's fork, so no store wins by the JVM's sizing: the in-heap stores
     * (memory, and the JDBC page caches) keep millions of live objects, and a small starting heap
     * spends their run growing and collecting it.
     */
    static final List<String> FORK_JVM_ARGS = List.of("-Xms2g", "-Xmn1g");

    private JmhPlan() {
    }

    static Options options(RunRequest req) {
        Workload first = req.workloads().get(0);
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include("^" + Pattern.quote(Threeen1Benchmark.class.getName()) + "\\.run$")
                .param("store", req.stores().stream().map(StoreType::name).toArray(String[]::new))
                .param("durability", req.durability().cliName())
                .param("tuned", req.profiles().stream().map(String::valueOf).toArray(String[]::new))
                .param("workers", req.workerCounts().stream().map(String::valueOf).toArray(String[]::new))
                .param("from", String.valueOf(first.from()))
                .param("to", String.valueOf(first.to()))
                // the fork caps a block larger than its k allows, as Workload does here
                .param("block", req.blockGiven() ? String.valueOf(requestedBlock(req)) : "0")
                .param("cache", String.valueOf(req.cacheMb()))
                .param("db", req.db() == null ? "" : req.db().toAbsolutePath().toString())
                .param("dataDir", req.dataDir().toAbsolutePath().toString())
                .forks(1)
                .jvmArgsAppend(FORK_JVM_ARGS.toArray(new String[0]))
                .shouldFailOnError(true);
        // only when asked: otherwise each benchmark keeps its own (one whole run; timed ops iterations)
        if (req.warmups() >= 0) {
            b.warmupIterations(req.warmups());
        }
        if (req.runs() > 0) {
            b.measurementIterations(req.runs());
        }
        if (req.ops()) {
            // its @Params store, durability and tuned take the same values; it has its own iterations
            b.include("^" + Pattern.quote(StoreOpsBenchmark.class.getName()) + "\\.");
        }
        return b.build();
    }

    /** The largest block any workload kept: the one the user asked for unless every k capped it. */
    private static long requestedBlock(RunRequest req) {
        return req.workloads().stream().mapToLong(Workload::block).max().orElseThrow();
    }
}
