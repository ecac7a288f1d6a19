package org.dbbench.core.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;

/** Reads JMH's JSON result format (as written by {@code -rf json}) into {@link JmhRecord}s. */
public final class JmhJson {
    private JmhJson() {
    }

    /** @throws BadInputException naming the file when it is not JMH JSON (truncated, malformed, other) */
    public static List<JmhRecord> read(Path file) {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new BadInputException(file + " is not readable JMH JSON (" + firstLine(e.getMessage())
                    + "); give a jmh.json written by 'bench jmh -rf json' or a results bundle", e);
        }
        if (root == null || !root.isArray()) {
            throw new BadInputException(file + " is not JMH JSON: expected an array of benchmark results");
        }
        List<JmhRecord> records = new ArrayList<>();
        for (JsonNode n : root) {
            if (!n.hasNonNull("benchmark") || !n.hasNonNull("primaryMetric")) {
                throw new BadInputException(file + " is not JMH JSON: an entry has no benchmark or primaryMetric");
            }
            records.add(record(n));
        }
        return records;
    }

    private static JmhRecord record(JsonNode n) {
        Map<String, String> params = new LinkedHashMap<>();
        JsonNode p = n.get("params");
        if (p != null) {
            p.fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
        }
        Map<String, Metric> secondary = new LinkedHashMap<>();
        JsonNode s = n.get("secondaryMetrics");
        if (s != null) {
            s.fields().forEachRemaining(e -> secondary.put(e.getKey(), metric(e.getValue())));
        }
        return new JmhRecord(n.get("benchmark").asText(), n.path("mode").asText(), n.path("threads").asInt(1),
                n.path("forks").asInt(0), n.path("jdkVersion").asText("unknown"), params,
                metric(n.get("primaryMetric")), secondary);
    }

    private static Metric metric(JsonNode m) {
        TreeMap<Double, Double> pct = new TreeMap<>();
        JsonNode ps = m.get("scorePercentiles");
        if (ps != null) {
            for (Iterator<Map.Entry<String, JsonNode>> it = ps.fields(); it.hasNext(); ) {
                var e = it.next();
                pct.put(Double.parseDouble(e.getKey()), number(e.getValue()));
            }
        }
        return new Metric(number(m.get("score")), number(m.get("scoreError")), m.path("scoreUnit").asText(""),
                pct, sampleCount(m), perFork(m));
    }

    /**
     * Each fork's iteration scores: rawData as written, or for sampling modes each iteration's mean
     * from its histogram (bins of [value, count]).
     */
    private static List<List<Double>> perFork(JsonNode m) {
        List<List<Double>> forks = new ArrayList<>();
        JsonNode hist = m.get("rawDataHistogram");
        JsonNode raw = m.get("rawData");
        if (hist != null && hist.isArray()) {
            for (JsonNode fork : hist) {
                List<Double> iterations = new ArrayList<>();
                for (JsonNode iteration : fork) {
                    double sum = 0;
                    long count = 0;
                    for (JsonNode bin : iteration) {
                        long c = bin.get(1).asLong();
                        sum += number(bin.get(0)) * c;
                        count += c;
                    }
                    if (count > 0) {
                        iterations.add(sum / count);
                    }
                }
                forks.add(iterations);
            }
        } else if (raw != null && raw.isArray()) {
            for (JsonNode fork : raw) {
                List<Double> iterations = new ArrayList<>();
                for (JsonNode v : fork) {
                    iterations.add(number(v)); // NaN kept: a fact this machine lacks, in its place
                }
                forks.add(iterations);
            }
        }
        return forks;
    }

    /** JMH writes "NaN" as a string where it has no value. */
    private static double number(JsonNode v) {
        if (v == null || v.isNull()) {
            return Double.NaN;
        }
        return v.isNumber() ? v.asDouble() : parseOrNaN(v.asText());
    }

    private static double parseOrNaN(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** Sample count from rawDataHistogram (sampling modes) or rawData (others). */
    private static long sampleCount(JsonNode m) {
        long count = 0;
        JsonNode hist = m.get("rawDataHistogram");
        if (hist != null) {
            for (JsonNode fork : hist) {
                for (JsonNode iteration : fork) {
                    for (JsonNode bin : iteration) {
                        count += bin.get(1).asLong();
                    }
                }
            }
            return count;
        }
        JsonNode raw = m.get("rawData");
        if (raw != null) {
            for (JsonNode fork : raw) {
                count += fork.size();
            }
        }
        return count;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
