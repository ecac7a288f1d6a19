package org.dbbench.core.compare;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.console.Console;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;

/**
 * Reads the bundle a round wrote and checks that the round measured the candidate it was meant to:
 * the round's own JVM ran on the candidate's JDK (its env.json), and every JMH fork ran the
 * candidate's java or launcher (JMH records each fork's java and flags, and the version of the JVM
 * behind it), with the candidate's flags in force (last, so nothing the study sets overrides them),
 * on the candidate's engine jars (the forks print the engine's version), with its store settings
 * (the study reports them). A round that fails a check is INVALID, not a slower or faster result.
 */
public final class RoundReader {
    /** The engine as a store prints it in its settings line: "settings {engine=H2 2.3.232 (...), ...". */
    private static final Pattern ENGINE = Pattern.compile("engine=([^,}]+)");

    private RoundReader() {
    }

    public static Round read(RoundOrder.Step step, Candidate c, StudyAdapter study, int exit, double seconds,
            Path roundResults, String keptAs, Path output) {
        List<String> problems = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Path bundle = onlyBundle(roundResults);
        // the forks' settings lines reach the round's output only with --verbose; the bundle's log has them always
        List<String> engines = engines(output, bundle == null ? null : bundle.resolve(Console.LOG_NAME));
        Map<String, Round.Measured> measured = new LinkedHashMap<>();
        if (bundle == null || !Files.exists(bundle.resolve(ResultBundle.JMH_JSON))) {
            problems.add(c.side() + " round " + step.round() + " " + (exit == 0 ? "left no results" : "failed (exit "
                    + exit + ")") + ": " + lastLines(output, 3));
            return new Round(step.number(), step.side(), step.round(), exit, seconds, null, measured, problems,
                    engines, notes);
        }
        Path jmh = bundle.resolve(ResultBundle.JMH_JSON);
        List<JmhRecord> records;
        try {
            records = JmhJson.read(jmh);
        } catch (BadInputException e) {
            problems.add(c.side() + " round " + step.round() + ": " + e.getMessage());
            return new Round(step.number(), step.side(), step.round(), exit, seconds, keptAs, measured, problems,
                    engines, notes);
        }
        for (JmhRecord r : records) {
            String label = study.caseLabel(r, records);
            if (label == null) {
                continue;
            }
            double score = r.primary().score();
            boolean throughput = "thrpt".equals(r.mode());
            // every case is compared as time per operation: lower is better, whatever JMH's mode
            double value = throughput && score > 0 ? 1 / score : score;
            String unit = throughput ? "1/(" + r.primary().unit() + ")" : r.primary().unit();
            String invalid = study.invalidReason(r);
            if (invalid == null && !(value > 0 && Double.isFinite(value))) {
                invalid = "no positive finite score (" + score + ")";
            }
            measured.put(label, new Round.Measured(value, unit, invalid));
        }
        problems.addAll(forkProblems(c, jmh));
        problems.addAll(roundJvmProblems(c, bundle.resolve(ResultBundle.ENV_JSON)));
        problems.addAll(jarProblems(c, engines, notes));
        problems.addAll(settingProblems(c, study, bundle, notes));
        if (exit != 0 && exit != 1) {
            problems.add(c.side() + " round " + step.round() + " ended with exit " + exit + ": " + lastLines(output, 3));
        }
        return new Round(step.number(), step.side(), step.round(), exit, seconds, keptAs, measured, problems,
                engines, notes);
    }

