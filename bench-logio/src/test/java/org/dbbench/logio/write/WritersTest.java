package org.dbbench.logio.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.file.WriteCursor;
import org.dbbench.logio.sys.NativeCallException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every writer, on every file state, aligned and after Derby's 24-byte header: the file afterwards
 * holds exactly what plain writes at those positions would have left (checked against an in-memory
 * model of the file). O_DIRECT writers rewrite whole blocks, so a file they extend may end at a
 * block boundary: the model's bytes must match and anything past them must be zeros.
 */
class WritersTest {
    static Path dir;

    @BeforeAll
    static void scratch() throws IOException {
        dir = TestDirs.fresh("writers");
    }

    static Stream<Arguments> cases() {
        return Arrays.stream(SyncMethod.values()).flatMap(m -> Arrays.stream(FileState.values()).flatMap(s ->
                Stream.of(Arguments.of(m, s, 24L, 6 * 1024), Arguments.of(m, s, 4096L, 8 * 1024),
                        Arguments.of(m, s, 24L, 1024), Arguments.of(m, s, 4096L, 1000))));
    }

    @ParameterizedTest(name = "{0} {1} start {2} size {3}")
    @MethodSource("cases")
    void writesLandWherePlainWritesWould(SyncMethod method, FileState state, long start, int size) throws IOException {
        assumeTrue(method.unavailable() == null, method.cliName() + ": " + method.unavailable());
        int writes = 11;
        long capacity = roundUp(start + (long) writes * size, 4096);
        LogFile file = LogFile.create(dir, method.cliName() + "-", state, 24, start, capacity);
        byte[] model = Files.readAllBytes(file.path());
        model = Arrays.copyOf(model, (int) capacity);
        long modelLength = Files.size(file.path());
        WriteCursor cursor = new WriteCursor(state, start, size, 5, capacity);
        try (LogWriter w = method.open(file.path(), capacity, file.zeroFrom())) {
            for (int i = 0; i < writes; i++) {
                ByteBuffer data = w.allocate(size);
                for (int b = 0; b < size; b++) {
                    data.put(b, (byte) (i * 7 + b * 13 + 1));
                }
                long at = cursor.next();
                w.write(data, at);
                w.sync();
                assertEquals(0, data.position(), "the caller's buffer must not move");
                for (int b = 0; b < size; b++) {
                    model[(int) at + b] = data.get(b);
                }
                modelLength = Math.max(modelLength, at + size);
            }
        }
        byte[] actual = Files.readAllBytes(file.path());
        if (method == SyncMethod.MMAP_FORCE) {
            // the mapping extends the file to its capacity (documented); the rest is zeros
            modelLength = Math.max(modelLength, capacity);
        }
        assertTrue(actual.length >= modelLength, "file shorter than the writes: " + actual.length + " < " + modelLength);
        assertArrayEquals(Arrays.copyOf(model, (int) modelLength), Arrays.copyOf(actual, (int) modelLength),
                "content differs from plain writes");
        if (actual.length > modelLength) {
            assertTrue(method.direct(), method + " left " + (actual.length - modelLength) + " extra bytes");
            // 4096 for java.nio's DIRECT, the device's logical block (512 or more) for the native one
            assertEquals(0, actual.length % 512, "a direct writer extends a file only to a block boundary");
            for (long i = modelLength; i < actual.length; i++) {
                assertEquals(0, actual[(int) i], "byte " + i + " past the writes must be zero");
            }
        }
        file.delete();
    }

    @Test
    void directWriterReadsNoBlockInASequentialZeroFilledLog() throws IOException {
        LogFile file = LogFile.create(dir, "seq-", FileState.PREALLOCATED, 24, 24, 1 << 20);
        try (DirectBlockWriter w = (DirectBlockWriter) SyncMethod.DIRECT_FORCE.open(file.path(), 1 << 20, file.zeroFrom())) {
            ByteBuffer data = w.allocate(3000);
            for (long at = 24; at + 3000 < 1 << 20; at += 3000) {
                w.write(data, at);
                w.sync();
            }
            // only the header's block is read (the writer did not write it); after that the head block
            // is the one it wrote last and the tail block is known to be zeros
            assertEquals(1, w.blockReads());
        }
        file.delete();
    }

    @Test
    void directWriterReadsTheBlocksItDoesNotKnowOnce() throws IOException {
        LogFile file = LogFile.create(dir, "rewrite-", FileState.REWRITE, 24, 24, 64 * 1024);
        try (DirectBlockWriter w = (DirectBlockWriter) SyncMethod.DIRECT_DSYNC.open(file.path(), 64 * 1024, file.zeroFrom())) {
            ByteBuffer data = w.allocate(5000);
            w.write(data, 24);
            assertEquals(2, w.blockReads(), "head and tail block of old data must be read to keep them");
            w.write(data, 24);
            assertEquals(2, w.blockReads(), "rewriting the same place uses the blocks it just wrote");
        }
        file.delete();
    }

    @Test
    void aFailedNativeCallNamesTheCallTheErrnoAndTheFile() throws IOException {
        assumeTrue(SyncMethod.PWRITEV2_DSYNC.unavailable() == null, SyncMethod.PWRITEV2_DSYNC.unavailable());
        LogFile file = LogFile.create(dir, "fail-", FileState.PREALLOCATED, 24, 24, 8192);
        try (LogWriter w = SyncMethod.PWRITEV2_DSYNC.open(file.path(), 8192, file.zeroFrom())) {
            NativeCallException e = assertThrows(NativeCallException.class, () -> w.write(w.allocate(512), -4096));
            assertEquals(22, e.errno());
            assertTrue(e.getMessage().startsWith("pwritev2(RWF_DSYNC) " + file.path() + ": EINVAL (errno 22, "),
                    e.getMessage());
        }
        NativeCallException open = assertThrows(NativeCallException.class,
                () -> SyncMethod.PWRITE_FDATASYNC.open(dir, 0, 0));
        assertTrue(open.getMessage().startsWith("open " + dir + ": EISDIR (errno 21, "), open.getMessage());
        file.delete();
    }

    @Test
    void writersNeverCreateAFile() {
        Path missing = dir.resolve("no-such.log");
        for (SyncMethod m : SyncMethod.values()) {
            try (LogWriter w = m.open(missing, 4096, 0)) {
                throw new AssertionError(m + " opened a file that does not exist");
            } catch (IOException expected) {
                assertTrue(Files.notExists(missing), m + " created " + missing);
            }
        }
    }

    @Test
    void everyMethodHasAUniqueNameAndOnlyTheFloorAndSyncFileRangeAreNotDurable() {
        for (SyncMethod m : SyncMethod.values()) {
            assertEquals(m, SyncMethod.byName(m.cliName()));
            assertEquals(m != SyncMethod.NOSYNC && m != SyncMethod.SYNC_FILE_RANGE, m.durable(), m.cliName());
        }
    }

    private static long roundUp(long v, long a) {
        return (v + a - 1) / a * a;
    }
}
