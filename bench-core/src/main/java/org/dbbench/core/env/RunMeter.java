package org.dbbench.core.env;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.dbbench.core.stats.RunConditions;

/**
 * Records {@link RunConditions} around one measured run: {@link #start()} before it, {@link #stop()}
 * after it, in the JVM that runs it. Reads only cheap kernel counters (/proc/stat, /proc/loadavg,
 * /proc/pressure, /proc/meminfo, /proc/self/stat and io) and the GC MXBeans, so it costs nothing
 * the run would notice; a counter this kernel does not have is NaN.
 */
public final class RunMeter {
    private final long startNanos;
    private final long[] cpuStart;
    private final long processCpuStart;
    private final long gcStart;
    private final double[] pressureStart;
    private final double dirtyMbAtStart;
    private final double majorFaultsStart;
    private final double writtenStart;

    private RunMeter() {
        cpuStart = machineCpu();
        processCpuStart = processCpuNanos();
        gcStart = gcMillis();
        pressureStart = new double[] {pressure("cpu"), pressure("io"), pressure("memory")};
        dirtyMbAtStart = dirtyMb();
        majorFaultsStart = majorFaults();
        writtenStart = writtenBytes();
        startNanos = System.nanoTime();
    }

    public static RunMeter start() {
        return new RunMeter();
    }

    public RunConditions stop() {
        long elapsed = Math.max(1, System.nanoTime() - startNanos);
        long[] cpu = machineCpu();
        double cpus = Runtime.getRuntime().availableProcessors();
        double otherCpus = Double.NaN;
        double steal = Double.NaN;
        if (cpu != null && cpuStart != null) {
            long total = cpu[0] - cpuStart[0];
            long busy = cpu[1] - cpuStart[1];
            if (total > 0) {
                int machineCpus = Math.max(1, cpu[3] == 0 ? (int) cpus : (int) cpu[3]);
                double busyCpus = machineCpus * (double) busy / total;
                double ownCpus = (processCpuNanos() - processCpuStart) / (double) elapsed;
                otherCpus = Math.max(0, busyCpus - ownCpus);
                steal = (cpu[2] - cpuStart[2]) / (double) total;
            }
        }
        // at most the whole run: the collectors' times are whole milliseconds each, and over a run of a
        // few milliseconds their sum came to 1.06 of its wall time
        double gc = Math.min(1, (gcMillis() - gcStart) * 1e6 / elapsed);
        double written = writtenBytes() - writtenStart;
        return new RunConditions(cpus, otherCpus, loadAverage(), steal, gc,
                share(pressure("cpu") - pressureStart[0], elapsed), share(pressure("io") - pressureStart[1], elapsed),
                share(pressure("memory") - pressureStart[2], elapsed), dirtyMbAtStart,
                majorFaults() - majorFaultsStart, written / (1 << 20));
    }

    /** A pressure total (microseconds) over the run's nanoseconds, or NaN. */
    private static double share(double micros, long elapsedNanos) {
        return Double.isNaN(micros) ? Double.NaN : Math.min(1, Math.max(0, micros * 1000 / elapsedNanos));
    }

    /**
     * From the first line of /proc/stat: {all jiffies, busy jiffies (user, nice, system, irq, softirq),
     * steal jiffies, number of cpuN lines}; null when unreadable.
     */
    static long[] machineCpu() {
        List<String> lines = SysFs.lines("/proc/stat");
        if (lines.isEmpty() || !lines.get(0).startsWith("cpu ")) {
            return null;
        }
        String[] f = lines.get(0).trim().split("\\s+");
        long[] v = new long[f.length - 1];
        for (int i = 1; i < f.length; i++) {
            v[i - 1] = Long.parseLong(f[i]);
        }
        long total = 0;
        // user nice system idle iowait irq softirq steal (guest time is already in user)
        for (int i = 0; i < Math.min(8, v.length); i++) {
            total += v[i];
        }
        long busy = v[0] + v[1] + v[2] + (v.length > 6 ? v[5] + v[6] : 0);
        long steal = v.length > 7 ? v[7] : 0;
        long cpuLines = lines.stream().filter(l -> l.matches("cpu\\d+ .*")).count();
        return new long[] {total, busy, steal, cpuLines};
    }

    private static long processCpuNanos() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
            return Math.max(0, sun.getProcessCpuTime());
        }
        return 0;
    }

    private static long gcMillis() {
        long sum = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += Math.max(0, gc.getCollectionTime());
        }
        return sum;
    }

    private static double loadAverage() {
        String s = SysFs.read("/proc/loadavg");
        try {
            return Double.parseDouble(s.split("\\s+")[0]);
        } catch (RuntimeException e) {
            return Double.NaN;
        }
    }

    /** The "some" total of /proc/pressure/KIND in microseconds, or NaN (no PSI in this kernel). */
    static double pressure(String kind) {
        for (String line : SysFs.lines("/proc/pressure/" + kind)) {
            if (line.startsWith("some ")) {
                int at = line.indexOf("total=");
                if (at >= 0) {
                    return Double.parseDouble(line.substring(at + 6).trim());
                }
            }
        }
        return Double.NaN;
    }

    private static double dirtyMb() {
        double kb = 0;
        boolean found = false;
        for (String line : SysFs.lines("/proc/meminfo")) {
            if (line.startsWith("Dirty:") || line.startsWith("Writeback:")) {
                kb += Double.parseDouble(line.replaceAll("[^0-9]", ""));
                found = true;
            }
        }
        return found ? kb / 1024 : Double.NaN;
    }

    /** Field 12 (majflt) of /proc/self/stat; the command name in field 2 may hold spaces. */
    private static double majorFaults() {
        String s = SysFs.read("/proc/self/stat");
        int close = s.lastIndexOf(')');
        if (close < 0) {
            return Double.NaN;
        }
        String[] f = s.substring(close + 2).split("\\s+");
        // f[0] is field 3 (state), so field 12 is f[9]
        return f.length > 9 ? Double.parseDouble(f[9]) : Double.NaN;
    }

    private static double writtenBytes() {
        for (String line : SysFs.lines("/proc/self/io")) {
            if (line.startsWith("write_bytes:")) {
                return Double.parseDouble(line.substring(12).trim());
            }
        }
        return Double.NaN;
    }
}
