package org.dbbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** A module's main sources as the rule tests read them: code without comments, string literals kept. */
final class MainSources {
    private MainSources() {
    }

    /** Each main source file of {@code module} (src/main/java and src/main/java22), its code without comments. */
    static Map<Path, String> of(String module) throws IOException {
        Map<Path, String> code = new TreeMap<>();
        for (String dir : List.of("src/main/java", "src/main/java22")) {
            Path root = Path.of("..", module, dir);
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    code.put(f, withoutComments(Files.readString(f)));
                }
            }
        }
        return code;
    }

    /** Block and line comments dropped; a "//" inside a string literal (a URL) is kept. */
    static String withoutComments(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//.*$", "")
                .replaceAll("(?m)\\s//[^\"\\n]*$", "");
    }
}
