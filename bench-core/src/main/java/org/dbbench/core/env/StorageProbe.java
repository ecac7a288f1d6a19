package org.dbbench.core.env;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What lies under a data directory on Linux: the mount (from /proc/self/mountinfo), its file system
 * and options, and the block device's queue settings from /sys. These are the facts that explain why
 * two machines' sync latencies differ (write cache, sector sizes, rotational, scheduler).
 */
final class StorageProbe {
    private static final String UNKNOWN = SysFs.UNKNOWN;

    private StorageProbe() {
    }

    static Map<String, Object> probe(Path dataDir) {
        Map<String, Object> m = new LinkedHashMap<>();
        Path dir = existingAncestor(dataDir.toAbsolutePath().normalize());
        m.put("path", dir.toString());
        Mount mount = Mount.containing(dir);
        m.put("mountPoint", mount == null ? UNKNOWN : mount.mountPoint);
        m.put("fileSystem", mount == null ? fileStoreType(dir) : mount.fsType);
        m.put("mountOptions", mount == null ? UNKNOWN : mount.options);
        m.put("source", mount == null ? UNKNOWN : mount.source);
        m.put("memoryBacked", mount != null && Mount.isMemoryOrOverlay(mount.fsType));
        try {
            var store = Files.getFileStore(dir);
            m.put("freeBytes", store.getUsableSpace());
            m.put("totalBytes", store.getTotalSpace());
            m.put("fileStoreBlockSize", store.getBlockSize());
        } catch (IOException | UnsupportedOperationException e) {
            m.put("freeBytes", UNKNOWN);
        }
        String dev = mount == null ? null : BlockDevice.nameFor(mount.majorMinor);
        m.put("blockDevice", dev == null ? "none" : dev);
        if (dev != null) {
            m.putAll(BlockDevice.describe(dev));
            m.put("interruptCpus", CpuPlacement.interruptCpus(dev));
        }
        return m;
    }

    static Path existingAncestor(Path p) {
        Path cur = p;
        while (cur != null && !Files.exists(cur)) {
            cur = cur.getParent();
        }
        return cur == null ? Path.of("/") : cur;
    }

    private static String fileStoreType(Path dir) {
        try {
            return Files.getFileStore(dir).type();
        } catch (IOException e) {
            return UNKNOWN;
        }
    }
}
