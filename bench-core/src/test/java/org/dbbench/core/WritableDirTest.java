package org.dbbench.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One rule for a directory a command writes into, checked without creating anything. */
class WritableDirTest {
    @TempDir
    Path tmp;

    private String refusal(Path dir, long needBytes) {
        return assertThrows(BadInputException.class, () -> WritableDir.check("--dir", dir, needBytes, "the run"))
                .getMessage();
    }

    @Test
    void aMissingDirectoryThatCanBeMadeIsAcceptedAndNotMade() throws Exception {
        WritableDir.check("--dir", tmp.resolve("a/b"), 0, null);
        try (Stream<Path> s = Files.list(tmp)) {
            assertTrue(s.findAny().isEmpty(), "nothing is created, not even the probe");
        }
    }

    @Test
    void aFileIsNotADirectory() throws Exception {
        Path file = Files.writeString(tmp.resolve("f"), "x");
        assertTrue(refusal(file, 0).contains(file + " is a file, not a directory"));
        assertTrue(refusal(file.resolve("sub"), 0).contains("cannot be created: " + file + " is a file"));
    }

    @Test
    void kernelFileSystemsAreNotDisksAndNotFull() {
        String m = refusal(Path.of("/proc"), 1 << 20);
        assertTrue(m.contains("/proc is on proc file system, not a disk"), m);
        assertFalse(m.contains("free"), "not a question of space: " + m);
        assertTrue(refusal(Path.of("/sys/nothing"), 0).contains("not a disk"));
    }

    @Test
    void spaceIsNamedOnlyWhenItIsWhatIsMissing() {
        String m = refusal(tmp, Long.MAX_VALUE);
        assertTrue(m.contains("is on a full file system") && m.contains("the run needs at least"), m);
    }

    @Test
    void anEmptyPathIsRefused() {
        assertTrue(refusal(Path.of(""), 0).contains("'' is empty"));
    }
}
