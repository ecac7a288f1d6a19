package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No source file of the suite reaches 300 lines: a class that long does more than one thing, and the
 * next person to add a store, a method or a study should not have to read it whole. Split it by idea.
 */
class ClassSizeTest {
    private static final int LIMIT = 300;

    @Test
    void everyMainSourceFileIsUnder300Lines() throws IOException {
        List<String> tooLong = new ArrayList<>();
        int files = 0;
        for (String module : List.of("bench-core", "bench-logio", "bench-threeen1", "bench-cli")) {
            for (String dir : List.of("src/main/java", "src/main/java22")) {
                Path root = Path.of("..", module, dir);
                if (!Files.isDirectory(root)) {
                    continue;
                }
                try (Stream<Path> walk = Files.walk(root)) {
                    for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                        files++;
                        long lines = Files.readAllLines(f).size();
                        if (lines >= LIMIT) {
                            tooLong.add(Path.of("..").relativize(f) + " (" + lines + " lines)");
                        }
                    }
                }
            }
        }
        assertTrue(files > 100, "read only " + files + " source files: wrong working directory?");
        assertTrue(tooLong.isEmpty(), "split these by idea: " + tooLong);
    }
}
