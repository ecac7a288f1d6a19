package org.dbbench.threeen1.store;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import org.dbbench.threeen1.Progress;
import org.dbbench.threeen1.RunResult;
import org.dbbench.threeen1.StoreRun;
import org.dbbench.threeen1.Workload;

/**
 * The child JVM of {@link CrashRestartTest}:
 * {@code CrashChildMain <store> <dir> <from> <to> <workers> <durability> <pauseMillis>} runs the real
 * workload (the suite's StoreRun and coordinator) on the kept store {@code dir}, until the parent kills
 * it. A pause after each step write slows the run down (the parent uses it so that a RELAXED store has
 * written something of its own accord before the kill). It prints {@code ready} once the store is open and, after
 * each putStep returned (so was committed), {@code P <key>\t<value>}: the parent checks that
 * every such entry survived the kill.
 */
public final class CrashChildMain {
    private CrashChildMain() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        StoreType real = Stores.byName(args[0]);
        long pauseMillis = Long.parseLong(args[6]);
        StoreType reporting = new StoreType() {
            @Override
            public String name() {
                return real.name();
            }

            @Override
            public Store open(StoreOptions options) {
                Store store = real.open(options);
                out.println("ready");
                return new ReportingStore(store, (key, value) -> {
                    out.println("P " + key + "\t" + value);
                    pause(pauseMillis);
                });
            }

            @Override
            public boolean canUse(Path dir) {
                return real.canUse(dir);
            }
        };
        Workload workload = Workload.of(Long.parseLong(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]));
        RunResult r = StoreRun.execute(new StoreRun.Plan(reporting, Durability.parse(args[5]), true, 0, workload,
                Path.of(args[1]), null), Progress.NONE);
        out.println("done " + r.problems());
    }

    private static void pause(long millis) {
        if (millis > 0) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Passes every call through; reports each step entry once its putStep has returned. */
    private static final class ReportingStore extends ForwardingStore {
        private final BiConsumer<String, String> committed;

        ReportingStore(Store store, BiConsumer<String, String> committed) {
            super(store);
            this.committed = committed;
        }

        @Override
        protected Session wrap(Session session) {
            return new ForwardingSession(session) {
                @Override
                public void putStep(String key, String value) {
                    inner.putStep(key, value);
                    committed.accept(key, value);
                }
            };
        }
    }
}
