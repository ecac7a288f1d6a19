package org.dbbench.core.env;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Where a run's threads may run, and which CPUs take a disk's completion interrupts. A thread
 * waiting in write or fdatasync is woken from that interrupt; on any other CPU the wakeup has to
 * cross CPUs (in a VM, an inter-processor interrupt through the host), which can add tens of
 * microseconds to every synced write. Two runs of one benchmark can differ by that much only because
 * the scheduler placed the thread elsewhere.
 */
final class CpuPlacement {
    /** A CPU is named when it took at least this share of the device's interrupts. */
    private static final double NAMED_SHARE = 0.10;

    private CpuPlacement() {
    }

    /**
     * The CPUs (e.g. "1" or "0,3") that took the interrupts of the PCI device behind block device
     * {@code name} so far, busiest first ("spread over N CPUs" when none takes a tenth); unknown when
     * the device has no MSI interrupts to read.
     */
    static String interruptCpus(String name) {
        Set<String> irqs = msiIrqs(Path.of("/sys/block", name, "device"));
        return irqs.isEmpty() ? SysFs.UNKNOWN : busiest(SysFs.lines("/proc/interrupts"), irqs);
    }

    /** The process's allowed CPUs ("0-1"), as taskset or a container set them; forks inherit them. */
    static String affinity() {
        for (String line : SysFs.lines("/proc/self/status")) {
            if (line.startsWith("Cpus_allowed_list:")) {
                return line.substring(line.indexOf(':') + 1).trim();
            }
        }
        return SysFs.UNKNOWN;
    }

    /** The interrupt numbers of the first device up from {@code device} that lists MSI interrupts. */
    private static Set<String> msiIrqs(Path device) {
        Set<String> irqs = new HashSet<>();
        try {
            for (Path d = device.toRealPath(); d != null; d = d.getParent()) {
                Path msi = d.resolve("msi_irqs");
                if (Files.isDirectory(msi)) {
                    try (Stream<Path> s = Files.list(msi)) {
                        s.forEach(p -> irqs.add(p.getFileName().toString()));
                    }
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            irqs.clear();
        }
        return irqs;
    }

    /** From /proc/interrupts: the CPUs holding at least {@link #NAMED_SHARE} of these interrupts. */
    static String busiest(List<String> procInterrupts, Set<String> irqs) {
        if (procInterrupts.isEmpty()) {
            return SysFs.UNKNOWN;
        }
        String[] cpus = procInterrupts.get(0).trim().split("\\s+");
        long[] counts = new long[cpus.length];
        long total = 0;
        for (String line : procInterrupts.subList(1, procInterrupts.size())) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 0 || !irqs.contains(f[0].replace(":", ""))) {
                continue;
            }
            for (int i = 0; i < cpus.length && i + 1 < f.length; i++) {
                try {
                    long n = Long.parseLong(f[i + 1]);
                    counts[i] += n;
                    total += n;
                } catch (NumberFormatException e) {
                    break;
                }
            }
        }
        if (total == 0) {
            return SysFs.UNKNOWN;
        }
        TreeMap<Long, String> byCount = new TreeMap<>();
        int taking = 0;
        for (int i = 0; i < cpus.length; i++) {
            taking += counts[i] > 0 ? 1 : 0;
            if (counts[i] >= NAMED_SHARE * total) {
                byCount.merge(-counts[i], cpus[i].replace("CPU", ""), (a, b) -> a + "," + b);
            }
        }
        // a queue per CPU (NVMe): each completes where it was submitted, no CPU stands out
        return byCount.isEmpty() ? "spread over " + taking + " CPUs" : String.join(",", byCount.values());
    }
}
