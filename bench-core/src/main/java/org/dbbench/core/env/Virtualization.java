package org.dbbench.core.env;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Whether we run in a virtual machine or a container. It matters because a VM's "disk" may be a file
 * in the host's page cache: its fsync can return before anything is on a platter.
 */
final class Virtualization {
    private Virtualization() {
    }

    static Map<String, Object> detect() {
        Map<String, Object> m = new LinkedHashMap<>();
        String vendor = SysFs.read("/sys/class/dmi/id/sys_vendor");
        String product = SysFs.read("/sys/class/dmi/id/product_name");
        boolean hypervisorFlag = SysFs.lines("/proc/cpuinfo").stream()
                .anyMatch(l -> l.startsWith("flags") && l.contains(" hypervisor"));
        m.put("virtualMachine", hypervisorFlag ? "yes" : guessFromDmi(vendor, product));
        m.put("hypervisor", hypervisorName(vendor, product, hypervisorFlag));
        m.put("dmiVendor", vendor);
        m.put("dmiProduct", product);
        m.put("container", container());
        return m;
    }

    private static String guessFromDmi(String vendor, String product) {
        String s = (vendor + " " + product).toLowerCase(Locale.ROOT);
        if (s.contains("unknown unknown")) {
            return SysFs.UNKNOWN;
        }
        return s.matches(".*(qemu|kvm|vmware|virtualbox|xen|hyper-v|microsoft corporation virtual|bochs"
                + "|amazon ec2|google compute|cloud hypervisor|firecracker).*") ? "yes" : "no";
    }

    private static String hypervisorName(String vendor, String product, boolean flag) {
        String s = (vendor + " " + product).toLowerCase(Locale.ROOT);
        for (String name : new String[] {"qemu", "kvm", "vmware", "virtualbox", "xen", "microsoft", "amazon",
                "google", "firecracker", "cloud hypervisor", "bochs"}) {
            if (s.contains(name)) {
                return vendor + " " + product;
            }
        }
        return flag ? "unnamed (CPU reports one, DMI does not name it)" : "none detected";
    }

    private static String container() {
        if (Files.exists(Path.of("/.dockerenv"))) {
            return "docker";
        }
        if (Files.exists(Path.of("/run/.containerenv"))) {
            return "podman";
        }
        String env = System.getenv("container");
        if (env != null && !env.isBlank()) {
            return env;
        }
        for (String line : SysFs.lines("/proc/1/cgroup")) {
            String l = line.toLowerCase(Locale.ROOT);
            for (String name : new String[] {"docker", "kubepods", "lxc", "containerd"}) {
                if (l.contains(name)) {
                    return name;
                }
            }
        }
        return "none detected";
    }
}
