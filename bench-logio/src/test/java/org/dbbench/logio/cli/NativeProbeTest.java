package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.core.BadInputException;
import org.dbbench.core.testing.TinyFileSystem;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.write.SyncMethod;
import org.junit.jupiter.api.Test;

/**
 * A native method the file system under --dir cannot do is found before the run and named with
 * its reason, never replaced: on a tmpfs there is no block device to read a logical block size
 * from, so the native O_DIRECT method is unavailable there, while on the project's disk it works.
 */
class NativeProbeTest {

    @Test
    void theNativeDirectMethodWorksOnADiskAndIsUnavailableOnTmpfs() throws Exception {
        assumeTrue(SyncMethod.DIRECT_PWRITEV2_DSYNC.unavailable() == null, SyncMethod.DIRECT_PWRITEV2_DSYNC.unavailable());
        Path disk = TestDirs.fresh("probe");
        assertNull(NativeProbe.problem(SyncMethod.DIRECT_PWRITEV2_DSYNC, disk));
        assertNull(NativeProbe.problem(SyncMethod.URING_WRITE_FDATASYNC, disk));
        try (TinyFileSystem tmpfs = TinyFileSystem.mount(disk.resolve("tmpfs"), "96m", false)) {
            String why = NativeProbe.problem(SyncMethod.DIRECT_PWRITEV2_DSYNC, tmpfs.root());
            assertTrue(why != null && why.contains("no block device"), String.valueOf(why));
            try (var files = Files.list(tmpfs.root())) {
                assertEquals(0, files.count(), "the probe removes its scratch file");
            }
            Path results = disk.resolve("results");
            BadInputException e = assertThrows(BadInputException.class, () -> LogioCli.run("--quick", "--parts",
                    "write", "--modes", "direct-pwritev2-dsync", "--dir", tmpfs.root().toString(), "--results-dir",
                    results.toString()));
            assertTrue(e.getMessage().startsWith("--modes: every mode asked for is unavailable here (direct-pwritev2-dsync: "),
                    e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
            try (var files = Files.list(tmpfs.root())) {
                assertEquals(0, files.count(), "the scratch directory is removed");
            }
            assertFalse(Files.exists(results));
        }
    }
}
