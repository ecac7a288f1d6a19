package org.dbbench.threeen1.workload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code --cpus}: pins a whole process (every thread, and the threads they start later) to its first
 * n allowed CPUs with {@code taskset -a -p -c LIST PID}. A JMH fork pins itself at the start of its
 * trial, before its warm-up, so the JIT and GC threads share those CPUs too, as they would on a
 * machine with n CPUs.
 */
public final class CpuPinning {
    static final Path TASKSET = Path.of("/usr/bin/taskset");
    private static final long TASKSET_SECONDS = 10;

    private CpuPinning() {
    }

    /** The CPUs this process may run on (Cpus_allowed_list of /proc/self/status), or all processors. */
    public static List<Integer> allowedCpus() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return parseList(line.substring(line.indexOf(':') + 1).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through to the processor count
        }
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
            all.add(i);
        }
        return all;
    }

    /** The parsing of {@link #allowedCpus()}, for tests. */
    public static List<Integer> allowedCpusForTest(String list) {
        return parseList(list);
    }

    /** "0-3,6" -> [0, 1, 2, 3, 6]. */
    static List<Integer> parseList(String list) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.split(",")) {
            int dash = part.indexOf('-');
            int from = Integer.parseInt(part.substring(0, dash < 0 ? part.length() : dash).trim());
            int to = dash < 0 ? from : Integer.parseInt(part.substring(dash + 1).trim());
            for (int c = from; c <= to; c++) {
                cpus.add(c);
            }
        }
        return cpus;
    }

    /** Why pinning cannot work here, or null. */
    public static String unavailableReason() {
        return Files.isExecutable(TASKSET) ? null
                : "no " + TASKSET + " (util-linux); install it or leave --cpus out";
    }

    /** Pins process {@code pid} (all its threads) to the first {@code n} allowed CPUs; returns the list used. */
    public static String pin(long pid, int n) {
        List<Integer> allowed = allowedCpus();
        if (n < 1 || n > allowed.size()) {
            throw new IllegalArgumentException("cannot pin to " + n + " CPUs: " + allowed.size() + " are allowed");
        }
        StringBuilder list = new StringBuilder();
        for (int i = 0; i < n; i++) {
            list.append(i == 0 ? "" : ",").append(allowed.get(i));
        }
        try {
            Process p = new ProcessBuilder(TASKSET.toString(), "-a", "-p", "-c", list.toString(), Long.toString(pid))
                    .redirectErrorStream(true).start();
            try {
                if (!p.waitFor(TASKSET_SECONDS, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("taskset did not finish within " + TASKSET_SECONDS + " s");
                }
                String out = new String(p.getInputStream().readAllBytes()).trim();
                if (p.exitValue() != 0) {
                    throw new IllegalStateException("taskset -a -p -c " + list + " " + pid + " failed: " + out);
                }
            } finally {
                p.destroyForcibly();
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot run taskset: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while pinning to CPUs " + list, e);
        }
        return list.toString();
    }
}
