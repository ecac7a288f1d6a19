package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.env.Environment;
import org.junit.jupiter.api.Test;

class MachineLabelsTest {

    private static MachineRun run(String host, String fs, String device, String jvm) {
        return run(host, fs, device, jvm, "/data");
    }

    private static MachineRun run(String host, String fs, String device, String jvm, String dir) {
        Map<String, Map<String, Object>> s = new LinkedHashMap<>();
        s.put("os", new LinkedHashMap<>(Map.of("host", host, "name", "Linux", "kernel", "6.1.0-18-amd64")));
        s.put("storage", new LinkedHashMap<>(Map.of("fileSystem", fs, "blockDevice", device,
                "writeCache", "write back", "path", dir)));
        s.put("jvm", new LinkedHashMap<>(Map.of("version", jvm)));
        return new MachineRun(Path.of("/r/" + host), Environment.of(s), Map.of(), List.of());
    }

    private static List<String> labels(MachineRun... runs) {
        return MachineLabels.apply(List.of(runs)).stream().map(MachineRun::label).toList();
    }

    @Test
    void oneMachineKeepsItsFullLabel() {
        assertEquals(List.of("a ext4/sda JDK 17.0.15"), labels(run("a", "ext4", "sda", "17.0.15+6-Debian")));
    }

    @Test
    void sameHostTwoJdksIsNamedByJdkOnly() {
        assertEquals(List.of("JDK 17.0.15", "JDK 25.0.1"),
                labels(run("a", "ext4", "sda", "17.0.15+6"), run("a", "ext4", "sda", "25.0.1+8-LTS")));
    }

    @Test
    void sameHostTwoFileSystemsIsNamedByFileSystemAndDevice() {
        assertEquals(List.of("ext4 sda", "xfs nvme0n1"),
                labels(run("a", "ext4", "sda", "17"), run("a", "xfs", "nvme0n1", "17")));
    }

    @Test
    void twoHostsAreNamedByHostNotByTheirDeviceNames() {
        assertEquals(List.of("a", "b"), labels(run("a", "ext4", "sda", "17"), run("b", "ext4", "vda", "17")));
    }

    @Test
    void twoHostsWithDifferentFileSystemsNameBoth() {
        assertEquals(List.of("a ext4", "b zfs"), labels(run("a", "ext4", "sda", "17"), run("b", "zfs", "sda", "17")));
    }

    @Test
    void repeatedRunsOfOneMachineShareTheFullLabelAndAreNumberedSideBySide() {
        List<MachineRun> runs = MachineLabels.apply(List.of(run("a", "ext4", "sda", "17"), run("a", "ext4", "sda", "17")));
        assertEquals(List.of("a ext4/sda JDK 17 #1", "a ext4/sda JDK 17 #2"),
                MachineLabels.numbered(runs).stream().map(MachineRun::label).toList());
    }

    /** A logio and a threeen1 bundle of one host ran in two directories: one machine, not two. */
    @Test
    void theDataDirectoryDoesNotMakeAnotherMachine() {
        assertEquals(List.of("JDK 17", "JDK 25"),
                labels(run("a", "ext4", "sda", "17", "/tmp"), run("a", "ext4", "sda", "25", "/tmp/other")));
        List<MachineRun> runs = List.of(run("a", "ext4", "sda", "17", "/data/one"), run("a", "ext4", "sda", "17", "/data/two"));
        assertEquals(List.of("a ext4/sda JDK 17", "a ext4/sda JDK 17"), labels(runs.get(0), runs.get(1)));
        assertEquals(1, new Report(MachineLabels.apply(runs), List.of()).machines().size());
        assertEquals(List.of("JDK 17", "JDK 17", "JDK 25"), labels(run("a", "ext4", "sda", "17", "/one"),
                run("a", "ext4", "sda", "17", "/two"), run("a", "ext4", "sda", "25", "/one")));
    }

    @Test
    void kernelIsShortenedToMajorMinor() {
        assertEquals("6.18", MachineLabels.shortKernel("6.18.44-fc-v657"));
        assertEquals("weird", MachineLabels.shortKernel("weird"));
    }
}
