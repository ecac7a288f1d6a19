package org.dbbench.core.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The layer records what crash states need, and its own cut is the base state of the posix model. */
class CutRecordingTest {
    @TempDir
    Path scratch;

    @BeforeAll
    static void needsFuse() {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        else assertEquals("", FuseSupport.missing().orElse(""), "FUSE must be usable in CI");
    }

    private static void write(Path file, String text, boolean sync) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            c.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
            if (sync) c.force(true);
        }
    }

    private static void syncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> tree = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(p -> !p.equals(root)).toList()) {
                tree.put(root.relativize(p).toString(), Files.isDirectory(p) ? "<dir>" : Files.readString(p));
            }
        }
        return tree;
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void theBasePosixStateIsWhatPowerMetaLeavesAndFurtherStatesKeepMore() throws IOException {
        try (PowerLossMount mount = PowerLossMount.start(scratch.resolve("layer"), PowerLossLevel.POWER_META, 5, true)) {
            Path root = mount.path();
            Files.createDirectory(root.resolve("d"));
            write(root.resolve("d/durable"), "synced;", true);
            syncDirectory(root.resolve("d"));
            syncDirectory(root);
            write(root.resolve("d/durable"), "appended;", false);
            write(root.resolve("d/new"), "never synced;", false);
            Files.move(root.resolve("d"), root.resolve("e"));
            assertNull(mount.lastCut(), "no cut yet");
            mount.cut();
            CutRecording cut = mount.lastCut();
            assertNotNull(cut);
            Map<String, String> afterCut = tree(mount.backing());
            assertEquals(Map.of("d", "<dir>", "d/durable", "synced;"), afterCut);
            CrashStates states = cut.states();
            Path base = scratch.resolve("base");
            states.state(MetadataModel.POSIX, 1, 0).materialise(base);
            assertEquals(afterCut, tree(base), "the engine's base state is the layer's own cut");
            Set<Map<String, String>> further = new HashSet<>();
            for (int i = 1; i <= 12; i++) {
                Path s = scratch.resolve("state" + i);
                states.state(MetadataModel.POSIX, 1, i).materialise(s);
                further.add(tree(s));
            }
            assertTrue(further.contains(Map.of("e", "<dir>", "e/durable", "synced;appended;", "e/new", "never synced;")),
                    "some prefix state keeps every pending operation: " + further);
            cut.delete();
        }
    }
}
