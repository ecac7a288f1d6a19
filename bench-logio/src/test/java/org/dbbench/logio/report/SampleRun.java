package org.dbbench.logio.report;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.dbbench.core.Json;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.MachineRun;

/** The checked-in real quick run (see the README next to it), loaded as a MachineRun. */
final class SampleRun {
    private SampleRun() {
    }

    static MachineRun load() {
        return load(Map.of());
    }

    /** The run with some storage facts replaced (e.g. rotational "no", memoryBacked true). */
    static MachineRun load(Map<String, Object> storageOverrides) {
        return load(storageOverrides, Map.of());
    }

    /** The run with some storage and cpu facts replaced (e.g. interruptCpus "1", affinity "0-1"). */
    static MachineRun load(Map<String, Object> storageOverrides, Map<String, Object> cpuOverrides) {
        try {
            Path json = Files.createTempFile("logio-sample-", ".json");
            try (InputStream in = new GZIPInputStream(resource("quick-run-jmh.json.gz"))) {
                Files.write(json, in.readAllBytes());
            }
            List<JmhRecord> records = JmhJson.read(json);
            Files.delete(json);
            Map<String, Map<String, Object>> env = Json.MAPPER.readValue(resource("quick-run-env.json"),
                    new TypeReference<LinkedHashMap<String, Map<String, Object>>>() { });
            Map<String, Object> storage = new LinkedHashMap<>(env.get("storage"));
            storage.putAll(storageOverrides);
            env.put("storage", storage);
            Map<String, Object> cpu = new LinkedHashMap<>(env.get("cpu"));
            cpu.putAll(cpuOverrides);
            env.put("cpu", cpu);
            Map<String, Object> config = Json.MAPPER.readValue(resource("quick-run-config.json"),
                    new TypeReference<LinkedHashMap<String, Object>>() { });
            // recorded when --quick ran every part; a quick run's summary now leaves out the percentile
            // and stall tables these tests check, so the sample is read as the full run it was
            config.put("quick", false);
            return new MachineRun(Path.of("quick-run"), Environment.of(env), config, records);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream resource(String name) {
        InputStream in = SampleRun.class.getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException("missing test resource " + name);
        }
        return in;
    }
}
