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
import org.dbbench.core.report.Table;
import org.dbbench.logio.file.ScratchDir;
import org.dbbench.logio.power.PowerCutExperiment;
import org.dbbench.logio.write.SyncMethod;

/**
 * {@code bench logio --parts power}: the sync methods' durability measured on the power-loss layer
 * (docs/power-loss.md) instead of their speed. Writes power.json (one record per method: method,
 * cuts, acknowledged_lost, torn) and the table into a bundle.
 */
final class PowerPart {
    static final String POWER_JSON = "power.json";
    static final int MAX_CUTS = 1000;
    static final int DEFAULT_CUTS = 5;

    private PowerPart() {
    }

    static int run(LogioSettings s, int cuts, Path resultsDir, PrintStream out) throws IOException {
        List<SyncMethod> methods = new ArrayList<>();
        Map<String, String> unavailable = new LinkedHashMap<>(s.unavailableModes);
        long started = System.nanoTime();
        Map<SyncMethod, PowerCutExperiment.Losses> losses;
        try (ScratchDir scratch = ScratchDir.createIn(s.dir);
                PowerLossMount mount = PowerLossMount.start(scratch.path().resolve("power"), PowerLossLevel.POWER,
                        System.nanoTime())) {
            for (SyncMethod m : s.modes) {
                String why = NativeProbe.problem(m, mount.path());
                if (why == null) {
                    methods.add(m);
                } else {
                    unavailable.put(m.cliName(), why);
                    System.err.println("bench logio: " + m.cliName() + " cannot run on the power-loss layer, not tested: " + why);
                }
            }
            System.err.println("bench logio: power part: " + methods.size() + " sync methods, " + cuts
                    + " power cuts, each a remount of the layer (roughly " + (cuts * 5 + 10) + " s: 20 cuts took 91 s on a loaded 2-core VM)");
            losses = new PowerCutExperiment(mount, methods, s.recordBytes, System.nanoTime())
                    .run(cuts, line -> System.err.println("bench logio: " + line));
        }
        long seconds = Math.round((System.nanoTime() - started) / 1e9);

        List<Map<String, Object>> records = new ArrayList<>();
        for (PowerCutExperiment.Losses l : losses.values()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("method", l.method.cliName());
            r.put("cuts", l.cuts);
            r.put("acknowledged_lost", l.acknowledgedLost());
            r.put("torn", l.torn);
            r.put("acknowledged", l.acknowledged);
            r.put("labelled_durable", l.method.durable());
            records.add(r);
        }
        Table table = table(losses, unavailable, cuts, seconds);
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("parts", List.of(Part.POWER.cliName()));
        config.put("cuts", cuts);
        config.put("level", PowerLossLevel.POWER.label());
        config.put("recordBytes", s.recordBytes);
        config.put("modes", methods.stream().map(SyncMethod::cliName).toList());
        config.put("unavailableModes", unavailable);
        config.put("dir", s.dir.toAbsolutePath().normalize().toString());
        config.put("seconds", seconds);
        Environment env = Environment.capture(s.dir);
        String summary = StudyRun.summary("logio", env, List.of(table));
        Path json = Files.createTempFile("dbbench-power-", ".json");
        try {
            Files.writeString(json, Json.write(records));
            Path bundle = ResultBundle.write(resultsDir, "logio", env, config, null, summary, Map.of(POWER_JSON, json));
            out.println();
            out.print(summary);
            out.println();
            out.println("results: " + bundle);
        } finally {
            Files.deleteIfExists(json);
        }
        boolean broken = losses.values().stream().anyMatch(l -> l.method.durable() && l.acknowledgedLost() > 0);
        if (broken) {
            System.err.println("bench logio: a method labelled durable lost acknowledged records: see the table");
        }
        return 0;
    }

    private static Table table(Map<SyncMethod, PowerCutExperiment.Losses> losses, Map<String, String> unavailable,
            int cuts, long seconds) {
        Table.Builder b = Table.builder("Power cuts: acknowledged records lost (power-loss layer)",
                "method", "labelled", "cuts", "acked", "lost", "torn", "verdict");
        for (PowerCutExperiment.Losses l : losses.values()) {
            String verdict = l.method.durable() ? (l.acknowledgedLost() == 0 ? "held" : "BROKEN")
                    : (l.acknowledgedLost() > 0 ? "loses" : "kept");
            b.row(l.method.cliName(), l.method.durable() ? "durable" : "no", l.cuts, l.acknowledged,
                    l.acknowledgedLost(), l.torn, verdict);
        }
        b.note("verdict: held (labelled durable, lost none), BROKEN (labelled durable, lost some: a finding),"
                + " loses (labelled not durable, lost some), kept (labelled not durable, lost none in these cuts).");
        b.note("acked: records whose write and sync returned before the cut; lost: of those, missing or torn"
                + " after the cut and remount; torn: present but failing their checksum.");
        b.note("Every method wrote its own log at once; the cut came at a random moment; " + cuts + " cuts took "
                + seconds + " s. Nothing here is timed: the layer serialises every request.");
        unavailable.forEach((m, why) -> b.note("not tested: " + m + ": " + why));
        return b.build();
    }
}
