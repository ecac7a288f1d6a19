package org.dbbench.threeen1.cli;

import java.util.List;
import java.util.regex.Pattern;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.jmh.StoreOpsBenchmark;
import org.dbbench.threeen1.jmh.Threeen1Benchmark;
import org.dbbench.threeen1.store.StoreType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/** The JMH run a request asks for: {@link Threeen1Benchmark} with its @Params set from the options. */
final class JmhPlan {
    /** The largest fixed heap a fork gets; a quarter of the memory when that is less. */
    static final long MAX_HEAP_MB = 4096;
    /** Heap per number of the range: 1..1,000,000 gets 3 GiB (its memory store holds ~0.5 GiB live). */
    static final double HEAP_MB_PER_NUMBER = 3072 / 1e6;

    /**
     * The same JVM for every store's fork, so no store wins by the JVM's sizing: the in-heap stores
     * (memory, and the JDBC page caches) keep millions of live objects. A fixed, pre-touched heap with
     * a large young generation and the throughput collector: measured here, G1 with a growing heap
     * spent about as long in young-collection pauses copying the memory store's live entries as the
     * run itself (1..1,000,000, 4 workers: 4-5 s with G1 -Xms2g, 1.4-2 s with these flags).
     */
    static List<String> forkJvmArgs(long numbers) {
        long totalMb = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getTotalMemorySize() >> 20;
        long wanted = Math.max(512, (long) (numbers * HEAP_MB_PER_NUMBER));
        long heap = Math.max(512, Math.min(wanted, Math.min(MAX_HEAP_MB, totalMb / 4)));
        return List.of("-XX:+UseParallelGC", "-Xms" + heap + "m", "-Xmx" + heap + "m", "-Xmn" + heap / 2 + "m",
                "-XX:+AlwaysPreTouch");
    }

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
                // each run in a fresh JVM on a fresh store, unless the user asked for one JVM per case
                .forks(req.sameJvm() ? 1 : req.runs())
                .jvmArgsAppend(forkJvmArgs(first.count()).toArray(new String[0]))
                // a point that fails (a stalled engine, a failed worker) has no result; the sweep goes on
                .shouldFailOnError(false);
        // only when asked: otherwise each benchmark keeps its own (one whole run; timed ops iterations)
        if (req.warmups() >= 0) {
            b.warmupIterations(req.warmups());
        }
        if (req.sameJvm()) {
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
