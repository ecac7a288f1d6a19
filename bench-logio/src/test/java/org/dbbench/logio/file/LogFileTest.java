package org.dbbench.logio.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.Test;

class LogFileTest {

    @Test
    void preallocatedIsHeaderThenZerosToCapacity() throws IOException {
        Path dir = TestDirs.fresh("layout");
        LogFile f = LogFile.create(dir, "p-", FileState.PREALLOCATED, 24, 4096, 3 * 4096);
        byte[] b = Files.readAllBytes(f.path());
        assertEquals(3 * 4096, b.length);
        assertEquals('D', b[0]);
        assertEquals(24, b[23], "header is the magic word then its length");
        for (int i = 24; i < b.length; i++) {
            assertEquals(0, b[i]);
        }
        assertEquals(24, f.zeroFrom());
    }

    /**
     * fallocated: full length, reads as header then zeros, and its space is reserved but never written:
     * filefrag (FIEMAP) shows the extents past the header as unwritten, where the zero-filled file has none.
     */
    @Test
    void fallocatedIsReservedToCapacityAndNeverWritten() throws Exception {
        Path dir = TestDirs.fresh("layout");
        long capacity = 64 * 4096;
        LogFile f = LogFile.create(dir, "f-", FileState.FALLOCATED, 24, 4096, capacity);
        byte[] b = Files.readAllBytes(f.path());
        assertEquals(capacity, b.length);
        assertEquals('D', b[0]);
        for (int i = 24; i < b.length; i++) {
            assertEquals(0, b[i]);
        }
        assertEquals(24, f.zeroFrom());
        String extents = filefrag(f.path());
        assertTrue(extents.contains("unwritten"), "fallocated extents are unwritten:\n" + extents);

        LogFile z = LogFile.create(dir, "p-", FileState.PREALLOCATED, 24, 4096, capacity);
        String zeroFilled = filefrag(z.path());
        assertTrue(!zeroFilled.contains("unwritten") && zeroFilled.contains("extent"), zeroFilled);
    }

    private static String filefrag(Path p) throws Exception {
        Process proc = new ProcessBuilder("filefrag", "-v", p.toString()).redirectErrorStream(true).start();
        String out = new String(proc.getInputStream().readAllBytes());
        assertEquals(0, proc.waitFor(), out);
        return out;
    }

    @Test
    void growingEndsAtTheStartAndIsCutBackThere() throws IOException {
        Path dir = TestDirs.fresh("layout");
        LogFile f = LogFile.create(dir, "g-", FileState.GROWING, 24, 4096, 1 << 20);
        assertEquals(4096, Files.size(f.path()), "header padded to the aligned start");
        Files.write(f.path(), new byte[10000], java.nio.file.StandardOpenOption.APPEND);
        f.truncateToStart();
        assertEquals(4096, Files.size(f.path()));
        assertEquals(4096, f.zeroFrom());
    }

    @Test
    void rewriteIsFilledWithOldData() throws IOException {
        Path dir = TestDirs.fresh("layout");
        LogFile f = LogFile.create(dir, "r-", FileState.REWRITE, 0, 0, 8192);
        byte[] b = Files.readAllBytes(f.path());
        assertEquals(8192, b.length);
        assertNotEquals(0, b[100]);
        assertEquals(8192, f.zeroFrom());
    }

    @Test
    void everyFileIsNewAndNothingIsOverwritten() throws IOException {
        Path dir = TestDirs.fresh("layout");
        Path other = Files.writeString(dir.resolve("someone-elses.log"), "keep me");
        List<Path> made = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            made.add(LogFile.create(dir, "someone-elses", FileState.PREALLOCATED, 24, 24, 4096).path());
        }
        assertEquals(20, made.stream().distinct().count());
        assertEquals("keep me", Files.readString(other));
    }

    @Test
    void cursorWrapsAfterNWritesOrAtTheEndOfTheFile() {
        WriteCursor c = new WriteCursor(FileState.PREALLOCATED, 24, 1000, 3, 10_000);
        assertEquals(List.of(24L, 1024L, 2024L, 24L, 1024L), List.of(c.next(), c.next(), c.next(), c.next(), c.next()));
        WriteCursor small = new WriteCursor(FileState.PREALLOCATED, 24, 4000, 128, 10_000);
        assertEquals(2, small.writesPerPass(), "only two 4000-byte writes fit after byte 24 in 10000 bytes");
        WriteCursor rewrite = new WriteCursor(FileState.REWRITE, 4096, 8192, 128, 1 << 20);
        assertEquals(4096, rewrite.next());
        assertTrue(rewrite.atWrap());
        assertEquals(4096, rewrite.next());
        assertThrows(IllegalArgumentException.class, () -> new WriteCursor(FileState.GROWING, 24, 8192, 1, 8000));
    }

    @Test
    void scratchDirIsDeletedWithEverythingInIt() throws IOException {
        Path parent = TestDirs.fresh("scratch");
        Path inside;
        try (ScratchDir s = ScratchDir.createIn(parent)) {
            inside = s.path();
            assertTrue(inside.getFileName().toString().startsWith(ScratchDir.PREFIX));
            LogFile.create(inside, "x-", FileState.PREALLOCATED, 24, 24, 4096);
            Files.createDirectories(inside.resolve("sub"));
        }
        assertTrue(Files.notExists(inside));
        assertTrue(Files.isDirectory(parent), "only the scratch directory goes");
    }
}
