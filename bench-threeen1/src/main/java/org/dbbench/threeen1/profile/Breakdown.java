package org.dbbench.threeen1.profile;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * Where one run's CPU went, in milliseconds per {@link Category}; the JVM's own threads' part is
 * also given as GC, JIT and VM (the VM thread, JFR and the JVM's service threads). When the CPU
 * times could not be read (no /proc), the milliseconds are the samples times the sampling period,
 * and the JVM's own threads are missing: {@code cpuMeasured} says which.
 */
public record Breakdown(Map<Category, Double> millis, double gcMillis, double jitMillis, double vmMillis,
        long samples, boolean cpuMeasured) {
    private static final double MS_PER_TICK = 1000.0 / ThreadCpu.TICKS_PER_SECOND;

    static Breakdown of(Map<Category, Long> samples, long[] ticks) {
        long total = samples.values().stream().mapToLong(Long::longValue).sum();
        boolean measured = ticks[0] > 0;
        double gc = ticks[1] * MS_PER_TICK;
        double jit = ticks[2] * MS_PER_TICK;
        double vm = ticks[3] * MS_PER_TICK;
        double javaMillis = measured ? Math.max(0, ticks[0] * MS_PER_TICK - gc - jit - vm)
                : total * (double) CpuProfile.SAMPLE_MILLIS;
        Map<Category, Double> ms = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            // with no sample at all, the Java threads' CPU cannot be placed: it is "other"
            double share = total == 0 ? (c == Category.OTHER ? 1 : 0) : samples.get(c) / (double) total;
            ms.put(c, javaMillis * share);
        }
        ms.merge(Category.JVM, gc + jit + vm, Double::sum);
        return new Breakdown(ms, gc, jit, vm, total, measured);
    }

    public double totalMillis() {
        return millis.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** The category's share of all CPU, 0..1. */
    public double share(Category c) {
        double total = totalMillis();
        return total == 0 ? 0 : millis.get(c) / total;
    }

    /** "engine 41%, sql/drv 30%, ...": one line for a run's output. */
    public String line() {
        StringBuilder b = new StringBuilder();
        for (Category c : Category.values()) {
            b.append(b.length() == 0 ? "" : ", ").append(c.label()).append(' ')
                    .append(String.format(Locale.ROOT, "%.1f%%", 100 * share(c)));
        }
        return b + String.format(Locale.ROOT, " of %.1f s CPU (%,d samples; JVM threads: GC %.1f s, JIT %.1f s,"
                + " VM %.1f s%s)", totalMillis() / 1000, samples, gcMillis / 1000, jitMillis / 1000, vmMillis / 1000,
                cpuMeasured ? "" : ", not measured: no /proc");
    }
}
