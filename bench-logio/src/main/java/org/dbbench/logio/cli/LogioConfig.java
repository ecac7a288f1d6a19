package org.dbbench.logio.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.logio.file.CacheState;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.WriteStart;
import org.dbbench.logio.jmh.PgPattern;
import org.dbbench.logio.report.LogioReport;
import org.dbbench.logio.sys.Binding;
import org.dbbench.logio.time.Stalls;
import org.dbbench.logio.write.SyncMethod;

/** A run's config.json: its effective settings by the names the report reads, its plan and what it left out. */
final class LogioConfig {
    private LogioConfig() {
    }

    static Map<String, Object> of(LogioSettings s) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("modes", s.modes.stream().map(SyncMethod::cliName).toList());
        c.put("sizesKb", s.sizesKb);
        c.put("writes", s.writes);
        c.put("offset", s.offset);
        c.put("alignment", s.alignment);
        c.put("alignmentGiven", s.alignmentGiven);
        c.put("starts", s.starts.stream().map(WriteStart::cliName).toList());
        c.put("fileStates", s.fileStates.stream().map(FileState::cliName).toList());
        c.put("caches", s.caches.stream().map(CacheState::cliName).toList());
        c.put("fileBytes", s.fileBytes == 0 ? "auto" : s.fileBytes);
        c.put("dir", s.dir.toAbsolutePath().normalize().toString());
        c.put("quick", s.quick);
        c.put("parts", s.parts.stream().map(Part::cliName).toList());
        c.put("pgCases", s.pgCases.stream().map(PgPattern::cliName).toList());
        c.put("threads", s.threads);
        c.put("recordBytes", s.recordBytes);
        c.put("groupMode", s.groupMode.cliName());
        c.put("durationMs", s.durationMs == 0 ? "none" : s.durationMs);
        c.put("rates", s.rates);
        c.put("rateRunMs", s.rateRunMs);
        c.put("producers", s.producers);
        c.put(LogioReport.P99_LIMIT_KEY, s.p99LimitMs);
        c.put("stallFactor", Stalls.FACTOR);
        c.put("jmh", Map.of("forks", s.forks, "warmupIterations", 1, "warmupMs", s.warmupMs, "iterations",
                s.iterations, "iterationMs", s.iterationMs, "mode", "SampleTime"));
        c.put("plannedCases", LogioCases.planned(s));
        c.put("unavailableModes", new LinkedHashMap<>(s.unavailableModes));
        c.put("nativeBinding", Binding.current().describe());
        c.put("warnings", List.copyOf(s.warnings));
        return c;
    }
}
