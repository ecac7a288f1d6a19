package org.dbbench.core.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * What the machine and the JVM were doing during one measured run, recorded by the run itself
 * ({@link org.dbbench.core.env.RunMeter}): the facts a wide spread is explained with. Each goes
 * into JMH's results as a secondary metric named {@code run...}, one value per iteration, so the
 * bundle's jmh.json keeps them per run. NaN = not available here (e.g. no /proc/pressure); in JMH's
 * results that is NaN or -1 (a counter that must stay a number), as no fact is ever negative.
 *
 * @param cpus processors this JVM may use
 * @param otherCpus CPUs kept busy by everything but this process (machine busy time from /proc/stat
 *        minus this process's CPU time), averaged over the run
 * @param loadAverage the 1-minute load average at the end of the run (this process's threads count too)
 * @param stealShare share of CPU time the hypervisor gave to other guests (/proc/stat steal)
 * @param gcShare share of the run's wall time in garbage collection (GC MXBeans)
 * @param cpuPressure share of the run some task waited for a CPU (/proc/pressure/cpu, "some")
 * @param ioPressure share of the run some task waited for I/O (/proc/pressure/io, "some")
 * @param memoryPressure share of the run some task waited for memory (/proc/pressure/memory, "some")
 * @param dirtyMbAtStart dirty and writeback page cache at the start of the run (/proc/meminfo), MiB
 * @param majorFaults this process's major page faults during the run: reads the page cache missed
 * @param writtenMb bytes this process sent towards storage during the run (/proc/self/io), MiB
 */
public record RunConditions(double cpus, double otherCpus, double loadAverage, double stealShare, double gcShare,
        double cpuPressure, double ioPressure, double memoryPressure, double dirtyMbAtStart, double majorFaults,
        double writtenMb) {

    /** The secondary metric name of each fact, as recorded in JMH's results. */
    public static final Map<String, ToDoubleFunction<RunConditions>> METRICS = metrics();

    private static Map<String, ToDoubleFunction<RunConditions>> metrics() {
        Map<String, ToDoubleFunction<RunConditions>> m = new LinkedHashMap<>();
        m.put("runCpus", RunConditions::cpus);
        m.put("runOtherCpus", RunConditions::otherCpus);
        m.put("runLoadAverage", RunConditions::loadAverage);
        m.put("runStealShare", RunConditions::stealShare);
        m.put("runGcShare", RunConditions::gcShare);
        m.put("runCpuPressure", RunConditions::cpuPressure);
        m.put("runIoPressure", RunConditions::ioPressure);
        m.put("runMemoryPressure", RunConditions::memoryPressure);
        m.put("runDirtyMbAtStart", RunConditions::dirtyMbAtStart);
        m.put("runMajorFaults", RunConditions::majorFaults);
        m.put("runWrittenMb", RunConditions::writtenMb);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** Facts in {@link #METRICS} order. */
    public static RunConditions of(double[] v) {
        return new RunConditions(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
    }

    /** The facts as name -> value, in {@link #METRICS} order. */
    public Map<String, Double> asMap() {
        Map<String, Double> m = new LinkedHashMap<>();
        METRICS.forEach((name, f) -> m.put(name, f.applyAsDouble(this)));
        return m;
    }

    /** One fork's facts from its iterations: shares and loads averaged, faults and bytes added up. */
    public static RunConditions combine(List<RunConditions> runs) {
        double[] v = new double[METRICS.size()];
        int k = 0;
        for (Map.Entry<String, ToDoubleFunction<RunConditions>> e : METRICS.entrySet()) {
            boolean sum = e.getKey().equals("runMajorFaults") || e.getKey().equals("runWrittenMb");
            double total = 0;
            for (RunConditions r : runs) {
                total += e.getValue().applyAsDouble(r);
            }
            v[k++] = runs.isEmpty() ? Double.NaN : sum ? total : total / runs.size();
        }
        return of(v);
    }
}
