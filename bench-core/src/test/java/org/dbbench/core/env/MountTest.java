package org.dbbench.core.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MountTest {

    @Test
    void parsesMountinfoLineWithOptionalFieldsAndEscapes() {
        Mount m = Mount.parse("36 35 254:0 / /mnt/my\\040disk rw,noatime shared:1 master:2 - xfs /dev/sdb1 rw,attr2");
        assertEquals("254:0", m.majorMinor);
        assertEquals("/mnt/my disk", m.mountPoint);
        assertEquals("xfs", m.fsType);
        assertEquals("/dev/sdb1", m.source);
        assertEquals("rw,noatime,attr2", m.options);
    }

    @Test
    void garbageIsIgnoredNotFatal() {
        assertNull(Mount.parse("not a mountinfo line"));
        assertNull(Mount.parse(""));
    }

    @Test
    void memoryBackedFileSystemsAreRecognised() {
        assertTrue(Mount.isMemoryOrOverlay("tmpfs"));
        assertTrue(Mount.isMemoryOrOverlay("overlay"));
        assertTrue(!Mount.isMemoryOrOverlay("ext4"));
    }

    @Test
    void selectedSchedulerIsTheBracketedOne() {
        assertEquals("none", SysFs.selected("mq-deadline kyber [none]"));
        assertEquals("unknown", SysFs.selected("unknown"));
    }
}
