package org.dbbench.threeen1.jmh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.dbbench.threeen1.workload.Coordinator;
import org.dbbench.threeen1.workload.DigitWords;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Each store's cost per read and per update, so a regression in one store shows without a whole
 * run. The store is first filled by the workload itself for 1..{@code preload}; keys and values are
 * encoded beforehand, so the codec is not in the figure. An update rewrites a stored entry with its
 * own value (the workload's writes are mostly new keys; a store may price them differently).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class StoreOpsBenchmark {
    /** The store, by its registered name. */
    @Param({"memory"})
    public String store;

    /** durable, relaxed or none (durable adds the store's sync to each update). */
    @Param({"relaxed"})
    public String durability;

    /** false: the engine's defaults; true: this suite's tuned settings. */
    @Param({"true"})
    public boolean tuned;

    /** The store holds the steps of 1..preload (about 2.2 entries per number). */
    @Param({"20000"})
    public long preload;

    private Store opened;
    private Path scratch;
    private String[] keys;
    private String[] values;

    @Setup(Level.Trial)
    public void fill() throws IOException, InterruptedException {
        StoreType type = Stores.byName(store);
        if (type.persistent()) {
            scratch = Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), "threeen1-ops-");
        }
        Oracle.Answer a = Oracle.answer(1, preload);
        opened = type.open(new StoreOptions(scratch, Durability.parse(durability), tuned, 0, a.updates()));
        new Coordinator(opened, Workload.of(1, preload, 2), Progress.NONE).run();
        // every start n > 1 is stored once its number is done
        keys = new String[(int) preload - 1];
        values = new String[keys.length];
        try (Store.Session s = opened.openSession()) {
            for (int i = 0; i < keys.length; i++) {
                keys[i] = DigitWords.words(i + 2);
                values[i] = s.getStep(keys[i]);
            }
        }
    }

    @TearDown(Level.Trial)
    public void close() {
        try {
            opened.close();
        } finally {
            if (scratch != null) {
                StoreRun.deleteTree(scratch);
            }
        }
    }

    /** One worker's session and its position in the key list. */
    @State(Scope.Thread)
    public static class Worker {
        Store.Session session;
        int next;

        @Setup(Level.Trial)
        public void open(StoreOpsBenchmark b) {
            session = b.opened.openSession();
            next = (int) (Thread.currentThread().getId() * 7919 % b.keys.length);
        }

        @TearDown(Level.Trial)
        public void close() {
            session.close();
        }

        int index(int length) {
            next = next + 1 == length ? 0 : next + 1;
            return next;
        }
    }

    /** One getStep of a stored key. */
    @Benchmark
    public String read(Worker w) {
        return w.session.getStep(keys[w.index(keys.length)]);
    }

    /** One putStep rewriting a stored entry with its own value. */
    @Benchmark
    public void update(Worker w) {
        int i = w.index(keys.length);
        w.session.putStep(keys[i], values[i]);
    }
}
