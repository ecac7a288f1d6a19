package org.dbbench.threeen1.crash;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.RunResult;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.ForwardingStore;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;

/**
 * The JVM that {@link KillCycle} kills: {@code CrashChild <store> <dir> <from> <to> <workers>
 * <durability> <tuned> <cacheMb> <pauseMillis>} runs the real workload (StoreRun and its
 * coordinator) on the kept store {@code dir} until it is killed. It prints {@code ready} once the
 * store is open and, after each putStep has returned (so the store acknowledged the commit),
 * {@code P <key>\t<value>}, flushed at once: every line the parent reads is an acknowledged commit.
 * A pause after each step write slows the run (a test uses it so that a store writing on a timer
 * has written something before the kill). {@code done <problems>} means the run finished first.
 */
public final class CrashChild {
    static final String READY = "ready";
    static final String ACK = "P ";
    static final String DONE = "done";

    private CrashChild() {
    }

    /** The arguments, in the order main reads them. */
    static String[] args(KillCycle.Spec spec, Path dir) {
        Workload w = spec.workload();
        return new String[] {spec.type().name(), dir.toString(), Long.toString(w.from()), Long.toString(w.to()),
            Integer.toString(w.workers()), spec.durability().cliName(), Boolean.toString(spec.tuned()),
            Integer.toString(spec.cacheMb()), Long.toString(spec.pauseMillis())};
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        StoreType real = Stores.byName(args[0]);
        Workload workload = Workload.of(Long.parseLong(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]));
        long pauseMillis = Long.parseLong(args[8]);
        StoreType reporting = new StoreType() {
            @Override
            public String name() {
                return real.name();
            }

            @Override
            public Store open(StoreOptions options) {
                Store store = real.open(options);
                out.println(READY);
                return new ReportingStore(store, out, pauseMillis);
            }

            @Override
            public boolean canUse(Path dir) {
                return real.canUse(dir);
            }
        };
        RunResult r = StoreRun.execute(new StoreRun.Plan(reporting, Durability.parse(args[5]),
                Boolean.parseBoolean(args[6]), Integer.parseInt(args[7]), workload, Path.of(args[1]), null),
                Progress.NONE);
        out.println(DONE + " " + r.problems());
    }

    /** Passes every call through; reports each step entry once its putStep has returned. */
    private static final class ReportingStore extends ForwardingStore {
        private final PrintStream out;
        private final long pauseMillis;

        ReportingStore(Store store, PrintStream out, long pauseMillis) {
            super(store);
            this.out = out;
            this.pauseMillis = pauseMillis;
        }

        @Override
        protected Session wrap(Session session) {
            return new ForwardingSession(session) {
                @Override
                public void putStep(String key, String value) {
                    inner.putStep(key, value);
                    out.println(ACK + key + "\t" + value);
                    pause();
                }
            };
        }

        private void pause() {
            if (pauseMillis > 0) {
                try {
                    Thread.sleep(pauseMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }
}
