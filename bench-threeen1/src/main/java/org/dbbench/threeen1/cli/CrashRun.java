package org.dbbench.threeen1.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.Plural;
import org.dbbench.core.report.Table;
import org.dbbench.core.run.StudyRun;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.crash.CrashReport;
import org.dbbench.threeen1.crash.CrashSeries;
import org.dbbench.threeen1.crash.FaultReport;
import org.dbbench.threeen1.crash.KillCycle;
import org.dbbench.threeen1.crash.PowerCutSeries;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;

/**
 * One {@code bench threeen1 crash} run of a validated request: every store and level opened once
 * (a refusal stops before any kill), the kill -9 series, then the power-cut series per fault, then
 * the tables, crash.json and the bundle. The killed stores live in a scratch directory removed at
 * the end, also on Ctrl-C.
 */
final class CrashRun {
    private final CrashRequest req;
    private final PrintStream out;
    private final Random random;
    private final List<CrashSeries.Result> killed = new ArrayList<>();
    /** crash.json's records of the series that stopped: what their kills or cuts found before the stop. */
    private final List<Map<String, Object>> stopped = new ArrayList<>();
    private final List<PowerCutSeries.Result> cut = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    /** Where cuts with a crash state that broke a claim are kept (made only then): outside the scratch, which goes. */
    private final Path keptStates;

    private CrashRun(CrashRequest req, PrintStream out) {
        this.req = req;
        this.out = out;
        this.random = new Random(req.seed());
        this.keptStates = req.dataDir().resolve("threeen1-crash-states-" + req.seed() + "-" + ProcessHandle.current().pid());
    }

    static int run(CrashRequest req, PrintStream out) {
        return new CrashRun(req, out).run();
    }

    private int run() {
        Workload w = req.workload();
        // --kills counts the cuts of each fault asked: kill -9, or a power cut of each power level
        int faults = (req.kill() ? 1 : 0) + req.powerFaults().size();
        String each = req.powerFaults().isEmpty() ? "kill" : req.kill() ? "cut" : "power cut";
        out.println("crash: " + Plural.of(req.kills(), each) + " per store" + (faults > 1 ? ", level and fault" : " and level")
                + ", " + Format.thousands(w.from()) + ".." + Format.thousands(w.to()) + ", k=" + w.workers()
                + ", seed " + req.seed());
        Environment env = Environment.capture(req.dataDir(), "threeen1");
        Path scratch;
        try {
            scratch = Files.createTempDirectory(req.dataDir(), "threeen1-crash-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a directory in " + req.dataDir() + ": " + e.getMessage(), e);
        }
        Thread cleanup = new Thread(() -> StoreRun.deleteTree(scratch), "threeen1-crash-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            List<KillCycle.Spec> specs = specs();
            // every store opens with every level asked before the first kill (a refusal is bad input)
            for (KillCycle.Spec spec : specs) {
                CrashSeries.warmUp(spec, scratch.resolve("warm-" + spec.type().name()));
            }
            for (KillCycle.Spec spec : req.kill() ? specs : List.<KillCycle.Spec>of()) {
                kills(spec, scratch);
            }
            for (PowerLossLevel f : req.powerFaults()) {
                for (KillCycle.Spec spec : specs) {
                    powerCuts(spec, f, scratch);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            out.println("crash: interrupted; nothing was written");
            return 1;
        } finally {
            StoreRun.deleteTree(scratch);
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs and removes the directory
            }
        }
        return report(env);
    }

    /** Every store, profile and level asked that the store accepts; the others are said and skipped. */
    private List<KillCycle.Spec> specs() {
        List<KillCycle.Spec> specs = new ArrayList<>();
        for (StoreType type : req.stores()) {
            for (Durability level : req.levels()) {
                if (type.refusal(level) != null) { // only with every store: a named one was refused
                    out.println("crash: skipped " + type.name() + " " + level.cliName() + ": " + type.refusal(level));
                }
            }
            for (boolean tuned : req.profiles()) {
                for (Durability level : req.levels()) {
                    if (type.refusal(level) == null) {
                        specs.add(new KillCycle.Spec(type, level, tuned, req.cacheMb(), req.workload(), 0));
                    }
                }
            }
        }
        return specs;
    }

    private void kills(KillCycle.Spec spec, Path scratch) throws IOException, InterruptedException {
        String label = CrashReport.label(spec);
        Path dir = scratch.resolve(label.replace(' ', '-'));
        long start = System.nanoTime();
        List<KillCycle.Kill> done = new ArrayList<>();
        try {
            CrashSeries.Result r = CrashSeries.run(spec, req.kills(), random, dir, kill -> {
                done.add(kill);
                out.println(CrashReport.killLine(label, kill, req.kills()));
            });
            killed.add(r);
            out.println(CrashReport.sentence(r));
            out.println(took(label + " kill", start, r.kills().size()));
        } catch (IllegalStateException e) {
            // a child that failed or stalled: said, and the other stores go on
            errors.add(label + ": " + e.getMessage());
            stopped.add(FaultReport.stopped(spec, done, e.getMessage()));
            out.println("crash: " + label + " stopped: " + e.getMessage());
        } finally {
            StoreRun.deleteTree(dir);
        }
    }

    private void powerCuts(KillCycle.Spec spec, PowerLossLevel f, Path scratch) throws InterruptedException {
        String label = CrashReport.label(spec) + " " + f.label();
        out.println("crash: " + label + ": " + req.kills() + " power cuts on the power-loss layer");
        long start = System.nanoTime();
        try {
            cut.add(PowerCutSeries.run(spec, f, req.kills(), random, scratch.resolve(label.replace(' ', '-')),
                    line -> out.println("crash: " + label + " " + line), req.models(), req.states(),
                    keptStates.resolve(f.label())));
            out.println(took(label, start, req.kills()));
        } catch (PowerCutSeries.Stopped e) {
            // said, recorded with the cuts before the stop, and the other series go on
            errors.add(label + ": " + e.getMessage());
            stopped.add(FaultReport.stopped(e.before, e.getMessage()));
            out.println("crash: " + label + " stopped: " + e.getMessage());
        }
    }

    /** "crash: derby tuned durable power took 52 s (2.6 s per cut)": what a campaign's ETA is made of. */
    private static String took(String label, long startNanos, int cuts) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return String.format(java.util.Locale.ROOT, "crash: %s took %.0f s (%.1f s per cut)", label, seconds,
                seconds / Math.max(1, cuts));
    }

