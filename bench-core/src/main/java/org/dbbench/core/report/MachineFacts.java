package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.dbbench.core.env.Environment;

/**
 * The facts that explain why two runs differ, one row each, one column per run: host, OS, kernel,
 * CPU, virtualization, file system, device, sectors, write cache, JVM. It heads every report, so a
 * reader sees what each column label stands for before reading a number.
 */
public final class MachineFacts {
    private static final String DATA_DIR = "data dir";
    private static final Map<String, Function<Environment, String>> ROWS = rows();

    private MachineFacts() {
    }

    private static Map<String, Function<Environment, String>> rows() {
        Map<String, Function<Environment, String>> m = new LinkedHashMap<>();
        m.put("host", Environment::host);
        m.put("OS", e -> e.get("os", "distribution"));
        m.put("kernel", e -> e.get("os", "kernel"));
        m.put("CPU", e -> e.get("cpu", "model") + ", " + e.get("cpu", "logicalCores") + " threads");
        m.put("memory", e -> gib(e.get("memory", "totalBytes")));
        m.put("virtual machine", e -> e.get("virtualization", "virtualMachine") + ", container "
                + e.get("virtualization", "container"));
        m.put(DATA_DIR, e -> e.get("storage", "path"));
        m.put("file system", e -> e.get("storage", "fileSystem")
                + ("true".equals(e.get("storage", "memoryBacked")) ? " (in memory: nothing reaches a disk)" : ""));
        m.put("device", e -> e.get("storage", "blockDevice") + " (" + e.get("storage", "deviceModel") + ")");
        m.put("sectors", e -> e.get("storage", "logicalSectorBytes") + "/" + e.get("storage", "physicalSectorBytes")
                + " logical/physical");
        m.put("rotational", e -> e.get("storage", "rotational"));
        m.put("write cache", e -> e.get("storage", "writeCache"));
        m.put("JVM", e -> e.get("jvm", "name") + " " + e.get("jvm", "version"));
        m.put("dbbench", e -> e.get("suite", "dbbench") + " (" + e.get("suite", "git commit") + ")");
        return m;
    }

    /** The machines table: a row per fact, a column per machine headed by its label. */
    public static Table table(Report report) {
        List<MachineRun> machines = report.machines();
        List<String> headers = new ArrayList<>(List.of("fact"));
        machines.forEach(r -> headers.add(r.label()));
        Table.Builder t = Table.builder("Machines", headers.toArray(new String[0]));
        for (var row : ROWS.entrySet()) {
            List<String> cells = new ArrayList<>(List.of(row.getKey()));
            machines.forEach(r -> cells.add(value(report, r, row)));
            t.row(cells);
        }
        List<String> sources = new ArrayList<>(List.of("results"));
        machines.forEach(m -> sources.add(String.join(", ", sourcesOf(report, m))));
        t.row(sources);
        return t.build();
    }

    /**
     * The same facts as text blocks, one per machine (its label, then indented "fact: value"
     * lines), for a mail: a table of long values would not fit 72 columns.
     */
    public static List<String> textLines(Report report) {
        List<String> lines = new ArrayList<>();
        for (MachineRun m : report.machines()) {
            lines.add(m.label());
            int unknown = 0;
            for (var row : ROWS.entrySet()) {
                String value = value(report, m, row);
                // a plain jmh.json knows only its JVM: list what is known, count the rest
                if (value.startsWith("unknown")) {
                    unknown++;
                } else {
                    lines.add("  " + row.getKey() + ": " + value);
                }
            }
            if (unknown > 0) {
                lines.add("  (" + unknown + " more facts unknown)");
            }
            for (String s : sourcesOf(report, m)) {
                lines.add("  results: " + s);
            }
        }
        return lines;
    }

    /**
     * A fact of the machine; the data directory is a fact of each run (a logio and a threeen1 run of
     * one machine use two), so its cell lists every run's.
     */
    private static String value(Report report, MachineRun machine, Map.Entry<String, Function<Environment, String>> row) {
        if (!row.getKey().equals(DATA_DIR)) {
            return row.getValue().apply(machine.env());
        }
        String key = MachineLabels.machineKey(machine);
        return String.join(", ", report.runs().stream().filter(r -> MachineLabels.machineKey(r).equals(key))
                .map(r -> row.getValue().apply(r.env())).distinct().toList());
    }

    /** The names of the runs given for one machine. */
    private static List<String> sourcesOf(Report report, MachineRun machine) {
        String key = MachineLabels.machineKey(machine);
        return report.runs().stream().filter(r -> MachineLabels.machineKey(r).equals(key))
                .map(MachineFacts::sourceName).toList();
    }

    /** The bundle directory's name (it carries the date and host), or the JSON file's. */
    public static String sourceName(MachineRun r) {
        return r.source() == null ? "(this run)" : String.valueOf(r.source().getFileName());
    }

    private static String gib(String bytes) {
        try {
            return String.format(Locale.ROOT, "%.1f GiB", Long.parseLong(bytes) / (double) (1L << 30));
        } catch (NumberFormatException e) {
            return bytes;
        }
    }
}
