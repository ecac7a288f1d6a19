import java.nio.file.Path;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.workload.ExtraCpu;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.RunResult;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;

/**
 * An experiment, not part of the suite, beside InJvmPairs.java: one side of a 3n+1 compare per JVM
 * (as compare's rounds are), warmed up either on its own side only or on both sides (A's path and
 * B's busy work compiled alike, as when they alternate in one JVM), then RUNS measured runs, a full GC
 * before each. Whether the warm-up decides the effect tells if the JIT's view of the code is what
 * separates the fork design's effect from the in-JVM one.
 *
 *   java [the fork's heap flags] -cp benchmarks.jar OneSidePerJvm.java STORE TO WORKERS B_NS SIDE WARM RUNS
 *   SIDE: A or B; WARM: own or both
 */
public class OneSidePerJvm {
    public static void main(String[] args) throws Exception {
        long bNs = Long.parseLong(args[3]);
        boolean isB = args[4].equals("B");
        boolean warmBoth = args[5].equals("both");
        int runs = Integer.parseInt(args[6]);
        long to = Long.parseLong(args[1]);
        int workers = Integer.parseInt(args[2]);
        Path scratch = Path.of(System.getProperty("java.io.tmpdir"));
        StoreRun.Plan plan = new StoreRun.Plan(Stores.byName(args[0]), Durability.parse("relaxed"), true, 0,
                Workload.of(1, to, workers), null, scratch);
        StoreRun.Plan warm = new StoreRun.Plan(plan.type(), plan.durability(), true, 0,
                Workload.of(1, Math.min(100_000, Math.max(1_000, to / 10)), workers), null, scratch);
        // the other side first, so the side measured is the one warmed last either way
        if (warmBoth) {
            side(isB ? 0 : bNs);
            StoreRun.execute(warm, Progress.NONE);
        }
        side(isB ? bNs : 0);
        StoreRun.execute(warm, Progress.NONE);
        for (int i = 1; i <= runs; i++) {
            System.gc();
            System.gc();
            long t0 = System.nanoTime();
            RunResult r = StoreRun.execute(plan, Progress.NONE);
            double call = (System.nanoTime() - t0) / 1e9;
            if (!r.valid()) {
                throw new IllegalStateException("run failed its check: " + r.problems());
            }
            System.out.printf("%d,%s,%s,%.4f,%.4f%n", i, args[4], args[5], r.seconds(), call);
        }
    }

    private static void side(long ns) {
        if (ns == 0) {
            System.clearProperty(ExtraCpu.PROPERTY);
        } else {
            System.setProperty(ExtraCpu.PROPERTY, Long.toString(ns));
        }
    }
}
