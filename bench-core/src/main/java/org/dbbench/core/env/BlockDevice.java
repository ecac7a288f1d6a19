package org.dbbench.core.env;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** A block device's queue settings as the kernel reports them in /sys/block/NAME. */
public final class BlockDevice {
    private BlockDevice() {
    }

    /**
     * The whole-disk device name (vda, nvme0n1, sda) for a mount's major:minor, following a partition
     * up to its disk; null when the mount has no block device (tmpfs, overlay, NFS).
     */
    public static String nameFor(String majorMinor) {
        Path link = Path.of("/sys/dev/block", majorMinor);
        try {
            Path real = link.toRealPath();
            if (Files.exists(real.resolve("partition"))) {
                real = real.getParent();
            }
            return real.getFileName().toString();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static Map<String, Object> describe(String name) {
        String q = "/sys/block/" + name + "/queue/";
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("logicalSectorBytes", SysFs.read(q + "logical_block_size"));
        m.put("physicalSectorBytes", SysFs.read(q + "physical_block_size"));
        String rotational = SysFs.read(q + "rotational");
        m.put("rotational", rotational.equals("1") ? "yes" : rotational.equals("0") ? "no" : rotational);
        m.put("writeCache", SysFs.read(q + "write_cache"));
        m.put("fua", SysFs.read(q + "fua"));
        m.put("scheduler", SysFs.selected(SysFs.read(q + "scheduler")));
        m.put("deviceModel", model(name));
        return m;
    }

    private static String model(String name) {
        String dev = "/sys/block/" + name + "/device/";
        String model = SysFs.read(dev + "model");
        String vendor = SysFs.read(dev + "vendor");
        if (!model.equals(SysFs.UNKNOWN)) {
            return vendor.equals(SysFs.UNKNOWN) ? model : vendor + " " + model;
        }
        // virtio disks have no model file; the driver name still tells what it is
        try {
            return "driver " + Path.of(dev + "driver").toRealPath().getFileName();
        } catch (IOException | RuntimeException e) {
            return SysFs.UNKNOWN;
        }
    }
}
