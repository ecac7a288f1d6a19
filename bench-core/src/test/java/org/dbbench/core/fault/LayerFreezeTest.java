package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What bench powercut times its cuts by: the layer counts the syncs it answers from an arm, freezes
 * itself right after the armed one, or when told, and a request made while frozen completes only
 * with the cut, failing: nothing is written after the freeze.
 */
class LayerFreezeTest {
    private static final byte[] FIRST = "first".getBytes(StandardCharsets.UTF_8);
    private static final byte[] SECOND = "second".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path scratch;

    @BeforeAll
    static void needsFuse() {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        else assertEquals("", FuseSupport.missing().orElse(""), "FUSE must be usable in CI");
    }

    /** Writes {@code data} at the end of the open file and fsyncs it, in another thread. */
    private static CompletableFuture<Void> appendAndSync(FileChannel file, byte[] data) {
        return CompletableFuture.runAsync(() -> {
            try {
                file.write(ByteBuffer.wrap(data), file.size());
                file.force(false);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void armedAtTwoTheLayerFreezesAfterTheSecondSyncAndNothingLaterLands() throws Exception {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 1)) {
            Path log = mount.path().resolve("log");
            Files.createFile(log);
            mount.arm(2);
            assertEquals(0, mount.syncs().count(), "the arm counts afresh");
            FileChannel file = FileChannel.open(log, StandardOpenOption.WRITE);
            try {
                file.write(ByteBuffer.wrap(FIRST), 0);
                file.force(false);
                try (FileChannel dir = FileChannel.open(mount.path(), StandardOpenOption.READ)) {
                    dir.force(true); // a directory's sync counts as well
                }
                assertEquals(2, awaitCount(mount, 2));
                assertTrue(mount.syncs().firstNanos() > 0);
                CompletableFuture<Void> after = appendAndSync(file, SECOND);
                assertThrows(TimeoutException.class, () -> after.get(500, TimeUnit.MILLISECONDS),
                        "frozen after the armed sync: the next request waits");
                mount.cut();
                ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                        () -> after.get(20, TimeUnit.SECONDS), "the cut answers the waiting request");
                assertTrue(failed.getCause() instanceof java.io.UncheckedIOException, failed.toString());
            } finally {
                closeDead(file);
            }
            assertArrayEquals(FIRST, Files.readAllBytes(log), "the synced record stays, the frozen one never landed");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void notArmedTheLayerAnswersUntilToldToFreeze() throws Exception {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 2)) {
            Path log = mount.path().resolve("log");
            Files.createFile(log);
            mount.arm(0);
            FileChannel file = FileChannel.open(log, StandardOpenOption.WRITE);
            try {
                for (int i = 0; i < 3; i++) appendAndSync(file, FIRST).get(10, TimeUnit.SECONDS);
                assertEquals(3, awaitCount(mount, 3), "three syncs counted, none froze the layer");
                mount.freeze();
                CompletableFuture<Void> after = appendAndSync(file, SECOND);
                assertThrows(TimeoutException.class, () -> after.get(500, TimeUnit.MILLISECONDS), "frozen when told");
                mount.cut();
                assertThrows(ExecutionException.class, () -> after.get(20, TimeUnit.SECONDS));
            } finally {
                closeDead(file);
            }
            assertEquals(3L * FIRST.length, Files.size(log), "three synced records, nothing written after the freeze");
        }
    }

    /** The sync count once it reached {@code n} (its reports come asynchronously), or after 10 s. */
    private static int awaitCount(PowerLossMount mount, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (mount.syncs().count() < n && System.nanoTime() < deadline) mount.syncs().awaitChange(mount.syncs().count(), 50);
        return mount.syncs().count();
    }

    /** A file opened before a cut is dead after it: its close fails (ENOTCONN), as on a machine without power. */
    private static void closeDead(FileChannel file) {
        try {
            file.close();
        } catch (IOException e) {
            // expected after the cut
        }
    }

    private static <T extends Throwable> void assertThrows(Class<T> type, org.junit.jupiter.api.function.Executable e, String why) {
        org.junit.jupiter.api.Assertions.assertThrows(type, e, why);
    }

    private static <T extends Throwable> void assertThrows(Class<T> type, org.junit.jupiter.api.function.Executable e) {
        org.junit.jupiter.api.Assertions.assertThrows(type, e);
    }
}
