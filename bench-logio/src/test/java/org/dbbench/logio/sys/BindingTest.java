package org.dbbench.logio.sys;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each binding this JVM can load (JNA always; FFM on JDK 22+) does what the C calls do, on a real
 * file: what pwrite and pwritev2 put is what Java reads back, fallocate grows the file, failures
 * come back as the right errno and name the call and the file. (SyscallTest runs the writers on
 * JDK 17 and 25 under strace, which proves each binding issues the system calls.)
 */
class BindingTest {

    @TestFactory
    Stream<DynamicTest> everyLoadableBindingCallsLibc() {
        assumeTrue(Binding.current().posix() != null, Binding.current().problem());
        List<Posix> bindings = new ArrayList<>(List.of(Binding.loadJna()));
        if (Runtime.version().feature() >= 22) {
            try {
                bindings.add(Binding.loadFfm());
            } catch (Binding.UnavailableException e) {
                throw new AssertionError("JDK 22+ but no FFM binding: " + e.getMessage());
            }
        }
        return bindings.stream().map(p -> DynamicTest.dynamicTest(p.name(), () -> exercise(p)));
    }

    private static void exercise(Posix posix) throws Exception {
        assertEquals(ProcessHandle.current().pid(), posix.getpid());
        Path dir = TestDirs.fresh("binding");
        Path file = Files.createFile(dir.resolve("b.log"));
        ByteBuffer data = ByteBuffer.allocateDirect(8192);
        for (int i = 0; i < data.capacity(); i++) {
            data.put(i, (byte) (i * 7));
        }
        try (NativeFile f = NativeFile.open(posix, file, Linux.O_RDWR)) {
            f.fallocate(0, 0, 1 << 16);
            assertEquals(1 << 16, Files.size(file), "fallocate mode 0 extends the file");
            f.pwrite(posix.address(data), 4096, 0);
            ByteBuffer iov = ByteBuffer.allocateDirect(16).order(ByteOrder.nativeOrder());
            iov.putLong(0, posix.address(data.duplicate().position(4096))).putLong(8, 4096);
            assertEquals(4096, f.pwritev2(posix.address(iov), 1, 4096, Linux.RWF_DSYNC));
            f.fdatasync();
            f.fsync();
            f.syncFileRange(0, 8192, Linux.SYNC_FILE_RANGE_WRITE | Linux.SYNC_FILE_RANGE_WAIT_AFTER);
            f.posixFadvise(0, 0, Linux.POSIX_FADV_DONTNEED);
            f.posixFallocate(0, 1 << 17);
            assertEquals(1 << 17, Files.size(file));
        }
        byte[] back = Arrays.copyOf(Files.readAllBytes(file), 8192);
        byte[] want = new byte[8192];
        data.get(0, want);
        assertArrayEquals(want, back, "the bytes written through " + posix.name());

        assertEquals(-9, posix.fdatasync(-1), "EBADF comes back as -9");
        NativeCallException e = assertThrows(NativeCallException.class,
                () -> NativeFile.open(posix, dir.resolve("missing"), Linux.O_RDONLY));
        assertEquals(2, e.errno());
        assertTrue(e.getMessage().contains("ENOENT") && e.getMessage().contains("missing"), e.getMessage());
        assertEquals("No such file or directory", posix.strerror(2));

        ByteBuffer mem = ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder());
        mem.putLong(8, 0x1122334455667788L);
        ByteBuffer view = posix.memory(posix.address(mem), 64);
        assertEquals(0x1122334455667788L, view.getLong(8), "memory() views the same bytes as address()");
        assertNotNull(posix.name());
        Files.delete(file);
        Files.delete(dir);
    }
}
