package org.dbbench.threeen1.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.jmh.Metric;
import org.dbbench.core.Plural;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.stats.Summary;
import org.dbbench.threeen1.workload.Format;

/**
 * One case of a 3n+1 JMH result (a store, profile, durability, k and range): the median of its
 * measured runs (seconds, wall, rates), the runs' spread with what each run recorded
 * ({@link Repeats}), counters averaged over the runs, and the checks the report can make from the
 * record alone.
 */
record RunCase(String store, boolean tuned, String durability, int workers, long from, long to, int samples,
        double seconds, Repeats secondsRuns, double wallSeconds, double readsPerSecond,
        double updatesPerSecond, double reads, double updates, double result, double highest, double block,
        boolean resumed, List<String> problems, int cpus) {

    static final String BENCHMARK = "org.dbbench.threeen1.jmh.Threeen1Benchmark.run";

    /** The SPEC table (ranges from 1): to -> result, highest. Used when a bundle carries no expectation. */
    private static final Map<Long, long[]> SPEC = Map.of(
            10L, new long[] {19, 52},
            1_000L, new long[] {178, 250_504},
            2_500L, new long[] {208, 1_276_936},
            30_000L, new long[] {307, 106_358_020},
            100_000L, new long[] {350, 1_570_824_736},
            1_000_000L, new long[] {524, 56_991_483_520L},
            3_000_000L, new long[] {559, 352_617_812_944L});

    static boolean is(JmhRecord r) {
        return BENCHMARK.equals(r.benchmark());
    }

    /**
     * @param expected the run's config "expected" map (result, highest), or null
     */
    static RunCase of(JmhRecord r, Map<?, ?> expected) {
        long from = Long.parseLong(r.param("from"));
        long to = Long.parseLong(r.param("to"));
        List<String> problems = new ArrayList<>();
        Metric invalid = r.secondary().get("invalid");
        int samples = invalid == null ? 0 : (int) Math.max(1, invalid.samples());
        if (invalid == null) {
            problems.add("no check counters in this result");
        } else if (invalid.score() > 0) {
            problems.add(Format.thousands(invalid.score()) + " of " + Plural.of(samples, "run") + " failed their own checks"
                    + " (reasons in the run output)");
        }
        boolean resumed = sum(r, "resumed") > 0;
        double reads = mean(r, "reads", samples);
        double updates = mean(r, "updates", samples);
        // on the sums, which are whole numbers: the means' difference can miss by a rounding error
        double surplus = sum(r, "reads") - sum(r, "updates");
        if (samples > 0 && surplus != (double) samples * (to - from + 1)) {
            problems.add("reads - updates = " + Format.thousands(surplus / samples) + " per run, expected "
                    + Format.thousands(to - from + 1));
        }
        long[] want = expectation(from, to, expected);
        if (want != null && samples > 0) {
            checkEvery(r, "result", want[0], problems);
            if (!resumed) {
                checkEvery(r, "highest", want[1], problems);
            }
        }
        Metric seconds = r.secondary().get("seconds");
        Repeats runs = seconds == null || seconds.iterations().isEmpty()
                ? new Repeats(Summary.of(finiteOr0(mean(r, "seconds", samples))), List.of())
                : Repeats.perIteration(r, seconds);
        return new RunCase(r.param("store"), "true".equals(r.param("tuned")), r.param("durability"),
                Integer.parseInt(r.param("workers")), from, to, samples, median(r, "seconds", samples), runs,
                median(r, "wallSeconds", samples), median(r, "readsPerSecond", samples),
                median(r, "updatesPerSecond", samples), reads, updates,
                mean(r, "result", samples), mean(r, "highest", samples), mean(r, "block", samples), resumed,
                List.copyOf(problems), Integer.parseInt(r.params().getOrDefault("cpus", "0")));
    }

    boolean valid() {
        return problems.isEmpty();
    }

    /** "tuned", or "tuned 2cpu" for a point pinned to 2 CPUs (--cpus): a series of its own. */
    String profile() {
        return (tuned ? "tuned" : "defaults") + (cpus > 0 ? " " + cpus + "cpu" : "");
    }

    /** The original's line for this case (medians of time and rates, means of the counts). */
    String originalLine() {
        return org.dbbench.threeen1.workload.OriginalLine.format(from, to, workers, Math.round(block), Math.round(result),
                Math.round(highest), seconds, Math.round(updates), Math.round(reads));
    }

    private static long[] expectation(long from, long to, Map<?, ?> expected) {
        if (expected != null && expected.get("result") instanceof Number res
                && expected.get("highest") instanceof Number high) {
            return new long[] {res.longValue(), high.longValue()};
        }
        return from == 1 ? SPEC.get(to) : null;
    }

    /** Every run's value (smallest and largest) must be the expected one. */
    private static void checkEvery(JmhRecord r, String name, long want, List<String> problems) {
        Metric m = r.secondary().get(name);
        if (m == null) {
            problems.add("no " + name + " in this result");
            return;
        }
        double lo = m.percentile(0.0);
        double hi = m.percentile(100.0);
        if (lo != want || hi != want) {
            problems.add(name + " " + Format.thousands(lo) + (lo != hi ? ".." + Format.thousands(hi) : "")
                    + ", expected " + Format.thousands(want));
        }
    }

    private static double sum(JmhRecord r, String name) {
        Metric m = r.secondary().get(name);
        return m == null ? Double.NaN : m.score();
    }

    /** The median over the runs (each run's value is in JMH's raw data); the mean for a bundle without it. */
    private static double median(JmhRecord r, String name, int samples) {
        Metric m = r.secondary().get(name);
        return m == null || m.iterations().isEmpty() ? mean(r, name, samples) : Summary.of(m.iterations()).median();
    }

    private static double finiteOr0(double v) {
        return Double.isFinite(v) ? v : 0;
    }

    /** EVENTS counters are summed over the runs by JMH; one sample per run. */
    private static double mean(JmhRecord r, String name, int samples) {
        return samples == 0 ? Double.NaN : sum(r, name) / samples;
    }
}
