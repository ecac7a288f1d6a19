package org.dbbench.logio.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Json;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.MachineRun;
import org.dbbench.logio.file.DirtyCarryOver;
import org.dbbench.logio.time.CaseName;
import org.dbbench.logio.time.LatencyHistory;
import org.dbbench.logio.time.LatencyLog;

/**
 * The files a logio run keeps beside jmh.json, read from the run's source (its bundle, or the
 * directory a run in progress collects them in): each case's latency log and the non-write
 * descriptor probe. A run read from a plain jmh.json has none: the tables built on them are then left out.
 */
final class RunFiles {
    private static final Map<Path, LatencyHistory> CACHE = new HashMap<>();

    private RunFiles() {
    }

    /** A case's latency logs (all its runs), or null when the run has none for it (or one cannot be read). */
    static LatencyHistory history(MachineRun run, JmhRecord record) {
        Path hlog = hlogOf(run, record);
        if (hlog == null || !Files.isRegularFile(hlog)) {
            return null;
        }
        synchronized (CACHE) {
            return CACHE.computeIfAbsent(hlog.toAbsolutePath(), p -> {
                try {
                    return LatencyHistory.readRuns(p);
                } catch (IOException e) {
                    return null;
                }
            });
        }
    }

    /** Where a case's latency log is (or would be) in the run's source. */
    static Path hlogOf(MachineRun run, JmhRecord record) {
        if (run.source() == null || !Files.isDirectory(run.source())) {
            return null;
        }
        return run.source().resolve(LatencyLog.DIR).resolve(CaseName.of(record.benchmark(), record::param)
                + LatencyLog.SUFFIX);
    }

    /** The records of the run that have a latency log, in the run's order. */
    static List<JmhRecord> logged(MachineRun run) {
        List<JmhRecord> out = new ArrayList<>();
        for (JmhRecord r : run.records()) {
            if (r.benchmark().startsWith(Cases.PACKAGE) && history(run, r) != null) {
                out.add(r);
            }
        }
        return out;
    }

    /** The non-write descriptor probe's result, or null. */
    static DirtyCarryOver nonWriteProbe(MachineRun run) {
        if (run.source() == null || !Files.isDirectory(run.source())) {
            return null;
        }
        Path f = run.source().resolve(DirtyCarryOver.BUNDLE_FILE);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        try {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = Json.MAPPER.readValue(f.toFile(), Map.class);
            return DirtyCarryOver.fromMap(m);
        } catch (IOException e) {
            return null;
        }
    }
}
