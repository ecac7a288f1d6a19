package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The power-loss layer's own proof: it forgets exactly what was never synced, and is transparent until a cut. */
class PowerLossMountTest {
    private static final byte[] RECORD = "acknowledged record 42".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path scratch;

    @BeforeAll
    static void needsFuse() {
        // CI installs FUSE (.ci/run): there a missing FUSE is a failure, elsewhere these tests are skipped
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        else assertEquals("", FuseSupport.missing().orElse(""), "FUSE must be usable in CI");
    }

    private static FileChannel create(Path file, StandardOpenOption... extra) throws IOException {
        List<StandardOpenOption> options = new java.util.ArrayList<>(List.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ));
        options.addAll(Arrays.asList(extra));
        return FileChannel.open(file, options.toArray(new StandardOpenOption[0]));
    }

    private static void syncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void dataWrittenWithoutSyncIsGoneAfterCutAndSyncedDataStays() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 1)) {
            Path unsynced = mount.path().resolve("unsynced.log");
            Path fsynced = mount.path().resolve("fsynced.log");
            Path fdatasynced = mount.path().resolve("fdatasynced.log");
            try (FileChannel a = create(unsynced); FileChannel b = create(fsynced); FileChannel c = create(fdatasynced)) {
                a.write(ByteBuffer.wrap(RECORD));
                b.write(ByteBuffer.wrap(RECORD));
                b.force(true);
                c.write(ByteBuffer.wrap(RECORD));
                c.force(false);
                // written after the sync: lost even though the file was synced before
                b.write(ByteBuffer.wrap(RECORD));
            }
            assertEquals(RECORD.length, Files.size(unsynced), "before the cut the write is visible");
            mount.cut();
            assertTrue(Files.exists(unsynced), "at 'power' the directory entry survives");
            assertEquals(0, Files.size(unsynced), "the unsynced bytes are gone");
            assertArrayEquals(RECORD, Files.readAllBytes(fsynced), "fsync kept the first record, not the later one");
            assertArrayEquals(RECORD, Files.readAllBytes(fdatasynced), "fdatasync kept the record");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anODsyncWriteStays() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 2)) {
            Path dsync = mount.path().resolve("dsync.log");
            Path plain = mount.path().resolve("plain.log");
            try (FileChannel d = create(dsync, StandardOpenOption.DSYNC); FileChannel p = create(plain)) {
                d.write(ByteBuffer.wrap(RECORD));
                p.write(ByteBuffer.wrap(RECORD));
            }
            mount.cut();
            // only true if the kernel forwards O_DSYNC's implied sync to the FUSE server as an fsync
            assertArrayEquals(RECORD, Files.readAllBytes(dsync));
            assertEquals(0, Files.size(plain));
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aFileCreatedWithoutDirectoryFsyncIsGoneAtPowerMeta() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER_META, 3)) {
            Files.createDirectory(mount.path().resolve("db"));
            syncDirectory(mount.path());
            Path forgotten = mount.path().resolve("db/forgotten.log");
            Path kept = mount.path().resolve("db/kept.log");
            try (FileChannel k = create(kept)) {
                k.write(ByteBuffer.wrap(RECORD));
                k.force(true);
            }
            syncDirectory(mount.path().resolve("db"));
            try (FileChannel f = create(forgotten)) {
                f.write(ByteBuffer.wrap(RECORD));
                f.force(true); // the file's data is synced, its directory entry is not
            }
            Path renamed = mount.path().resolve("db/renamed.log");
            Files.move(kept, renamed); // not followed by a directory fsync: undone
            mount.cut();
            assertFalse(Files.exists(forgotten), "created after the last directory fsync: undone");
            assertFalse(Files.exists(renamed), "renamed without a directory fsync: undone");
            assertArrayEquals(RECORD, Files.readAllBytes(kept), "the synced name and data are back");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void readsBetweenWritesAndSyncsSeeTheLatestData() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 4)) {
            Path file = mount.path().resolve("model.bin");
            byte[] model = new byte[0];
            java.util.Random random = new java.util.Random(4);
            try (FileChannel channel = create(file)) {
                for (int step = 0; step < 200; step++) {
                    int action = random.nextInt(10);
                    if (action < 6) {
                        int offset = random.nextInt(model.length + 9000);
                        byte[] bytes = new byte[1 + random.nextInt(6000)];
                        random.nextBytes(bytes);
                        channel.write(ByteBuffer.wrap(bytes), offset);
                        if (offset + bytes.length > model.length) model = Arrays.copyOf(model, offset + bytes.length);
                        System.arraycopy(bytes, 0, model, offset, bytes.length);
                    } else if (action < 8) {
                        int size = random.nextInt(model.length + 1);
                        channel.truncate(size);
                        model = Arrays.copyOf(model, size);
                    } else if (action == 8) {
                        channel.force(random.nextBoolean());
                    } else {
                        ByteBuffer read = ByteBuffer.allocate(model.length);
                        while (read.hasRemaining() && channel.read(read, read.position()) > 0) { }
                        assertArrayEquals(model, read.array(), "read at step " + step);
                    }
                }
                channel.force(true);
            }
            assertArrayEquals(model, Files.readAllBytes(file), "read through the mount after the last sync");
            mount.cut();
            assertArrayEquals(model, Files.readAllBytes(file), "after a cut: everything was synced last");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aTornWriteKeepsASectorAlignedPrefix() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER_TORN, 5)) {
            Path file = mount.path().resolve("torn.log");
            byte[] bytes = new byte[4096];
            Arrays.fill(bytes, (byte) 7);
            try (FileChannel channel = create(file)) {
                channel.write(ByteBuffer.wrap(bytes), 0); // one whole page: the kernel sends it as one FUSE write
            }
            mount.cut();
            byte[] left = Files.readAllBytes(file);
            assertTrue(left.length > 0 && left.length < 4096, "a prefix survived: " + left.length + " bytes");
            for (byte b : left) assertEquals(7, b);
            assertEquals(0, left.length % 512, "cut at a sector boundary: " + left.length);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void oneServerLivesThroughEveryCutAndEachCutForgetsOnlyItsOwnUnsyncedData() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 7)) {
            long pid = mount.server().pid();
            Path file = mount.path().resolve("series.log");
            for (int cut = 1; cut <= 3; cut++) {
                try (FileChannel channel = create(file)) {
                    channel.write(ByteBuffer.wrap(RECORD), (cut - 1L) * RECORD.length);
                    channel.force(false);
                    channel.write(ByteBuffer.wrap(RECORD), (long) cut * RECORD.length); // never synced
                }
                mount.cut();
                assertEquals((long) cut * RECORD.length, Files.size(file),
                        "after cut " + cut + ": the synced records stay, the unsynced one is gone");
                assertEquals(pid, mount.server().pid(), "a cut remounts inside the same server, no new JVM");
            }
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aFileHeldOpenAcrossACutFailsAndDoesNotHoldTheCutUp() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 8)) {
            Path file = mount.path().resolve("held.log");
            FileChannel held = create(file);
            try {
                held.write(ByteBuffer.wrap(RECORD));
                held.force(false);
                long start = System.nanoTime();
                mount.cut();
                // the old connection is aborted: before, its serving loop outlived the unmount by 15 s
                assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(5), "the cut waited for the held file");
                assertThrows(IOException.class, () -> held.read(ByteBuffer.allocate(RECORD.length), 0),
                        "a file open before the cut is dead, as after a real power cut");
            } finally {
                try {
                    held.close();
                } catch (IOException dead) {
                    // closing a file of the aborted connection may fail: it is gone either way
                }
            }
            assertArrayEquals(RECORD, Files.readAllBytes(file), "reopened on the new mount: the synced record");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aMountLeftByAKilledServerIsFoundAndUnmounted() throws Exception {
        PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 6);
        try {
            mount.server().destroyForcibly().waitFor(20, TimeUnit.SECONDS);
            assertTrue(FuseMounts.isMounted(mount.path()), "a killed server leaves its mount behind");
            assertEquals(List.of(), StaleMounts.clean());
            assertFalse(FuseMounts.isMounted(mount.path()), "the stale mount was unmounted");
        } finally {
            try {
                mount.close();
            } catch (IOException expected) {
                // its server was killed: close reports that it could not stop it cleanly
            }
            assertFalse(FuseMounts.isMounted(mount.path()));
        }
    }
}
