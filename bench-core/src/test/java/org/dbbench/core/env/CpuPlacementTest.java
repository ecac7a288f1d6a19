package org.dbbench.core.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class CpuPlacementTest {

    /** Three CPUs; the disk (a virtio PCI device) has interrupts 35 and 36. */
    private static final List<String> INTERRUPTS = List.of(
            "           CPU0       CPU1       CPU2",
            "  1:          9          0          0   IO-APIC   1-edge      i8042",
            " 35:          0          1          0   PCI-MSIX-0000:00:02.0   0-edge      virtio1-config",
            " 36:        %d        %d         %d   PCI-MSIX-0000:00:02.0   1-edge      virtio1-req.0",
            " 41:   20000000          0          0   PCI-MSIX-0000:00:04.0   1-edge      virtio3-rx",
            "NMI:          0          0          0   Non-maskable interrupts");

    private static List<String> with(long cpu0, long cpu1, long cpu2) {
        return INTERRUPTS.stream().map(l -> l.contains("%d") ? String.format(l, cpu0, cpu1, cpu2) : l).toList();
    }

    @Test
    void theCpuTakingTheDisksInterruptsIsNamedAndOtherDevicesAreIgnored() {
        // the network card's 20,000,000 interrupts on CPU0 must not make CPU0 the disk's CPU
        assertEquals("1", CpuPlacement.busiest(with(0, 52_600_122, 3), Set.of("35", "36")));
    }

    @Test
    void sharedInterruptsNameEveryCpuWithATenthOrMoreBusiestFirst() {
        assertEquals("2,0", CpuPlacement.busiest(with(400, 50, 550), Set.of("35", "36")));
    }

    @Test
    void aQueuePerCpuSpreadsThemSoNoCpuIsNamed() {
        List<String> lines = new java.util.ArrayList<>(List.of(
                "  CPU0 CPU1 CPU2 CPU3 CPU4 CPU5 CPU6 CPU7 CPU8 CPU9 CPU10 CPU11"));
        for (int q = 0; q < 12; q++) {
            long[] c = new long[12];
            c[q] = 1000;
            StringBuilder l = new StringBuilder(" " + (60 + q) + ":");
            for (long n : c) {
                l.append(' ').append(n);
            }
            lines.add(l.append("  PCI-MSIX-0000:01:00.0 ").append(q).append("-edge nvme0q").append(q).toString());
        }
        Set<String> irqs = new java.util.HashSet<>();
        for (int q = 0; q < 12; q++) {
            irqs.add(String.valueOf(60 + q));
        }
        assertEquals("spread over 12 CPUs", CpuPlacement.busiest(lines, irqs));
    }

    @Test
    void noInterruptsYetIsUnknown() {
        assertEquals("unknown", CpuPlacement.busiest(with(0, 0, 0), Set.of("36")));
        assertEquals("unknown", CpuPlacement.busiest(List.of(), Set.of("36")));
    }

    @Test
    void affinityIsWhatTasksetReportsForThisProcess() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "Linux /proc");
        Process p = new ProcessBuilder("taskset", "-pc", String.valueOf(ProcessHandle.current().pid()))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assumeTrue(p.waitFor() == 0, "taskset is not installed: " + out);
        // "pid 123's current affinity list: 0,1" (taskset) vs "0-1" (/proc): compare as sets
        assertEquals(cpus(out.substring(out.lastIndexOf(':') + 1)), cpus(CpuPlacement.affinity()));
    }

    private static Set<Integer> cpus(String list) {
        Set<Integer> s = new TreeSet<>();
        for (String part : list.trim().split(",")) {
            String[] r = part.split("-");
            for (int c = Integer.parseInt(r[0]); c <= Integer.parseInt(r[r.length - 1]); c++) {
                s.add(c);
            }
        }
        return s;
    }
}
