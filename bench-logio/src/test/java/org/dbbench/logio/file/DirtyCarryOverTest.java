package org.dbbench.logio.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.Test;

/**
 * The non-write descriptor probe: runs on a real file and leaves nothing behind, reads the kernel's
 * Dirty count, survives its trip through the bundle's JSON, and its verdict follows the evidence.
 */
class DirtyCarryOverTest {

    @Test
    void probeOnARealFileLeavesNothingAndReadsDirty() throws Exception {
        Path dir = TestDirs.fresh("dirty");
        DirtyCarryOver p = DirtyCarryOver.probe(dir, 4L << 20);
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(0, s.count(), "the probe file is deleted");
        }
        assertEquals(4L << 20, p.bytes());
        assertTrue(p.dirtyBeforeKb() >= 0 && p.dirtyWrittenKb() >= 0 && p.dirtySyncedKb() >= 0,
                "Linux has Dirty: in /proc/meminfo: " + p);
        assertTrue(p.fsyncNanos() > 0 && p.followingFsyncNanos() > 0);
        assertEquals(p, DirtyCarryOver.fromMap(p.toMap()));
    }

    @Test
    void verdictFollowsTheDirtyCount() {
        long mb32 = 32L << 20;
        assertEquals("yes", new DirtyCarryOver(mb32, 1000, 1000 + 32768, 900, 17_000_000, 300_000).verdict());
        assertEquals("no", new DirtyCarryOver(mb32, 1000, 1000 + 32768, 1000 + 32000, 50_000, 40_000).verdict(),
                "dirty after the close and still dirty after the other descriptor's fsync");
        assertEquals("unclear", new DirtyCarryOver(mb32, 1000, 1000 + 1024, 900, 17_000_000, 300_000).verdict(),
                "the write never showed in Dirty (written back early)");
        assertEquals("unclear", new DirtyCarryOver(mb32, -1, -1, -1, 17_000_000, 300_000).verdict(),
                "no /proc/meminfo");
        assertEquals("yes", new DirtyCarryOver(mb32, 1000, 1000 + 16384, 1000, 1, 1).verdict(),
                "exactly half is enough");
    }
}
