package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** fallocate's PUNCH_HOLE and ZERO_RANGE on the layer: zeros as on ext4 (both were EOPNOTSUPP before). */
class FallocateTest {
    @TempDir
    Path scratch;

    @BeforeAll
    static void needsFuseAndTheTool() {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/fallocate")), "no fallocate(1) here");
    }

    private static void fallocate(String... args) throws IOException, InterruptedException {
        String[] command = new String[args.length + 1];
        command[0] = "/usr/bin/fallocate";
        System.arraycopy(args, 0, command, 1, args.length);
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + output);
    }

    private static void sync(Path file) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.force(true);
        }
    }

    private static byte[] filled(int n, char c) {
        byte[] b = new byte[n];
        Arrays.fill(b, (byte) c);
        return b;
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aPunchedHoleAndAZeroedRangeReadAsZerosAndLastOnlyWhenSynced() throws Exception {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 3)) {
            Path file = mount.path().resolve("data");
            Files.write(file, filled(16384, 'a'));
            sync(file);
            fallocate("--punch-hole", "--offset", "4096", "--length", "4096", file.toString());
            byte[] punched = filled(16384, 'a');
            Arrays.fill(punched, 4096, 8192, (byte) 0);
            assertArrayEquals(punched, Files.readAllBytes(file), "zeros where punched, the size kept");
            // fallocate(1) fsyncs after its call (strace shows it): what it did reaches the disk
            mount.cut();
            assertArrayEquals(punched, Files.readAllBytes(file), "synced: the hole stays");
            fallocate("--zero-range", "--offset", "12288", "--length", "8192", file.toString());
            mount.cut();
            byte[] zeroed = filled(20480, 'a');
            Arrays.fill(zeroed, 12288, 20480, (byte) 0);
            Arrays.fill(zeroed, 4096, 8192, (byte) 0);
            assertArrayEquals(zeroed, Files.readAllBytes(file), "synced: zeros and the grown size stay");
            try (FileChannel c = FileChannel.open(file, StandardOpenOption.READ)) {
                assertEquals(20480, c.size(), "a punched hole keeps the size");
                assertEquals(512, c.read(ByteBuffer.allocate(512), 0));
            }
        }
    }
}
