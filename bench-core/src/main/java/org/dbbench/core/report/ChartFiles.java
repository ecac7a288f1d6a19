package org.dbbench.core.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;

/**
 * Writes a report's charts into a directory as {@code <study>-<chart id>.png} and {@code .svg}
 * (the study named once when the id already starts with it).
 * Files already there are never overwritten: the names are checked before the first is written.
 */
public final class ChartFiles {
    private ChartFiles() {
    }

    /** A chart's file name without extension. */
    public static String baseName(String study, Chart c) {
        String name = c.id().startsWith(study + "-") ? c.id() : study + "-" + c.id();
        return name.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /** Fails, before anything is written, when a chart file would replace an existing file. */
    public static void checkWritable(Report report, Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException("--charts " + dir + " is a file; give a directory (created if missing)");
        }
        for (Report.Section s : report.sections()) {
            for (Chart c : s.charts()) {
                for (String ext : List.of(".png", ".svg")) {
                    Path f = dir.resolve(baseName(s.study(), c) + ext);
                    if (Files.exists(f)) {
                        throw new BadInputException("--charts " + dir + " already holds " + f.getFileName()
                                + "; give an empty or new directory (existing files are never replaced)");
                    }
                }
            }
        }
    }

    /** Writes every drawable chart; returns the files written. */
    public static List<Path> write(Report report, Path dir) throws IOException {
        checkWritable(report, dir);
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        for (Report.Section s : report.sections()) {
            for (Chart c : s.charts()) {
                if (!ChartRenderer.drawable(c)) {
                    continue;
                }
                String base = baseName(s.study(), c);
                written.add(Files.write(dir.resolve(base + ".png"), ChartRenderer.png(c),
                        java.nio.file.StandardOpenOption.CREATE_NEW));
                written.add(Files.writeString(dir.resolve(base + ".svg"), ChartRenderer.svg(c), StandardCharsets.UTF_8,
                        java.nio.file.StandardOpenOption.CREATE_NEW));
            }
        }
        return written;
    }
}
