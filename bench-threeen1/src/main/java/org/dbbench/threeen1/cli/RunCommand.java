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
import java.util.concurrent.Callable;
import org.dbbench.core.run.StudyRun;
import org.dbbench.core.console.Console;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.threeen1.workload.Format;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.profile.CpuProfile;
import org.dbbench.threeen1.profile.Recordings;
import org.dbbench.threeen1.jmh.Threeen1Benchmark;
import org.dbbench.threeen1.report.Threeen1Report;
import org.dbbench.threeen1.waits.WaitFiles;
import org.dbbench.threeen1.waits.WaitRecording;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Plural;
import org.dbbench.threeen1.store.StoreType;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code bench threeen1 run} (also plain {@code bench threeen1}): the workload on every store through JMH. */
@Command(name = "run", resourceBundle = "org.dbbench.threeen1.cli.RunHelp", description = {"Run the 3n+1 workload on the stores through JMH (the default).",
    "Example: bench threeen1 run --store chronicle,memory --workers 1,4,16,64"})
public final class RunCommand implements Callable<Integer> {
    @Mixin
    RunOptions options = new RunOptions();

    @Override
    public Integer call() {
        return run(options, System.out);
    }

    static int run(RunOptions o, PrintStream out) {
        RunRequest req = RunRequest.of(o);
        if (o.waits && WaitRecording.unavailableReason() != null) {
            throw new BadInputException("--waits cannot measure here: " + WaitRecording.unavailableReason());
        }
        List<Integer> cpus = o.cpus == null ? List.of() : o.cpus.items();
        long extraCpuNs = org.dbbench.threeen1.workload.ExtraCpu.configured(); // refused here, before any work
        // nothing has been created up to here; from here on the run owns what it makes
        Workload w = req.workloads().get(0);
        for (Workload each : req.workloads()) {
            if (each.workers() < Workload.defaultWorkers()) {
                out.println("note: k = " + each.workers() + " is below 2 x " + Runtime.getRuntime().availableProcessors()
                        + " processors = " + Workload.defaultWorkers() + "; the original raised it, because"
                        + " contention is part of the test");
            }
            if (each.blockCapped()) {
                out.println("note: --block capped at ceil((j - i + 1) / k) = " + Format.thousands(each.block())
                        + " for k = " + each.workers());
            }
        }
        req.notes().forEach(out::println);
        Oracle.Answer expected = Oracle.answer(w.from(), w.to());
        Map<String, Object> config = config(req, expected);
        config.put("storeSettings", StoreDescriptions.describe(req, expected.updates()));
        if (extraCpuNs > 0) {
            // a known effect, said wherever the run's numbers go so that they are never read as the store's own
            config.put("knownEffects", Map.of(org.dbbench.threeen1.workload.ExtraCpu.PROPERTY, extraCpuNs));
            out.println("note: " + org.dbbench.threeen1.workload.ExtraCpu.PROPERTY + "=" + extraCpuNs + ": every worker"
                    + " does " + extraCpuNs + " ns of busy work after each commit (a known effect; these are not the"
                    + " store's own times)");
        }
        Options jmh = JmhPlan.options(req);
        if (!cpus.isEmpty()) {
            config.put("cpus", cpus);
            config.put("cpusPinnedBy", "taskset -a -p -c <first N allowed CPUs> <fork pid>, by each fork at its start");
            jmh = new OptionsBuilder().parent(jmh).param("cpus", cpus.stream().map(String::valueOf)
                    .toArray(String[]::new)).build();
        }
        int points = Math.max(1, cpus.size());
        double seconds = req.expectedSeconds() * points;
        out.println("threeen1: " + Plural.of(req.stores().size() * req.profiles().size() * req.workloads().size()
                * points, "point") + " x " + Plural.of(req.runs(), "run") + ", estimated " + Math.round(seconds / 60) + " min (ETA "
                + java.time.LocalTime.now().plusSeconds((long) seconds).withNano(0) + "; refined after each run)");
        Path extras = null; // laid out as in the bundle: profiles/ when recording
        if (o.profile) {
            extras = temporaryDirectory();
            Path profiles = extras.resolve(Recordings.DIR); // the forks write their recordings here
            config.put("profile", "a JFR recording per measured run in profiles/");
            List<String> args = new ArrayList<>(jmh.getJvmArgsAppend().orElse(List.of()));
            args.add("-D" + CpuProfile.DIR_PROPERTY + "=" + profiles);
            jmh = new OptionsBuilder().parent(jmh).jvmArgsAppend(args.toArray(new String[0])).build();
        }
        if (o.waits) {
            extras = extras == null ? temporaryDirectory() : extras;
            config.put("waits", "each run's workers' wall-clock time split, a json per measured run in waits/");
            List<String> args = new ArrayList<>(jmh.getJvmArgsAppend().orElse(List.of()));
            args.add("-D" + WaitFiles.DIR_PROPERTY + "=" + extras.resolve(WaitFiles.DIR));
            jmh = new OptionsBuilder().parent(jmh).jvmArgsAppend(args.toArray(new String[0])).build();
        }
        StudyRun.Outcome outcome;
        try {
            outcome = StudyRun.execute("threeen1", req.resultsDir(), storageDir(req), config, jmh,
                    options -> RunProgress.wrap(options, Console.screen(), req, points), new Threeen1Report(), out, extras);
        } catch (RunnerException e) {
            out.println("threeen1: a benchmark run failed (the end of its output is above): " + e.getMessage());
            return 1;
        } finally {
            if (extras != null) {
                StoreRun.deleteTree(extras);
            }
        }
        List<String> invalid = new ArrayList<>();
        int measured = 0;
        for (JmhRecord r : outcome.run().records()) {
            if (!r.benchmark().equals(Threeen1Benchmark.class.getName() + ".run")) {
                continue;
            }
            measured++;
            Metric m = r.secondary().get("invalid");
            if (m == null || m.score() > 0) {
                invalid.add(r.param("store") + " " + ("true".equals(r.param("tuned")) ? "tuned" : "defaults")
                        + " k=" + r.param("workers"));
            }
        }
        int planned = req.stores().size() * req.profiles().size() * req.workloads().size() * points;
        Path log = outcome.bundle().resolve(Console.LOG_NAME);
        // a run that failed ends its point: JMH keeps the point's earlier runs of one JVM, or drops it
        List<String> failed = Console.linesWith(log, "FAILED ");
        if (measured < planned || !failed.isEmpty()) {
            failed.forEach(out::println); // the forks' reasons
            out.println("full output of the run: " + log);
            out.println("threeen1: " + Math.max(failed.size(), planned - measured) + " of " + Plural.of(planned, "point")
                    + " lost runs (reasons above): a point's numbers are from the runs before its"
                    + " failure, or missing; the bundle holds the rest");
            return 1;
        }
        if (!invalid.isEmpty()) {
            Console.linesWith(log, "INVALID").forEach(out::println); // the forks' reasons, from their output
            out.println("full output of the run: " + log);
            out.println("INVALID: " + String.join(", ", invalid) + " failed their checks (reasons in the run"
                    + " output above); their numbers are not results");
            return 1;
        }
        return 0;
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("dbbench-profile-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory for the recordings: "
                    + e.getMessage(), e);
        }
    }

    /** The directory whose storage env.json describes: where the stores live (--db may not exist yet). */
    private static java.nio.file.Path storageDir(RunRequest req) {
        java.nio.file.Path dir = req.db() == null ? req.dataDir() : req.db().toAbsolutePath();
        while (dir != null && !java.nio.file.Files.isDirectory(dir)) {
            dir = dir.getParent();
        }
        return dir == null ? req.dataDir() : dir;
    }

    private static Map<String, Object> config(RunRequest req, Oracle.Answer expected) {
        Map<String, Object> c = new LinkedHashMap<>();
        Workload w = req.workloads().get(0);
        c.put("study", "threeen1");
        c.put("stores", req.stores().stream().map(StoreType::name).toList());
        c.put("from", w.from());
        c.put("to", w.to());
        c.put("workers", req.workerCounts());
        c.put("block", req.blockGiven() ? (Object) w.block() : "ceil((j - i + 1) / k)");
        c.put("durability", req.durability().cliName());
        c.put("profiles", req.profiles().stream().map(t -> t ? "tuned" : "defaults").toList());
        c.put("cacheMb", req.cacheMb() == 0 ? "profile default" : (Object) req.cacheMb());
        c.put("db", req.db() == null ? null : req.db().toAbsolutePath().toString());
        c.put("dataDir", req.dataDir().toAbsolutePath().toString());
        c.put("runs", req.runs());
        c.put("runsIn", req.sameJvm() ? "one JVM per case, as JMH iterations" : "a fresh JVM each, as JMH forks");
        c.put("expectedSeconds", Math.round(req.expectedSeconds()));
        c.put("notes", req.notes());
        c.put("warmups", Math.max(0, req.warmups()));
        c.put("ops", req.ops());
        c.put("quick", req.quick());
        c.put("processors", Runtime.getRuntime().availableProcessors());
        c.put("forkJvmArgs", JmhPlan.forkJvmArgs(w.count()));
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("result", expected.result());
        e.put("highest", expected.highest());
        e.put("updates", expected.updates());
        e.put("reads", expected.reads());
        c.put("expected", e);
        return c;
    }
}
