package org.dbbench.core.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The likely cause of a wide spread, in words, from the {@link RunConditions} each run recorded:
 * the slowest run is compared with the fastest, and every fact that was clearly worse in it (or
 * high enough to disturb any run) is named, the strongest first. Nothing is guessed: with no facts
 * recorded it says so, and with quiet facts it says the cause is not in what the suite can see.
 */
public final class SpreadCause {
    /** Other processes keeping at least this many CPUs busy disturb a run. */
    static final double OTHER_CPUS = 0.25;
    /** CPU time stolen by the hypervisor from this guest. */
    static final double STEAL = 0.02;
    /** Share of a run spent in GC, and how much more than in the fastest run. */
    static final double GC = 0.05;
    static final double GC_MORE = 0.02;
    /** I/O pressure this much higher in the slowest run than in the fastest (a synced write waits anyway). */
    static final double IO_MORE = 0.10;
    static final double MEMORY = 0.02;
    static final double MAJOR_FAULTS_MORE = 1000;
    static final double DIRTY_MB = 64;
    static final double WRITTEN_RATIO = 1.5;
    static final double WRITTEN_MB_MORE = 16;

    /** One run: its cost (time per run or per operation: larger is slower) and what it recorded. */
    public record Run(double cost, RunConditions conditions) {
    }

    private record Finding(double strength, String words) {
    }

    private SpreadCause() {
    }

    /**
     * The likely cause in words, e.g. "other load on the machine (other processes used 1.4 of 2
     * CPUs in the slowest run, 0.2 in the fastest; load avg 3.8)".
     */
    public static String of(List<Run> runs) {
        List<Run> known = runs.stream().filter(r -> r.conditions() != null).toList();
        if (known.size() < 2) {
            return "no run facts recorded, cause unknown";
        }
        Run slow = known.stream().max(Comparator.comparingDouble(Run::cost)).orElseThrow();
        Run fast = known.stream().min(Comparator.comparingDouble(Run::cost)).orElseThrow();
        RunConditions s = slow.conditions();
        RunConditions f = fast.conditions();
        List<Finding> found = new ArrayList<>();
        double maxOther = known.stream().mapToDouble(r -> r.conditions().otherCpus()).filter(Double::isFinite)
                .max().orElse(Double.NaN);
        if (maxOther >= OTHER_CPUS) {
            double maxLoad = known.stream().mapToDouble(r -> r.conditions().loadAverage()).filter(Double::isFinite)
                    .max().orElse(Double.NaN);
            found.add(new Finding(maxOther / OTHER_CPUS, "other load on the machine (other processes used "
                    + one(s.otherCpus()) + " of " + whole(s.cpus()) + " CPUs in the slowest run, "
                    + one(f.otherCpus()) + " in the fastest" + (Double.isFinite(maxLoad) ? "; load avg up to "
                    + one(maxLoad) : "") + ")"));
        }
        if (s.stealShare() >= STEAL) {
            found.add(new Finding(s.stealShare() / STEAL, "CPU steal: the hypervisor gave " + pct(s.stealShare())
                    + " of the CPU time to other guests in the slowest run (" + pct(f.stealShare())
                    + " in the fastest)"));
        }
        if (s.gcShare() >= GC && s.gcShare() - f.gcShare() >= GC_MORE) {
            found.add(new Finding(s.gcShare() / GC, pct(s.gcShare()) + " of the slowest run in GC ("
                    + pct(f.gcShare()) + " of the fastest)"));
        }
        if (s.ioPressure() - f.ioPressure() >= IO_MORE) {
            found.add(new Finding((s.ioPressure() - f.ioPressure()) / IO_MORE, "waiting for I/O (tasks stalled on"
                    + " I/O " + pct(s.ioPressure()) + " of the slowest run, " + pct(f.ioPressure())
                    + " of the fastest)"));
        }
        if (s.memoryPressure() >= MEMORY) {
            found.add(new Finding(s.memoryPressure() / MEMORY, "memory pressure (tasks stalled on memory "
                    + pct(s.memoryPressure()) + " of the slowest run)"));
        }
        if (s.majorFaults() - f.majorFaults() >= MAJOR_FAULTS_MORE) {
            found.add(new Finding((s.majorFaults() - f.majorFaults()) / MAJOR_FAULTS_MORE, "page cache misses ("
                    + whole(s.majorFaults()) + " major page faults in the slowest run, " + whole(f.majorFaults())
                    + " in the fastest)"));
        }
        if (s.dirtyMbAtStart() >= DIRTY_MB && s.dirtyMbAtStart() >= 2 * f.dirtyMbAtStart()) {
            found.add(new Finding(s.dirtyMbAtStart() / DIRTY_MB, "page cache writeback (" + whole(s.dirtyMbAtStart())
                    + " MB of dirty pages when the slowest run started, " + whole(f.dirtyMbAtStart())
                    + " MB for the fastest)"));
        }
        if (s.writtenMb() >= WRITTEN_RATIO * f.writtenMb() && s.writtenMb() - f.writtenMb() >= WRITTEN_MB_MORE) {
            found.add(new Finding(s.writtenMb() / Math.max(1, f.writtenMb()), "the store wrote more in the slowest run ("
                    + whole(s.writtenMb()) + " MB vs " + whole(f.writtenMb()) + " MB: a checkpoint or a log"
                    + " flush fell into it)"));
        }
        if (found.isEmpty()) {
            return "no cause in the recorded facts (load, steal, GC, I/O, memory, page cache quiet):"
                    + " inside the JVM or the store";
        }
        found.sort(Comparator.comparingDouble(Finding::strength).reversed());
        return found.size() == 1 ? found.get(0).words()
                : found.get(0).words() + "; also " + found.get(1).words();
    }

    private static String pct(double share) {
        return Double.isFinite(share) ? Math.round(share * 100) + "%" : "?";
    }

    private static String one(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.1f", v) : "?";
    }

    private static String whole(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%,d", Math.round(v)) : "?";
    }
}
