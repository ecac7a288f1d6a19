package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** POSIX inode semantics on the layer: an open handle keeps reading its own file after an unlink or a rename over it. */
class OpenFileSemanticsTest {
    @TempDir
    Path scratch;

    @BeforeAll
    static void needsFuse() {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        else assertEquals("", FuseSupport.missing().orElse(""), "FUSE must be usable in CI");
    }

    private static FileChannel open(Path file) throws IOException {
        return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    }

    /**
     * Appends through the handle at its own position: no fstat (FileChannel.size()), which libfuse 2
     * answers by name, so ENOENT once the name is gone (docs/power-loss.md, known limits).
     */
    private static void put(FileChannel c, String text, boolean sync) throws IOException {
        c.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
        if (sync) c.force(true);
    }

    /** Everything up to the end of the file, read through the handle (reads stop at the file's end). */
    private static String all(FileChannel c) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4096);
        c.read(b, 0);
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @EnumSource(value = PowerLossLevel.class, names = {"POWER", "POWER_META"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anUnlinkedOpenFileStaysReadableThroughItsHandle(PowerLossLevel level) throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, level, 1)) {
            Path file = mount.path().resolve("wal");
            try (FileChannel c = open(file)) {
                put(c, "synced;", true);
                put(c, "unsynced;", false);
                Files.delete(file);
                assertFalse(Files.exists(file));
                assertEquals("synced;unsynced;", all(c), "the open handle still reads the unlinked file");
                put(c, "after;", true);
                assertEquals("synced;unsynced;after;", all(c), "and writes and syncs it");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = PowerLossLevel.class, names = {"POWER", "POWER_META"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aFileRenamedOverKeepsTheOldBytesForItsOpenHandle(PowerLossLevel level) throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch, level, 2)) {
            Path current = mount.path().resolve("CURRENT");
            Path fresh = mount.path().resolve("CURRENT.tmp");
            try (FileChannel old = open(current)) {
                put(old, "old manifest", true);
                try (FileChannel c = open(fresh)) {
                    put(c, "new manifest, longer", true);
                }
                Files.move(fresh, current, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                assertEquals("old manifest", all(old), "the old handle reads the replaced file");
                assertEquals("new manifest, longer", Files.readString(current), "the name reads the new one");
            }
        }
    }
}
