package org.dbbench.logio.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.Test;

/** The cold state really empties the page cache of the file: checked with util-linux's fincore. */
class PageCacheTest {

    @Test
    void dropLeavesNoPageOfTheFileCached() throws Exception {
        assumeTrue(PageCache.supported(), "posix_fadvise needs 64-bit Linux");
        assumeTrue(fincoreWorks(), "fincore (util-linux) is not available; skipping");
        Path dir = TestDirs.fresh("cache");
        LogFile f = LogFile.create(dir, "c-", FileState.PREALLOCATED, 24, 24, 1 << 20);
        try (FileChannel ch = FileChannel.open(f.path(), StandardOpenOption.WRITE)) {
            // dirty pages, not yet synced: drop must sync them first or the kernel keeps them
            ch.write(ByteBuffer.wrap(new byte[256 * 1024]), 0);
        }
        assertTrue(residentPages(f.path()) > 0, "the layout and the write leave pages cached");
        try (PageCache pc = PageCache.open(f.path())) {
            pc.drop();
        }
        assertEquals(0, residentPages(f.path()));
    }

    private static boolean fincoreWorks() {
        try {
            return new ProcessBuilder("fincore", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static long residentPages(Path p) throws Exception {
        Process proc = new ProcessBuilder("fincore", "--bytes", "--noheadings", "--output", "PAGES", p.toString())
                .redirectErrorStream(true).start();
        String out = new String(proc.getInputStream().readAllBytes()).trim();
        assertEquals(0, proc.waitFor(), out);
        return Long.parseLong(out);
    }
}
