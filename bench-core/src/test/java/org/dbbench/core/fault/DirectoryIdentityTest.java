package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** power-meta follows directories by identity: a rename does not hide their fsync, a new one at the same path is not them. */
class DirectoryIdentityTest {
    @TempDir
    Path scratch;

    @BeforeAll
    static void needsFuse() {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        else assertEquals("", FuseSupport.missing().orElse(""), "FUSE must be usable in CI");
    }

    private static void writeSynced(Path file, String text) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            c.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
            c.force(true);
        }
    }

    private static void syncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anFsyncOfARenamedDirectorySettlesWhatWasCreatedUnderItsOldName() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER_META, 1)) {
            Path root = mount.path();
            Files.createDirectory(root.resolve("a"));
            syncDirectory(root);
            writeSynced(root.resolve("a/f"), "kept");
            Files.move(root.resolve("a"), root.resolve("b"));
            syncDirectory(root.resolve("b")); // the same directory: f's entry is durable in it
            mount.cut();
            // the rename waited for the root, never fsynced after it: the directory is "a" again, with f
            assertEquals(Map.of("a", "<dir>", "a/f", "kept"), CutRecordingTest.tree(mount.backing()));
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anUndoNeverLandsInADirectoryMadeLaterAtTheSamePath() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER_META, 2)) {
            Path root = mount.path();
            Files.createDirectory(root.resolve("d"));
            syncDirectory(root);
            writeSynced(root.resolve("d/f"), "old");
            syncDirectory(root.resolve("d"));
            Files.delete(root.resolve("d/f")); // never settled: the old d is not fsynced again
            Files.delete(root.resolve("d"));
            Files.createDirectory(root.resolve("d")); // a new directory at the same path
            syncDirectory(root); // the old d is gone for good, the new one is durable
            mount.cut();
            assertEquals(Map.of("d", "<dir>"), CutRecordingTest.tree(mount.backing()),
                    "f belonged to the old d: undoing its unlink must not put it into the new one");
        }
    }
}