    /** The tables, crash.json and the bundle; exit 1 when a kill series failed or a series stopped. */
    private int report(Environment env) {
        Workload w = req.workload();
        List<Map<String, Object>> claims = new ArrayList<>();
        killed.forEach(r -> claims.add(FaultReport.record(r)));
        claims.addAll(stopped);
        cut.forEach(r -> claims.addAll(FaultReport.records(r)));
        List<Table> tables = new ArrayList<>();
        if (req.kill()) {
            tables.add(CrashReport.table(killed, errors, w));
        }
        if (!req.powerFaults().isEmpty()) {
            tables.add(FaultReport.table(claims, FaultReport.range(w)));
        }
        String summary = StudyRun.summary("threeen1 crash", env, tables);
        Path bundle;
        Path crashJson = null;
        try {
            crashJson = Files.createTempFile("dbbench-crash-", ".json");
            Files.writeString(crashJson, Json.write(claims));
            bundle = ResultBundle.write(req.resultsDir(), "threeen1-crash", env, config(), null, summary,
                    Map.of(FaultReport.CRASH_JSON, crashJson));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (crashJson != null) {
                crashJson.toFile().delete();
            }
        }
        out.println();
        out.print(summary);
        out.println();
        for (PowerCutSeries.Result r : cut) {
            FaultReport.brokenClaimLines(r, req.kills(), req.seed()).forEach(out::println);
            FaultReport.brokenStateLines(r).forEach(out::println);
        }
        if (Files.isDirectory(keptStates)) {
            out.println("kept crash states (snapshot, operation log, acknowledgements of each cut with a broken state): "
                    + keptStates);
        }
        out.println("results: " + bundle);
        List<String> failures = new ArrayList<>(errors);
        killed.forEach(r -> failures.addAll(r.failures()));
        if (!failures.isEmpty()) {
            out.println("FAILED: " + String.join("; ", failures));
            return 1;
        }
        return 0;
    }

    private Map<String, Object> config() {
        Map<String, Object> c = new LinkedHashMap<>();
        Workload w = req.workload();
        c.put("study", "threeen1");
        c.put("stores", req.stores().stream().map(StoreType::name).toList());
        c.put("durability", req.levels().stream().map(Durability::cliName).toList());
        c.put("profiles", req.profiles().stream().map(t -> t ? "tuned" : "defaults").toList());
        c.put("kills", req.kills());
        c.put("from", w.from());
        c.put("to", w.to());
        c.put("workers", w.workers());
        c.put("cacheMb", req.cacheMb() == 0 ? "profile default" : (Object) req.cacheMb());
        c.put("seed", req.seed());
        c.put("dataDir", req.dataDir().toAbsolutePath().toString());
        c.put("expectedResult", Oracle.answer(w.from(), w.to()).result());
        c.put("results", killed.stream().map(CrashReport::json).toList());
        List<String> faults = new ArrayList<>();
        if (req.kill()) {
            faults.add("kill");
        }
        req.powerFaults().forEach(l -> faults.add(l.label()));
        c.put("faults", faults);
        c.put("states", req.states());
        c.put("models", req.models().stream().map(MetadataModel::label).toList());
        c.put("errors", errors);
        return c;
    }
}
