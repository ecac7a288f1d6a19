package org.dbbench.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.ClockBenchmark;
import org.dbbench.core.jmh.JmhLauncher;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Two real results bundles for in-process report tests: one short real JMH run of ClockBenchmark
 * (sampled), bundled once with this machine's environment and once with the environment as another
 * machine would record it (JDK 25 on xfs). The jar-level test (ReportIT) compares real JDK 17 and 25 runs.
 */
final class ClockBundles {
    private ClockBundles() {
    }

    static List<Path> write(Path root) throws Exception {
        JmhLauncher.Run run = runIgnoringLock(new OptionsBuilder()
                .include(ClockBenchmark.class.getName())
                .mode(Mode.SampleTime).timeUnit(TimeUnit.NANOSECONDS)
                .forks(1).warmupIterations(0).measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(200))
                .verbosity(VerboseMode.SILENT).build());
        try {
            Environment here = Environment.capture(root.getParent());
            Map<String, Map<String, Object>> other = new LinkedHashMap<>();
            here.sections().forEach((k, v) -> other.put(k, new LinkedHashMap<>(v)));
            other.get("jvm").put("version", "25.0.1+8-LTS");
            other.get("storage").put("fileSystem", "xfs");
            other.get("storage").put("blockDevice", "nvme0n1");
            Map<String, Object> config = Map.of("note", "test bundle");
            Path a = ResultBundle.write(root, "clock", here, config, run.json(), "summary\n");
            Path b = ResultBundle.write(root, "clock", Environment.of(other), config, run.json(), "summary\n");
            return List.of(a, b);
        } finally {
            run.discard();
        }
    }

    /**
     * JMH refuses to start while another JMH holds /tmp/jmh.lock (a colleague's build, another test
     * JVM). This run's numbers are not measurements, only its JSON is used, so it may share the machine.
     */
    private static JmhLauncher.Run runIgnoringLock(Options options) throws Exception {
        String old = System.getProperty("jmh.ignoreLock");
        System.setProperty("jmh.ignoreLock", "true");
        try {
            return JmhLauncher.run(options);
        } finally {
            if (old == null) {
                System.clearProperty("jmh.ignoreLock");
            } else {
                System.setProperty("jmh.ignoreLock", old);
            }
        }
    }
}
