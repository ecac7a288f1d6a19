import java.nio.file.Path;
import java.util.Random;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.workload.ExtraCpu;
import org.dbbench.threeen1.workload.Progress;
import org.dbbench.threeen1.workload.RunResult;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Workload;

/**
 * An experiment, not part of the suite: A and B of a 3n+1 compare run alternately inside one JVM,
 * B with workload.extra-cpu-ns set, the order of each pair drawn, a full GC before every run. Prints
 * one line per pair (both runs' measured interval and whole-call time) for the report's tables.
 *
 *   java [the fork's heap flags] -cp benchmarks.jar InJvmPairs.java STORE TO WORKERS B_NS SECONDS SEED
 */
public class InJvmPairs {
    public static void main(String[] args) throws Exception {
        String store = args[0];
        long to = Long.parseLong(args[1]);
        int workers = Integer.parseInt(args[2]);
        long bNs = Long.parseLong(args[3]);
        long budgetNs = Long.parseLong(args[4]) * 1_000_000_000L;
        Random coin = new Random(Long.parseLong(args[5]));
        Path scratch = Path.of(System.getProperty("java.io.tmpdir"));
        StoreRun.Plan plan = new StoreRun.Plan(Stores.byName(store), Durability.parse("relaxed"), true, 0,
                Workload.of(1, to, workers), null, scratch);
        // warm-up as the suite's fork does (a tenth of the range), once on each side so both paths are compiled
        StoreRun.Plan warm = new StoreRun.Plan(plan.type(), plan.durability(), true, 0,
                Workload.of(1, Math.min(100_000, Math.max(1_000, to / 10)), workers), null, scratch);
        for (long ns : new long[] {0, bNs}) {
            side(ns);
            StoreRun.execute(warm, Progress.NONE);
        }
        System.out.println("pair,first,a_seconds,b_seconds,a_call,b_call,pair_wall");
        long start = System.nanoTime();
        for (int pair = 1; System.nanoTime() - start < budgetNs; pair++) {
            long pairStart = System.nanoTime();
            boolean aFirst = coin.nextBoolean();
            double[] a = null;
            double[] b = null;
            for (int k = 0; k < 2; k++) {
                boolean isA = (k == 0) == aFirst;
                side(isA ? 0 : bNs);
                double[] r = run(plan);
                if (isA) {
                    a = r;
                } else {
                    b = r;
                }
            }
            System.out.printf("%d,%s,%.4f,%.4f,%.4f,%.4f,%.2f%n", pair, aFirst ? "A" : "B", a[0], b[0], a[1], b[1],
                    (System.nanoTime() - pairStart) / 1e9);
        }
    }

    private static void side(long ns) {
        if (ns == 0) {
            System.clearProperty(ExtraCpu.PROPERTY);
        } else {
            System.setProperty(ExtraCpu.PROPERTY, Long.toString(ns));
        }
    }

    /** The measured interval and the whole call's time (JMH's score for a run), after a full GC. */
    private static double[] run(StoreRun.Plan plan) throws InterruptedException {
        System.gc();
        System.gc();
        long t0 = System.nanoTime();
        RunResult r = StoreRun.execute(plan, Progress.NONE);
        double call = (System.nanoTime() - t0) / 1e9;
        if (!r.valid()) {
            throw new IllegalStateException("run failed its check: " + r.problems());
        }
        return new double[] {r.seconds(), call};
    }
}