    /** The one bundle a round's results directory holds, or null. */
    static Path onlyBundle(Path dir) {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> b = s.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith("."))
                    .toList();
            return b.size() == 1 ? b.get(0) : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** Every fork must have run the candidate's java with the candidate's flags winning. */
    static List<String> forkProblems(Candidate c, Path jmhJson) {
        List<String> problems = new ArrayList<>();
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(jmhJson.toFile());
        } catch (IOException e) {
            return List.of(c.side() + ": " + jmhJson + " cannot be read again: " + e.getMessage());
        }
        Set<String> seen = new LinkedHashSet<>();
        for (JsonNode n : root) {
            String jvm = n.path("jvm").asText("");
            if (jvm.isEmpty() || !sameFile(Path.of(jvm), c.java().java())) {
                seen.add("a fork of " + n.path("benchmark").asText() + " ran " + jvm + ", not " + c.java().java());
            }
            // what JMH found behind the java it forked (a launcher's JDK): the version the candidate's java reported
            String vm = n.path("vmVersion").asText("");
            if (!vm.isEmpty() && !vm.equals(c.java().vmVersion())) {
                seen.add("a fork of " + n.path("benchmark").asText() + " ran on a JVM " + vm + ", not the "
                        + c.java().vmVersion() + " that " + c.java().java() + " reported");
            }
            List<String> args = new ArrayList<>();
            n.path("jvmArgs").forEach(a -> args.add(a.asText()));
            String missing = ForkArgs.notInForce(c.forkArgs(), args);
            if (missing != null) {
                seen.add("the forks did not run with " + c.side() + "'s flag " + missing + " in force (fork flags: "
                        + String.join(" ", args) + ")");
            }
        }
        seen.forEach(s -> problems.add(c.side() + ": " + s));
        return problems;
    }

    /** The round's own JVM (env.json's jvm.home) must have run on the JDK the candidate's java reported. */
    static List<String> roundJvmProblems(Candidate c, Path envJson) {
        if (!Files.isRegularFile(envJson)) {
            return List.of();
        }
        try {
            String home = Json.MAPPER.readTree(envJson.toFile()).path("jvm").path("home").asText("");
            return home.isEmpty() || sameFile(Path.of(home), c.java().home()) ? List.of()
                    : List.of(c.side() + ": the round's JVM ran in " + home + ", not in " + c.java().home()
                            + " where " + c.java().java() + " said its Java is");
        } catch (IOException e) {
            return List.of(c.side() + ": the round's env.json cannot be read: " + e.getMessage());
        }
    }

    /** Each jar's version must be the engine version the forks printed. */
    static List<String> jarProblems(Candidate c, List<String> engines, List<String> notes) {
        List<String> problems = new ArrayList<>();
        for (EngineJar j : c.jars()) {
            if ("unknown".equals(j.version())) {
                notes.add(c.side() + ": " + j.path().getFileName() + " states no version, so it cannot be checked"
                        + " that the forks loaded it");
                continue;
            }
            String token = j.version().split("[\\s(]")[0];
            boolean printed = engines.stream().anyMatch(e -> e.toLowerCase().startsWith(j.engine().toLowerCase())
                    || e.toLowerCase().contains(j.engine().toLowerCase()));
            if (engines.isEmpty() || !printed) {
                notes.add(c.side() + ": no fork printed a " + j.engine() + " version (no " + j.engine()
                        + " case ran?), so the jar could not be checked");
                continue;
            }
            boolean loaded = engines.stream().anyMatch(e -> e.contains(token));
            if (!loaded) {
                problems.add(c.side() + ": the forks ran " + String.join(", ", engines) + ", not " + j.engine() + " "
                        + j.version() + " from " + j.path());
            }
        }
        return problems;
    }

    /** A setting the study reports must show the candidate's value; one it does not report is said so. */
    static List<String> settingProblems(Candidate c, StudyAdapter study, Path bundle, List<String> notes) {
        if (c.settings().isEmpty()) {
            return List.of();
        }
        Map<String, Object> config;
        try {
            config = Json.MAPPER.readValue(bundle.resolve(ResultBundle.CONFIG_JSON).toFile(),
                    new TypeReference<Map<String, Object>>() { });
        } catch (IOException e) {
            return List.of(c.side() + ": the round's config.json cannot be read: " + e.getMessage());
        }
        List<String> problems = new ArrayList<>();
        List<Map<String, String>> reported = study.reportedSettings(config);
        for (Map.Entry<String, String> s : c.settings().entrySet()) {
            boolean found = false;
            for (Map<String, String> store : reported) {
                String v = lookup(store, study.reportedNames(s.getKey()));
                if (v == null) {
                    continue;
                }
                found = true;
                if (!v.trim().startsWith(s.getValue())) {
                    problems.add(c.side() + ": setting " + s.getKey() + "=" + s.getValue() + " did not take effect in "
                            + store.getOrDefault("store", "a store") + ": it reports " + v);
                }
            }
            if (!found) {
                notes.add(c.side() + ": setting " + s.getKey() + "=" + s.getValue() + " was given to the JVM as -D"
                        + s.getKey() + ", but no store reports it, so its effect is not verified");
            }
        }
        return problems;
    }

    /** The value of a setting by any of its names (the study's {@link StudyAdapter#reportedNames}), ignoring case. */
    private static String lookup(Map<String, String> settings, List<String> names) {
        for (Map.Entry<String, String> e : settings.entrySet()) {
            if (names.stream().anyMatch(e.getKey()::equalsIgnoreCase)) {
                return e.getValue();
            }
        }
        return null;
    }

    static List<String> engines(Path... outputs) {
        Set<String> found = new LinkedHashSet<>();
        for (Path output : outputs) {
            if (output == null || !Files.isRegularFile(output)) {
                continue;
            }
            try (Stream<String> lines = Files.lines(output)) {
                lines.filter(l -> l.contains("settings {")).forEach(l -> {
                    Matcher m = ENGINE.matcher(l);
                    if (m.find()) {
                        found.add(m.group(1).trim());
                    }
                });
            } catch (IOException | java.io.UncheckedIOException e) {
                // unreadable output: no engines from it
            }
        }
        return new ArrayList<>(found);
    }

    /**
     * The last lines a round printed that say something, joined by " / ": the error of a crashed or
     * refused run ("Unrecognized VM option 'X' / Error: Could not create the Java Virtual Machine.").
     */
    public static String lastLines(Path output, int count) {
        List<String> picked = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(output);
            for (int i = lines.size() - 1; i >= 0 && picked.size() < count; i--) {
                String l = lines.get(i).trim();
                if (!l.isEmpty() && !l.startsWith("at ") && !l.startsWith("...")
                        && !l.startsWith("Error: A fatal exception has occurred")) {
                    picked.add(0, l);
                }
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            return "(no output)";
        }
        return picked.isEmpty() ? "(no output)" : String.join(" / ", picked);
    }

    private static boolean sameFile(Path a, Path b) {
        if (a == null || b == null) {
            return false;
        }
        try {
            return a.toRealPath().equals(b.toRealPath());
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }
}
