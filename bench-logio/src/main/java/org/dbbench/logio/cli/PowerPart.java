package org.dbbench.logio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Json;
import org.dbbench.core.run.StudyRun;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.fault.PowerLossMount;
import org.dbbench.core.Plural;
import org.dbbench.core.report.Table;
import org.dbbench.logio.file.ScratchDir;
import org.dbbench.logio.power.PowerCutExperiment;
import org.dbbench.logio.power.PowerTable;
import org.dbbench.logio.write.SyncMethod;

/**
 * {@code bench logio --parts power [--fault power,power-torn]}: the sync methods' durability measured
 * on the power-loss layer (docs/power-loss.md) instead of their speed, at each fault level asked.
 * Writes power.json (one record per method and level: method, fault, cuts, acknowledged_lost, torn)
 * and a table per level into a bundle.
 */
final class PowerPart {
    static final int MAX_CUTS = 1000;
    static final int DEFAULT_CUTS = 5;
    /** The sector power-torn tears at: records that tile it exactly are never torn. */
    private static final int TORN_SECTOR = 512;

    private PowerPart() {
    }

    static int run(LogioSettings s, int cuts, List<PowerLossLevel> faults, int states, Path resultsDir, PrintStream out)
            throws IOException {
        List<SyncMethod> methods = new ArrayList<>();
        Map<String, String> unavailable = new LinkedHashMap<>(s.unavailableModes);
        long started = System.nanoTime();
        List<Map<String, Object>> records = new ArrayList<>();
        try (ScratchDir scratch = ScratchDir.createIn(s.dir)) {
            for (PowerLossLevel fault : faults) {
                try (PowerLossMount mount = PowerLossMount.start(scratch.path().resolve(fault.label()), fault,
                        System.nanoTime(), states > 0)) {
                    if (fault == faults.get(0)) {
                        probe(s, mount, methods, unavailable);
                    }
                    System.err.println("bench logio: power part, " + fault.label() + ": " + methods.size()
                            + " sync methods, " + cuts + " power cuts (roughly " + (cuts * 15 + 5)
                            + " s: each round lays out every method's log through the layer)");
                    PowerCutExperiment experiment = new PowerCutExperiment(mount, methods, s.recordBytes, System.nanoTime())
                            .withStates(states, s.dir.resolve("logio-crash-states-" + ProcessHandle.current().pid()));
                    experiment.run(cuts, line -> System.err.println("bench logio: " + fault.label() + " " + line))
                            .values().forEach(l -> records.add(PowerTable.record(l, fault.label())));
                    experiment.stateLosses().forEach((model, byMethod) -> byMethod.values().forEach(
                            l -> records.add(PowerTable.record(l, fault.label(), model.label(), states))));
                    experiment.brokenStates().forEach(line -> out.println("BROKEN STATE: " + fault.label() + " " + line));
                }
            }
        }
        long seconds = Math.round((System.nanoTime() - started) / 1e9);
        List<String> notes = new ArrayList<>();
        notes.add("Every method wrote its own log at once; the cut came at a random moment; " + Plural.of(cuts, "cut")
                + " per level took " + seconds + " s in all. Nothing here is timed: the layer serialises"
                + " every request.");
        if (faults.contains(PowerLossLevel.POWER_TORN) && TORN_SECTOR % s.recordBytes == 0) {
            notes.add("Records of " + s.recordBytes + " bytes tile 512-byte sectors exactly, so power-torn cannot"
                    + " tear one; give --record-bytes 4096 to let it.");
        }
        unavailable.forEach((m, why) -> notes.add("not tested: " + m + ": " + why));
        List<Table> tables = PowerTable.tables(records, notes);
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("parts", List.of(Part.POWER.cliName()));
        config.put("cuts", cuts);
        config.put("faults", faults.stream().map(PowerLossLevel::label).toList());
        config.put("recordBytes", s.recordBytes);
        config.put("modes", methods.stream().map(SyncMethod::cliName).toList());
        config.put("unavailableModes", unavailable);
        config.put("dir", s.dir.toAbsolutePath().normalize().toString());
        config.put("seconds", seconds);
        Environment env = Environment.capture(s.dir, "logio");
        String summary = StudyRun.summary("logio", env, tables);
        Path json = Files.createTempFile("dbbench-power-", ".json");
        try {
            Files.writeString(json, Json.write(records));
            Path bundle = ResultBundle.write(resultsDir, "logio", env, config, null, summary,
                    Map.of(PowerTable.POWER_JSON, json));
            out.println();
            out.print(summary);
            out.println();
            out.println("results: " + bundle);
        } finally {
            Files.deleteIfExists(json);
        }
        boolean broken = records.stream().anyMatch(r -> Boolean.TRUE.equals(r.get("labelled_durable"))
                && ((Number) r.get("acknowledged_lost")).longValue() > 0);
        if (broken) {
            System.err.println("bench logio: a method labelled durable lost acknowledged records: see the table");
        }
        return 0;
    }

    /** The methods that can run on the layer go to {@code methods}; the others are said and skipped. */
    private static void probe(LogioSettings s, PowerLossMount mount, List<SyncMethod> methods,
            Map<String, String> unavailable) {
        for (SyncMethod m : s.modes) {
            String why = NativeProbe.problem(m, mount.path());
            if (why == null) {
                methods.add(m);
            } else {
                unavailable.put(m.cliName(), why);
                System.err.println("bench logio: " + m.cliName() + " cannot run on the power-loss layer, not tested: " + why);
            }
        }
    }
}
