package org.dbbench.logio.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.jmh.RunConditionsProfiler;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.jmh.ForkScratch;
import org.dbbench.logio.jmh.GroupCommitBenchmark;
import org.dbbench.logio.jmh.LogWriteBenchmark;
import org.dbbench.logio.jmh.NonWriteDescriptorBenchmark;
import org.dbbench.logio.jmh.RateBenchmark;
import org.dbbench.logio.jmh.RecordingCostBenchmark;
import org.dbbench.logio.time.LatencyLog;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.jmh.PgTestFsyncBenchmark;
import org.dbbench.logio.write.SyncMethod;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The JMH run for a set of settings: which benchmarks, every parameter value, and short iterations.
 * Each case runs in several forks (fresh JVMs, so no case inherits another's page cache habits or JIT
 * state in the harness, and the forks of one case show how far its runs spread), each with one short
 * warmup and one measurement iteration: JMH's 5 forks x 10 s would take hours for the study's 200
 * cases, while a synced write's time is settled after a few hundred writes. Every iteration records
 * the machine's conditions ({@link RunConditionsProfiler}) to explain a wide spread.
 */
final class LogioPlan {
    private LogioPlan() {
    }

    /**
     * @param scratch where the forks lay out their log files
     * @param extras where the forks leave files for the bundle (their latency logs go to its hlog/)
     */
    static Options options(LogioSettings s, Path scratch, Path extras) {
        ChainedOptionsBuilder b = new OptionsBuilder()
                .forks(s.forks)
                .addProfiler(RunConditionsProfiler.class)
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(Math.max(1, s.warmupMs)))
                .measurementIterations(s.iterations)
                .measurementTime(TimeValue.milliseconds(s.iterationMs))
                .shouldFailOnError(false)
                .jvmArgsAppend("-D" + ForkScratch.PROPERTY + "=" + scratch.toAbsolutePath(),
                        "-D" + LatencyLog.PROPERTY + "=" + extras.resolve(LatencyLog.DIR).toAbsolutePath());
        if (s.warmupMs == 0) {
            b.warmupIterations(0);
        }
        String[] methods = s.modes.stream().map(SyncMethod::cliName).toArray(String[]::new);
        if (s.parts.contains(Part.WRITE)) {
            b.include(exact(LogWriteBenchmark.class.getName() + ".write"))
                    .param("sizeKb", s.sizesKb.stream().map(String::valueOf).toArray(String[]::new))
                    .param("start", s.starts.stream().map(WriteStart::cliName).toArray(String[]::new))
                    .param("fileState", s.fileStates.stream().map(FileState::cliName).toArray(String[]::new))
                    .param("cache", s.caches.stream().map(CacheState::cliName).toArray(String[]::new))
                    .param("writes", String.valueOf(s.writes))
                    .param("fileBytes", String.valueOf(s.fileBytes));
        }
        if (s.parts.contains(Part.PG)) {
            b.include(exact(PgTestFsyncBenchmark.class.getName() + ".commit"))
                    .param("pattern", s.pgCases.stream().map(PgPattern::cliName).toArray(String[]::new));
        }
        if (s.nonWriteDescriptor()) {
            b.include(exact(NonWriteDescriptorBenchmark.class.getName() + ".commit"));
        }
        if (s.parts.contains(Part.RATE)) {
            List<String> rates = new ArrayList<>();
            s.rates.forEach(r -> rates.add(String.valueOf(r)));
            rates.add(RateBenchmark.CLOSED);
            b.include(exact(RateBenchmark.class.getName() + ".schedule"))
                    .param("rate", rates.toArray(String[]::new))
                    .param("producers", String.valueOf(s.producers))
                    .param("runMs", String.valueOf(s.rateRunMs))
                    .param("warmupRunMs", String.valueOf(Math.max(1, s.warmupMs)));
        }
        if (s.parts.contains(Part.WRITE) || s.parts.contains(Part.PG) || s.parts.contains(Part.RATE)) {
            b.param("method", methods);
        }
        if (s.parts.contains(Part.GROUP) || s.parts.contains(Part.RATE)) {
            b.param("recordBytes", String.valueOf(s.recordBytes));
        }
        b.include(exact(RecordingCostBenchmark.class.getName() + ".timeAndRecord"));
        if (s.parts.contains(Part.GROUP)) {
            List<String> names = new ArrayList<>();
            for (int t : s.threads) {
                names.add(GroupCommitBenchmark.methodFor(t));
            }
            b.include("^" + GroupCommitBenchmark.class.getName().replace(".", "\\.") + "\\.("
                    + String.join("|", names) + ")$")
                    .param("groupMethod", s.groupMode.cliName())
                    .param("pad", "false", "true");
        }
        b.param("offset", String.valueOf(s.offset)).param("alignment", String.valueOf(s.alignment));
        return b.build();
    }

    /** A JMH include pattern matching exactly this benchmark name. */
    private static String exact(String name) {
        return "^" + name.replace(".", "\\.") + "$";
    }
}
