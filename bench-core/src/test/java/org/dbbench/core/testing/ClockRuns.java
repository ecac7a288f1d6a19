package org.dbbench.core.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhLauncher;
import org.dbbench.core.machine.ClockBenchmark;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Real inputs for report tests: one short real JMH run of ClockBenchmark (sampled, so it has
 * percentiles), made once per test JVM, written as real bundles. A second "machine" is the same
 * results under an environment whose facts were changed, as a bundle from another JDK or file
 * system would carry.
 */
public final class ClockRuns {
    private static Path jmhJson;

    private ClockRuns() {
    }

    /** JMH's own JSON from a real forked run (about two seconds, done once). */
    public static synchronized Path jmhJson() throws Exception {
        if (jmhJson == null) {
            JmhLauncher.Run run = runIgnoringLock(new OptionsBuilder()
                    .include(ClockBenchmark.class.getName())
                    .mode(Mode.SampleTime).timeUnit(TimeUnit.NANOSECONDS)
                    .forks(1).warmupIterations(0).measurementIterations(1)
                    .measurementTime(TimeValue.milliseconds(200))
                    .verbosity(VerboseMode.SILENT).build());
            Path keep = Files.createTempFile("report-test-jmh-", ".json");
            Files.copy(run.json(), keep, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            run.discard();
            keep.toFile().deleteOnExit();
            jmhJson = keep;
        }
        return jmhJson;
    }

    /**
     * A bundle of this machine under {@code root}, with the environment a run of ClockBenchmark
     * records: the machine's sections, no study's (ClockBenchmark belongs to none).
     */
    public static Path bundle(Path root) throws Exception {
        return bundle(root, Environment.capture(root, null));
    }

    /** A bundle with this environment: the real results of {@link #jmhJson()}. */
    public static Path bundle(Path root, Environment env) throws Exception {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("mode", "sample");
        return ResultBundle.write(root, "clock", env, config, jmhJson(), "summary\n");
    }

    /**
     * Two bundles under {@code root} from the one real run: this machine, and the same results as
     * another machine would record them (JDK 25 on xfs on nvme0n1).
     */
    public static List<Path> twoMachines(Path root) throws Exception {
        return List.of(bundle(root), bundle(root, changed(root, "jvm", "version", "25.0.1+8-LTS",
                "storage", "fileSystem", "xfs", "storage", "blockDevice", "nvme0n1")));
    }

    /** This machine's environment with some facts changed, e.g. ("jvm", "version", "25.0.1+8-LTS"). */
    public static Environment changed(Path dir, String... sectionKeyValue) {
        Environment here = Environment.capture(dir, null);
        Map<String, Map<String, Object>> s = new LinkedHashMap<>();
        here.sections().forEach((k, v) -> s.put(k, new LinkedHashMap<>(v)));
        for (int i = 0; i < sectionKeyValue.length; i += 3) {
            s.computeIfAbsent(sectionKeyValue[i], k -> new LinkedHashMap<>())
                    .put(sectionKeyValue[i + 1], sectionKeyValue[i + 2]);
        }
        return Environment.of(s);
    }

    /** Rewrites one JSON file of a bundle with a change applied (for format-version tests). */
    public static void editConfig(Path bundle, String key, Object value) throws IOException {
        Path f = bundle.resolve(ResultBundle.CONFIG_JSON);
        @SuppressWarnings("unchecked")
        Map<String, Object> m = Json.MAPPER.readValue(f.toFile(), Map.class);
        m.put(key, value);
        Files.writeString(f, Json.write(m));
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
