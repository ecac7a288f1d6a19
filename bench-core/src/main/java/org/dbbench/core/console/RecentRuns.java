package org.dbbench.core.console;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.dbbench.core.bundle.ResultBundle;

/**
 * How long a command took on this machine the last time, read from the bundles in a results
 * directory (each records its wall time under {@code runSeconds}): an ETA from this machine's own
 * runs beats any shipped estimate, which was measured on another machine on another day.
 */
public final class RecentRuns {
    /** The config key a bundle's wall time is under (written by StudyRun). */
    public static final String RUN_SECONDS = "runSeconds";
    private static final ObjectMapper JSON = new ObjectMapper();

    private RecentRuns() {
    }

    /**
     * Seconds of the newest run of {@code command} in {@code resultsDir} whose config has
     * {@code quick} set as given; empty when there is none (or the directory cannot be read).
     */
    public static OptionalLong seconds(Path resultsDir, String command, boolean quick) {
        if (resultsDir == null || !Files.isDirectory(resultsDir)) {
            return OptionalLong.empty();
        }
        List<Path> newestFirst;
        try (Stream<Path> s = Files.list(resultsDir)) {
            // bundle names start with their time (yyyyMMdd-HHmmss): name order is time order
            newestFirst = s.filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith("."))
                    .sorted(Comparator.comparing((Path d) -> d.getFileName().toString()).reversed()).toList();
        } catch (IOException e) {
            return OptionalLong.empty();
        }
        for (Path d : newestFirst) {
            Path config = d.resolve(ResultBundle.CONFIG_JSON);
            if (!Files.isRegularFile(config)) {
                continue;
            }
            try {
                JsonNode c = JSON.readTree(config.toFile());
                if (command.equals(c.path("command").asText()) && c.path("quick").asBoolean(false) == quick
                        && c.path(RUN_SECONDS).isNumber()) {
                    return OptionalLong.of(c.path(RUN_SECONDS).asLong());
                }
            } catch (IOException e) {
                // a damaged bundle says nothing about time; an older one may
            }
        }
        return OptionalLong.empty();
    }

    /** "45 s" or "12 min": how an ETA is said in a header. */
    public static String say(long seconds) {
        return seconds < 90 ? seconds + " s" : Math.round(seconds / 60.0) + " min";
    }
}
