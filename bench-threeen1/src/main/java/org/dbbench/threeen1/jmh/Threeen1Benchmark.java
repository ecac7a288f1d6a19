package org.dbbench.threeen1.jmh;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.compare.TurnGate;
import org.dbbench.core.env.RunMeter;
import org.dbbench.threeen1.workload.CpuPinning;
import org.dbbench.threeen1.workload.ExtraCpu;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.RunResult;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreDescriptor;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.waits.WaitFiles;
import org.dbbench.threeen1.waits.WaitRecording;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Timeout;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The 3n+1 workload, one whole run per invocation on a fresh store (or on the kept {@code db}):
 * JMH's score is the time of the whole invocation (store open, run, close, scratch removal); the
 * SPEC's measured interval, the wall time, reads/s and updates/s and the answer are secondary
 * results ({@link RunCounters}). Every run is checked; a failed check sets {@code invalid} and is
 * explained on the fork's output.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(1)
@Timeout(time = 24, timeUnit = TimeUnit.HOURS)
@State(Scope.Benchmark)
public class Threeen1Benchmark {
    /** The store, by its registered name: derby, h2, chronicle, memory. */
    @Param({"memory"})
    public String store;

    /** durable, relaxed or none; each store states what it does for it. */
    @Param({"relaxed"})
    public String durability;

    /** k, the worker threads. */
    @Param({"4"})
    public int workers;

    /** i, the first number. */
    @Param({"1"})
    public long from;

    /** j, the last number. */
    @Param({"100000"})
    public long to;

    /** l, numbers per block; 0 = ceil((j - i + 1) / k), one block per worker. */
    @Param({"0"})
    public long block;

    /** Cache size in MiB; 0 = the profile's default. */
    @Param({"0"})
    public int cache;

    /** false: the engine's defaults; true: the settings this suite found best (printed). */
    @Param({"true"})
    public boolean tuned;

    /** A kept store directory to run on (resume); empty = a fresh store in a scratch directory. */
    @Param({""})
    public String db;

    /** Where scratch directories for fresh stores are made; empty = java.io.tmpdir. */
    @Param({""})
    public String dataDir;

    /** Numbers run once per fork before any measured run (see {@link #warmUp()}). */
    static final long WARM_UP_MAX = 100_000;

    /** CPUs the fork pins itself to (taskset -a), the first n it may use; 0 = all, unpinned. */
    @Param({"0"})
    public int cpus;

    private StoreRun.Plan plan;

    @Setup(Level.Trial)
    public void plan() {
        if (cpus > 0) {
            String list = CpuPinning.pin(ProcessHandle.current().pid(), cpus);
            System.out.println("pinned to CPUs " + list + " (taskset -a)");
        }
        StoreType type = Stores.byName(store);
        Workload w = block == 0 ? Workload.of(from, to, workers) : Workload.of(from, to, workers, block);
        Path scratchParent = Path.of(dataDir.isEmpty() ? System.getProperty("java.io.tmpdir") : dataDir);
        plan = new StoreRun.Plan(type, Durability.parse(durability), tuned, cache, w,
                db.isEmpty() ? null : Path.of(db), scratchParent);
        // the check's answer, computed here so no run pays for it
        Oracle.answer(from, to);
        if (WaitFiles.enabled()) {
            WaitRecording.prime();
        }
        warmUp();
        long extraNs = ExtraCpu.configured();
        if (extraNs > 0) {
            System.out.println(ExtraCpu.PROPERTY + " (a known effect), per commit: "
                    + new org.dbbench.core.run.BusyWork(extraNs).describe());
        }
    }

    /** In a lockstep comparison each measured run waits for its turn, untimed ({@link TurnGate}). */
    @Setup(Level.Iteration)
    public void awaitTurn() {
        TurnGate.awaitTurn();
    }

    @TearDown(Level.Iteration)
    public void endTurn() {
        TurnGate.endTurn();
    }

    /**
     * A tenth of the range (at most {@value #WARM_UP_MAX} numbers, at least 1,000) on a scratch store
     * of the same kind and settings, not measured: on two cores the JIT compiling the store's code
     * during a cold run costs a Chronicle run of 1..1,000,000 several seconds (and more with many
     * workers, who starve the compiler threads), which says nothing about the store. The original
     * ran cold; every store here runs warm, alike.
     */
    private void warmUp() {
        Workload w = plan.workload();
        long count = Math.max(Math.min(1_000, w.count()), Math.min(WARM_UP_MAX, w.count() / 10));
        // at most 2 x processors workers: with 64 on 2 cores the JIT's threads get a sliver of
        // the CPU and the "warm" code would still be half interpreted
        Workload warm = Workload.of(from, from + count - 1, Math.min(w.workers(), Workload.defaultWorkers()));
        StoreRun.Plan p = new StoreRun.Plan(plan.type(), plan.durability(), plan.tuned(), plan.cacheMb(), warm, null,
                plan.scratchParent());
        try {
            RunResult r = StoreRun.execute(p, Progress.NONE);
            System.out.println("warm-up (not measured): " + r.originalLine() + (r.valid() ? "" : " INVALID"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while warming up", e);
        }
    }

    /**
     * {@code profile} records the run when asked ({@code --profile}), {@code waits} measures where its
     * workers waited ({@code --waits}): their setup and teardown do the work.
     */
    @Benchmark
    public RunResult run(RunCounters counters, ProfileCounters profile, WaitCounters waits) throws InterruptedException {
        String label = store + " " + (tuned ? "tuned" : "defaults") + " " + durability + " k=" + workers
                + (cpus > 0 ? " cpus=" + cpus : "");
        // metered here, not by a JMH profiler: the first iteration's window would hold the warm-up
        RunMeter meter = RunMeter.start();
        RunResult r;
        try {
            r = StoreRun.execute(plan, Progress.toStderr(label, plan.workload().count()));
        } catch (RuntimeException e) {
            // the line the command shows for a point without a result; JMH goes on with the next point
            System.out.println("FAILED " + label + ": " + e.getMessage());
            throw e;
        }
        counters.conditions(meter.stop());
        counters.record(r);
        report(label, r, Stores.descriptor(store));
        return r;
    }

    /**
     * The run's lines on the fork's output. The engine's setting names the jar its classes came from
     * too ("[jar 3.54.1.0]", read from the class path), which is what {@code bench compare} checks a
     * swapped engine jar against: an engine's own version (SQLite's C library) may differ from its jar's.
     */
    private static void report(String label, RunResult r, StoreDescriptor store) {
        Map<String, String> settings = new LinkedHashMap<>(r.settings());
        if (store.engine() != null) {
            // before the first comma: compare reads the engine up to there
            String engine = settings.getOrDefault("engine", store.engine().title());
            int comma = engine.indexOf(',') < 0 ? engine.length() : engine.indexOf(',');
            settings.put("engine", engine.substring(0, comma) + " [jar " + store.engine().version() + "]"
                    + engine.substring(comma));
        }
        System.out.println();
        System.out.println(label + ": " + r.originalLine() + (r.valid() ? "" : " INVALID"));
        System.out.println("  durability " + r.effective().cliName() + ": " + r.durabilityStatement());
        System.out.println("  settings " + settings);
        if (r.resumed()) {
            System.out.println("  resumed on a store holding steps: result " + r.before().result()
                    + " before; highest, reads and updates count this run only");
        }
        for (String p : r.problems()) {
            System.out.println("  INVALID: " + p);
        }
    }
}
