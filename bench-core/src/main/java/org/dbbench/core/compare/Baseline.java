package org.dbbench.core.compare;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;

/**
 * A saved comparison that a new run is measured against ({@code bench compare --baseline DIR}), for
 * regression checks in an engine's CI. Its B side stands for A (for a saved A/A calibration, both
 * sides: they are the same candidate). Only a baseline of the same machine is accepted: a number
 * from another machine says nothing about a change.
 *
 * @param samples per case, the saved measurements that stand for A
 */
public record Baseline(Path dir, Comparison saved, Map<String, Analysis.Samples> samples) {

    /** Facts that must match for two runs to be of one machine: env.json section and key. */
    static final List<String[]> SAME_MACHINE = List.of(new String[] {"os", "host"}, new String[] {"os", "arch"},
            new String[] {"cpu", "model"}, new String[] {"cpu", "logicalCores"},
            new String[] {"memory", "totalBytes"});

    /** The keys of a side's description that make a candidate, and their names in a "differs" line. */
    private static final List<String[]> DESCRIBED = List.of(new String[] {"java", "java"},
            new String[] {"javaVersion", "java version"}, new String[] {"jvmArgs", "JVM flags"},
            new String[] {"jars", "engine jars"}, new String[] {"settings", "store settings"},
            new String[] {"dir", "directory"});

    /** @throws BadInputException when DIR is not a comparison bundle, or is one of another machine */
    public static Baseline load(Path dir, Environment now) {
        Path file = dir.resolve(Comparison.FILE);
        if (!Files.isDirectory(dir) || !Files.isRegularFile(file)) {
            throw new BadInputException("--baseline " + dir + " is not a comparison bundle (no " + Comparison.FILE
                    + "); give a results directory written by 'bench compare'");
        }
        Comparison saved;
        Map<String, Map<String, Object>> env;
        try {
            saved = Json.MAPPER.readValue(file.toFile(), Comparison.class);
            env = Json.MAPPER.readValue(dir.resolve(ResultBundle.ENV_JSON).toFile(),
                    new TypeReference<Map<String, Map<String, Object>>>() { });
        } catch (IOException e) {
            throw new BadInputException("--baseline " + dir + " cannot be read (" + e.getMessage().split("\\R")[0]
                    + "); the bundle is damaged");
        }
        if (saved.comparisonFormat() > Comparison.FORMAT) {
            throw new BadInputException("--baseline " + dir + " is of comparison format " + saved.comparisonFormat()
                    + "; this bench reads up to " + Comparison.FORMAT + ": use a newer benchmarks.jar");
        }
        if (saved.lockstepTurns() != null) {
            throw new BadInputException("--baseline " + dir + " was measured in lockstep (each of its numbers the mean"
                    + " of " + saved.lockstepTurns() + " measured runs), which a new run alone cannot repeat; give a comparison"
                    + " run without --lockstep");
        }
        if (saved.cases().stream().noneMatch(c -> c.invalid() == null && !c.b().isEmpty())) {
            throw new BadInputException("--baseline " + dir + " holds no result (" + (saved.cases().isEmpty()
                    ? "its comparison measured no case" : "every case of it is INVALID")
                    + "); give a comparison bundle with measured cases");
        }
        String other = otherMachine(Environment.of(env), now);
        if (other != null) {
            throw new BadInputException("--baseline " + dir + " was measured on another machine (" + other
                    + "); a baseline only compares runs of the same machine");
        }
        return new Baseline(dir, saved, samples(saved));
    }

    /** The first fact that differs, "cpu model X here, Y in the baseline", or null for the same machine. */
    static String otherMachine(Environment then, Environment now) {
        for (String[] f : SAME_MACHINE) {
            String a = then.get(f[0], f[1]);
            String b = now.get(f[0], f[1]);
            if (!a.equals(b)) {
                return f[0] + " " + f[1] + " " + b + " here, " + a + " in the baseline";
            }
        }
        return null;
    }

    private static Map<String, Analysis.Samples> samples(Comparison saved) {
        boolean pool = Comparison.CALIBRATION.equals(saved.kind());
        Map<String, Analysis.Samples> m = new LinkedHashMap<>();
        for (CaseResult c : saved.cases()) {
            List<Double> v = new ArrayList<>(c.b());
            if (pool) {
                v.addAll(c.a());
            }
            // a case INVALID because of A alone still has good B measurements, but keep it simple and honest
            m.put(c.label(), new Analysis.Samples(v, c.unit(), c.invalid() == null ? null
                    : "the baseline's case is INVALID (" + c.invalid() + ")"));
        }
        return m;
    }

    /**
     * How the new B differs from the saved side that stands for A, kind by kind as the two sides of
     * comparison.json describe them: its java (a JDK or a launcher), flags, jars, settings, directory.
     */
    public List<String> differences(Candidate b) {
        Map<String, Object> now = b.describe();
        List<String> d = new ArrayList<>();
        for (String[] kind : DESCRIBED) {
            Object then = saved.b().get(kind[0]);
            boolean javaSaid = kind[0].equals("javaVersion") && !d.isEmpty(); // another JDK names its version
            if (!javaSaid && !Objects.equals(then, now.get(kind[0]))) {
                d.add(kind[1] + ": A " + shown(then) + "; B " + shown(now.get(kind[0])));
            }
        }
        return d;
    }

    private static String shown(Object value) {
        String s = value instanceof List<?> l ? String.join(" ", l.stream().map(String::valueOf).toList())
                : value instanceof Map<?, ?> m ? String.join(" ", m.entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue()).toList())
                : value == null ? "" : value.toString();
        return s.isEmpty() ? "(none)" : s;
    }

    /** "A/A calibration, 5 rounds per side, B side used". */
    public String describe() {
        return saved.kind() + ", " + saved.rounds() + " rounds per side, "
                + (Comparison.CALIBRATION.equals(saved.kind()) ? "both sides pooled" : "its B side");
    }
}
