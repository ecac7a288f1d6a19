package org.dbbench.threeen1.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * CPU time of this process and of the JVM's own threads (GC, JIT compilers, VM thread, JFR), read
 * from Linux's /proc: JFR samples only threads running Java code, so the JVM's work is measured per
 * OS thread instead. Times are in clock ticks (USER_HZ, 100 per second on Linux). The JVM's threads
 * live as long as the JVM, so a difference of two snapshots is exact; Java threads that ended in
 * between are in the process total.
 */
public record ThreadCpu(boolean available, long processTicks, Map<Integer, Long> gc, Map<Integer, Long> jit,
        Map<Integer, Long> vm) {
    /** Clock ticks per second: USER_HZ, 100 on every Linux architecture the JDK runs on. */
    public static final int TICKS_PER_SECOND = 100;

    private static final Path PROC = Path.of("/proc/self");

    public static ThreadCpu snapshot() {
        Map<Integer, Long> gc = new HashMap<>();
        Map<Integer, Long> jit = new HashMap<>();
        Map<Integer, Long> vm = new HashMap<>();
        try (Stream<Path> tasks = Files.list(PROC.resolve("task"))) {
            long process = ticks(Files.readString(PROC.resolve("stat")));
            for (Path task : (Iterable<Path>) tasks::iterator) {
                String stat;
                try {
                    stat = Files.readString(task.resolve("stat"));
                } catch (IOException ended) {
                    continue; // the thread ended while we looked
                }
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                int tid = Integer.parseInt(task.getFileName().toString());
                Map<Integer, Long> bucket = isGc(name) ? gc : isJit(name) ? jit : isVm(name) ? vm : null;
                if (bucket != null) {
                    bucket.put(tid, ticks(stat));
                }
            }
            return new ThreadCpu(true, process, gc, jit, vm);
        } catch (IOException | RuntimeException e) {
            return new ThreadCpu(false, 0, Map.of(), Map.of(), Map.of());
        }
    }

    /** The ticks spent between {@code before} and this snapshot: process, GC, JIT, VM. */
    public long[] since(ThreadCpu before) {
        if (!available || !before.available) {
            return new long[4];
        }
        return new long[] {processTicks - before.processTicks, delta(gc, before.gc), delta(jit, before.jit),
            delta(vm, before.vm)};
    }

    private static long delta(Map<Integer, Long> now, Map<Integer, Long> before) {
        long sum = 0;
        for (Map.Entry<Integer, Long> e : now.entrySet()) {
            sum += e.getValue() - before.getOrDefault(e.getKey(), 0L);
        }
        return sum;
    }

    /** utime + stime: fields 14 and 15, counted after the name, which may hold spaces. */
    private static long ticks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    /** HotSpot's collector threads: Parallel and G1 workers, G1's concurrent threads, ZGC, Shenandoah. */
    static boolean isGc(String name) {
        return name.startsWith("GC Thread") || name.startsWith("G1 ") || name.startsWith("ZWorker")
                || name.startsWith("ZDriver") || name.startsWith("Shenandoah") || name.startsWith("ParGC");
    }

    static boolean isJit(String name) {
        return name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre")
                || name.startsWith("Sweeper") || name.startsWith("JVMCI");
    }

    /** The VM thread (safepoints), JFR's and the JVM's service threads: never sampled as Java. */
    static boolean isVm(String name) {
        return name.startsWith("VM Thread") || name.startsWith("VM Periodic") || name.startsWith("JFR ")
                || name.startsWith("Service Thread") || name.startsWith("Monitor Deflat")
                || name.startsWith("Signal Dispatch") || name.startsWith("Notification Th");
    }
}
