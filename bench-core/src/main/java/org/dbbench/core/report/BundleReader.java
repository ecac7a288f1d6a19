package org.dbbench.core.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;

/**
 * Reads what {@code bench report} is given into {@link MachineRun}s: a results bundle directory, a
 * directory holding bundles (such as {@code results/} or {@code results/<host>/}), or a plain
 * jmh.json written by {@code bench jmh -rf json}. Everything is read and checked before anything is
 * rendered, and a bad input is refused with one line naming the file.
 */
public final class BundleReader {
    /** How deep a directory of bundles is searched: results/ and results/&lt;host&gt;/ both work. */
    private static final int SEARCH_DEPTH = 2;

    private BundleReader() {
    }

    /**
     * @throws BadInputException for no inputs, or naming the first input that is not a bundle, is
     *     truncated or malformed, or comes from a newer suite
     */
    public static List<MachineRun> read(List<Path> inputs) {
        if (inputs == null || inputs.isEmpty()) {
            throw new BadInputException("no inputs: give one or more results bundles (directories),"
                    + " directories holding bundles, or jmh.json files");
        }
        List<MachineRun> runs = new ArrayList<>();
        Map<Path, Path> givenAs = new LinkedHashMap<>();
        for (Path input : inputs) {
            for (Path one : expand(input)) {
                Path earlier = givenAs.putIfAbsent(realPath(one), input);
                if (earlier != null) {
                    // read twice, every table would show the same run twice as if repeated
                    throw new BadInputException(one + " is given twice" + (earlier.equals(input) ? ""
                            : " (in " + earlier + " and in " + input + ")") + "; give each bundle or file once");
                }
                runs.add(readOne(one));
            }
        }
        return runs;
    }

    private static Path realPath(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    /** One bundle directory or one JMH JSON file. */
    public static MachineRun readOne(Path input) {
        if (Files.isDirectory(input)) {
            return readBundle(input);
        }
        return readPlainJmh(input);
    }

    /** A bundle is a directory with env.json and config.json (jmh.json is absent when nothing ran). */
    public static boolean isBundle(Path dir) {
        return Files.isRegularFile(dir.resolve(ResultBundle.ENV_JSON))
                && Files.isRegularFile(dir.resolve(ResultBundle.CONFIG_JSON));
    }

    private static List<Path> expand(Path input) {
        if (!Files.exists(input)) {
            throw new BadInputException(input + " does not exist; give a results bundle directory or a jmh.json file");
        }
        if (Files.isRegularFile(input)) {
            Path parent = input.toAbsolutePath().getParent();
            String name = input.getFileName().toString();
            if (parent != null && isBundle(parent) && !name.equals(ResultBundle.JMH_JSON)) {
                throw new BadInputException(input + " is one file of a results bundle; give the bundle"
                        + " directory " + parent);
            }
            return List.of(input);
        }
        if (!Files.isDirectory(input)) {
            throw new BadInputException(input + " is neither a directory nor a file; give a results bundle or a jmh.json");
        }
        if (isBundle(input)) {
            return List.of(input);
        }
        List<Path> found = new ArrayList<>();
        try (Stream<Path> s = Files.walk(input, SEARCH_DEPTH)) {
            s.filter(Files::isDirectory)
                    .filter(d -> !d.equals(input))
                    // an interrupted run leaves ".<name>.partial-..." behind: never a bundle
                    .filter(d -> !d.getFileName().toString().startsWith("."))
                    .filter(BundleReader::isBundle)
                    .sorted()
                    .forEach(found::add);
        } catch (IOException e) {
            throw new BadInputException(input + " cannot be read (" + e.getMessage() + ")", e);
        }
        if (found.isEmpty()) {
            throw new BadInputException(input + " is not a results bundle (no " + ResultBundle.ENV_JSON + " and "
                    + ResultBundle.CONFIG_JSON + ") and holds none; give a bundle directory or a jmh.json file");
        }
        return found;
    }

    private static MachineRun readBundle(Path dir) {
        Path configFile = dir.resolve(ResultBundle.CONFIG_JSON);
        Map<String, Object> config = readObject(configFile, new TypeReference<Map<String, Object>>() { });
        Object format = config.get("bundleFormat");
        if (!(format instanceof Number n)) {
            throw new BadInputException(configFile + " has no bundleFormat; it was not written by dbbench");
        }
        if (n.intValue() > ResultBundle.FORMAT) {
            throw new BadInputException(dir + " is a bundle of format " + n.intValue() + " (dbbench "
                    + config.getOrDefault("suiteVersion", "unknown") + "); this bench reads formats up to "
                    + ResultBundle.FORMAT + ": use a newer benchmarks.jar");
        }
        Map<String, Map<String, Object>> env = readObject(dir.resolve(ResultBundle.ENV_JSON),
                new TypeReference<Map<String, Map<String, Object>>>() { });
        Path jmh = dir.resolve(ResultBundle.JMH_JSON);
        List<JmhRecord> records = Files.exists(jmh) ? JmhJson.read(jmh) : List.of();
        return new MachineRun(dir, Environment.of(env), config, records);
    }

    /**
     * A jmh.json without a bundle knows only what JMH wrote: the JDK and VM of its forks. Those facts
     * are kept; everything else about the machine stays "unknown" rather than guessed.
     */
    private static MachineRun readPlainJmh(Path file) {
        List<JmhRecord> records = JmhJson.read(file);
        Map<String, Map<String, Object>> env = new LinkedHashMap<>();
        Map<String, Object> jvm = new LinkedHashMap<>();
        JsonNode first = firstEntry(file);
        if (first != null) {
            jvm.put("name", first.path("vmName").asText("unknown"));
            jvm.put("version", first.path("vmVersion").asText(first.path("jdkVersion").asText("unknown")));
            jvm.put("home", first.path("jvm").asText("unknown"));
            List<String> args = new ArrayList<>();
            first.path("jvmArgs").forEach(a -> args.add(a.asText()));
            jvm.put("arguments", args);
        }
        env.put("jvm", jvm);
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("command", "jmh (plain JSON: " + file.getFileName() + ")");
        return new MachineRun(file, Environment.of(env), config, records);
    }

    private static JsonNode firstEntry(Path file) {
        try {
            JsonNode root = Json.MAPPER.readTree(file.toFile());
            return root != null && root.isArray() && root.size() > 0 ? root.get(0) : null;
        } catch (IOException e) {
            return null; // JmhJson.read has already accepted the file; facts just stay unknown
        }
    }

    private static <T> T readObject(Path file, TypeReference<T> type) {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(file + " is missing; the bundle is incomplete");
        }
        try {
            T value = Json.MAPPER.readValue(file.toFile(), type);
            if (value == null) {
                throw new BadInputException(file + " is empty; the bundle is incomplete");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw new BadInputException(file + " is truncated or malformed (" + shortMessage(e)
                    + "); the bundle is damaged", e);
        } catch (IOException e) {
            throw new BadInputException(file + " cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** Jackson's message without the quoted document and location, on one line. */
    private static String shortMessage(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        if (m == null) {
            return "unreadable";
        }
        int cut = m.indexOf(" (start marker");
        m = cut < 0 ? m : m.substring(0, cut);
        return m.replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
