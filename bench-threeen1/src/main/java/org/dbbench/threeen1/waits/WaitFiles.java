package org.dbbench.threeen1.waits;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.dbbench.core.Json;
import org.dbbench.threeen1.profile.Recordings;

/**
 * The bundle's {@value #DIR}/{@code <case>-runN.json}: one run's {@link WaitShares#toJson()}, written
 * by the fork, read back by the report (named as the JFR recordings are, from the benchmark's params).
 */
public final class WaitFiles {
    public static final String DIR = "waits";
    /** The system property that tells a JMH fork where to write them (unset: --waits is off). */
    public static final String DIR_PROPERTY = "dbbench.threeen1.waitsDir";

    private WaitFiles() {
    }

    /** Whether this JVM is a fork of a {@code --waits} run. */
    public static boolean enabled() {
        return !System.getProperty(DIR_PROPERTY, "").isEmpty();
    }

    /** Writes a run's shares to the case's first free file in {@code dir}. */
    public static Path write(Path dir, UnaryOperator<String> param, WaitShares shares) throws IOException {
        Files.createDirectories(dir);
        String json = Json.write(shares.toJson());
        for (int run = 1; ; run++) {
            Path file = dir.resolve(Recordings.caseName(param) + "-run" + run + ".json");
            try {
                Files.createFile(file);
                return Files.writeString(file, json);
            } catch (FileAlreadyExistsException taken) {
                // an earlier run of this case has it
            }
        }
    }

    /** The case's files under {@code source} (a bundle), read back, in run order. */
    public static List<Map<String, Object>> read(Path source, UnaryOperator<String> param) {
        List<Map<String, Object>> runs = new ArrayList<>();
        if (source == null) {
            return runs;
        }
        for (int run = 1; ; run++) {
            Path file = source.resolve(DIR).resolve(Recordings.caseName(param) + "-run" + run + ".json");
            if (!Files.isRegularFile(file)) {
                return runs;
            }
            try {
                @SuppressWarnings("unchecked")
                Map<String, Object> m = Json.MAPPER.readValue(file.toFile(), Map.class);
                runs.add(m);
            } catch (IOException e) {
                return runs; // a damaged file ends the list; the counters in jmh.json still hold the shares
            }
        }
    }
}
