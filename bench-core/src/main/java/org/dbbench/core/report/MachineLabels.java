package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Labels runs by what tells them apart: host, OS and kernel, file system, device, write cache, JVM,
 * naming only the facts that differ. The data directory is not one of them: a logio and a threeen1
 * run in two directories of one file system ran on one machine. Two runs on one host that differ only in their
 * JDK are "JDK 17.0.15" and "JDK 25.0.1"; runs on two file systems are "ext4 vda" and "tmpfs tmpfs".
 * A column headed by the differing facts reads at a glance and stays narrow enough for a 72-column
 * mail; the machines table ({@link MachineFacts}) holds the full facts of every run.
 */
public final class MachineLabels {
    /** Facts in the order a label names them. */
    private static final Map<String, Function<MachineRun, String>> FACTS = facts();

    /** Facts that follow from the host (each host has its own device names and paths). */
    private static final Set<String> IMPLIED_BY_HOST = Set.of("device");

    /** What Environment says for a fact it could not read. */
    private static final String UNKNOWN = "unknown";

    private static final Pattern KERNEL_MAJOR_MINOR = Pattern.compile("^(\\d+\\.\\d+)");

    private MachineLabels() {
    }

    private static Map<String, Function<MachineRun, String>> facts() {
        Map<String, Function<MachineRun, String>> f = new LinkedHashMap<>();
        f.put("host", r -> r.env().host());
        // a plain jmh.json knows no host: its file name is what tells it apart
        f.put("file", r -> UNKNOWN.equals(r.env().host()) && r.source() != null
                ? String.valueOf(r.source().getFileName()) : "");
        f.put("os", r -> UNKNOWN.equals(r.env().get("os", "name")) ? UNKNOWN
                : r.env().get("os", "name") + " " + shortKernel(r.env().get("os", "kernel")));
        f.put("fs", r -> r.env().get("storage", "fileSystem"));
        f.put("device", r -> r.env().get("storage", "blockDevice"));
        f.put("cache", r -> r.env().get("storage", "writeCache").replace(' ', '-'));
        f.put("jvm", r -> UNKNOWN.equals(shortJvm(r)) ? UNKNOWN : "JDK " + shortJvm(r));
        return f;
    }

    /** The JVM version without its build suffix: "17.0.15+6-Debian-1deb12u1" is "17.0.15". */
    static String shortJvm(MachineRun r) {
        return r.env().get("jvm", "version").replaceAll("\\+.*", "");
    }

    /** "6.18.44-fc-v657" is "6.18": enough to tell kernels apart in a column heading. */
    static String shortKernel(String kernel) {
        Matcher m = KERNEL_MAJOR_MINOR.matcher(kernel);
        return m.find() ? m.group(1) : kernel;
    }

    /** Runs alike in every fact ran on the same machine, file system and JVM. */
    public static String machineKey(MachineRun r) {
        StringBuilder b = new StringBuilder();
        FACTS.values().forEach(f -> b.append(f.apply(r)).append('\u0000'));
        return b.toString();
    }

    /**
     * The runs relabelled. When all ran on one machine (every fact alike) each keeps its full label;
     * otherwise each is named by the facts that take two or more known values among the machines
     * (an "unknown", as in a plain jmh.json, tells nothing apart). A machine left without a label of
     * its own is named by its host, or by its file when even the host is unknown. Runs of the same
     * machine share a label: a report that shows two of them side by side numbers them ({@link #numbered}).
     */
    public static List<MachineRun> apply(List<MachineRun> runs) {
        Map<String, MachineRun> machines = new LinkedHashMap<>();
        runs.forEach(r -> machines.putIfAbsent(machineKey(r), r));
        if (machines.size() <= 1) {
            return runs.stream().map(r -> r.withLabel(fullLabel(r))).toList();
        }
        List<MachineRun> distinct = new ArrayList<>(machines.values());
        List<String> differing = new ArrayList<>();
        for (var fact : FACTS.entrySet()) {
            Set<String> known = new HashSet<>();
            distinct.forEach(r -> known.add(fact.getValue().apply(r)));
            known.removeIf(MachineLabels::unknown);
            if (known.size() > 1) {
                differing.add(fact.getKey());
            }
        }
        // device names and paths differ as a consequence of a different host (vda here, sda there):
        // the host already tells those runs apart, so name them only where one host has several
        if (differing.contains("host")) {
            differing.removeIf(f -> IMPLIED_BY_HOST.contains(f) && !sameHostDiffers(distinct, f));
        }
        Map<String, String> byMachine = labels(distinct, differing);
        for (MachineRun m : distinct) {
            String label = byMachine.get(machineKey(m));
            boolean shared = byMachine.values().stream().filter(label::equals).count() > 1;
            if (label.isEmpty() || shared) {
                String identity = identity(m);
                byMachine.put(machineKey(m), label.isEmpty() ? identity : identity + " " + label);
            }
        }
        return runs.stream().map(r -> r.withLabel(byMachine.get(machineKey(r)))).toList();
    }

    /** Machine key to the values of the given facts, unknown ones left out. */
    private static Map<String, String> labels(List<MachineRun> machines, List<String> facts) {
        Map<String, String> byMachine = new LinkedHashMap<>();
        for (MachineRun m : machines) {
            List<String> parts = new ArrayList<>();
            for (String fact : facts) {
                String v = FACTS.get(fact).apply(m);
                if (!unknown(v)) {
                    parts.add(v);
                }
            }
            byMachine.put(machineKey(m), String.join(" ", parts));
        }
        return byMachine;
    }

    /** What names a machine when its facts do not: its host, else the file it was read from. */
    private static String identity(MachineRun m) {
        if (!unknown(m.env().host())) {
            return m.env().host();
        }
        return m.source() == null ? "this run" : String.valueOf(m.source().getFileName());
    }

    private static boolean unknown(String value) {
        return value.isEmpty() || value.startsWith(UNKNOWN) || value.endsWith(UNKNOWN);
    }

    /** Runs sharing a label (repeated runs on one machine) get " #1", " #2" in the order given. */
    public static List<MachineRun> numbered(List<MachineRun> runs) {
        Map<String, Integer> count = new LinkedHashMap<>();
        runs.forEach(r -> count.merge(r.label(), 1, Integer::sum));
        Map<String, Integer> seen = new LinkedHashMap<>();
        List<MachineRun> out = new ArrayList<>();
        for (MachineRun r : runs) {
            String l = r.label();
            out.add(count.get(l) > 1 ? r.withLabel(l + " #" + seen.merge(l, 1, Integer::sum)) : r);
        }
        return out;
    }

    /** The label a run has on its own (host, file system/device, JVM), without a given label. */
    private static String fullLabel(MachineRun r) {
        Map<String, Object> config = new LinkedHashMap<>(r.config());
        config.remove(MachineRun.LABEL_KEY);
        MachineRun plain = new MachineRun(r.source(), r.env(), config, r.records());
        String file = FACTS.get("file").apply(r);
        return file.isEmpty() ? plain.label() : file + " JDK " + shortJvm(r);
    }

    private static boolean sameHostDiffers(List<MachineRun> runs, String fact) {
        Map<String, Set<String>> byHost = new LinkedHashMap<>();
        for (MachineRun r : runs) {
            byHost.computeIfAbsent(r.env().host(), h -> new HashSet<>()).add(FACTS.get(fact).apply(r));
        }
        return byHost.values().stream().anyMatch(v -> v.size() > 1);
    }
}
