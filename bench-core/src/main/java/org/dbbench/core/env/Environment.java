package org.dbbench.core.env;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import org.dbbench.core.SuiteInfo;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;

/**
 * The machine a result was measured on, as sections of named facts (suite, os, cpu, memory, jvm,
 * virtualization, storage). Every field is best effort: what cannot be read says "unknown" and the run
 * goes on. Rendered as JSON for machines (env.json) and as aligned text for people.
 */
public final class Environment {
    private final Map<String, Map<String, Object>> sections;

    private Environment(Map<String, Map<String, Object>> sections) {
        this.sections = sections;
    }

    /**
     * Captures this machine, with the storage facts of the file system holding {@code dataDir} and
     * every study's section: for {@code bench env}, and for a run that may measure any study.
     */
    public static Environment capture(Path dataDir) {
        return capture(dataDir, section -> true, false);
    }

    /**
     * The same for a run of one study ({@code study} is its command's name; null for a run of no
     * study): the other studies' sections are left out, and the study's own hold what a run records
     * ({@link EnvSection#factsOfRun()}). Such facts can be costly to gather (whether a native engine
     * loads is learnt by loading it) and say nothing about this run.
     */
    public static Environment capture(Path dataDir, String study) {
        return capture(dataDir, section -> section.study().equals(study), true);
    }

    /** The same for a run of several studies' code (a JMH run of their benchmarks), by their commands' names. */
    public static Environment captureFor(Path dataDir, Collection<String> studies) {
        return capture(dataDir, section -> studies.contains(section.study()), true);
    }

    private static Environment capture(Path dataDir, Predicate<EnvSection> recorded, boolean ofRun) {
        Map<String, Map<String, Object>> s = new LinkedHashMap<>();
        s.put("suite", new LinkedHashMap<>(versions()));
        s.put("os", guard(Environment::os));
        s.put("cpu", guard(Environment::cpu));
        s.put("memory", guard(Environment::memory));
        s.put("jvm", guard(Environment::jvm));
        s.put("virtualization", guard(Virtualization::detect));
        s.put("storage", guard(() -> StorageProbe.probe(dataDir)));
        for (EnvSection contributed : ServiceLoader.load(EnvSection.class)) {
            if (recorded.test(contributed)) {
                s.put(contributed.name(), guard(ofRun ? contributed::factsOfRun : contributed::facts));
            }
        }
        return new Environment(s);
    }

    /**
     * The storage section alone (the file system holding {@code dataDir}, its mount and its device),
     * for a check that needs one fact of it: {@link #get} answers "unknown" where a fact is absent.
     */
    public static Environment captureStorage(Path dataDir) {
        return new Environment(Map.of("storage", guard(() -> StorageProbe.probe(dataDir))));
    }

    /**
     * The suite's versions ({@link SuiteInfo#versions()}) with every study's engine versions, read
     * at run time from the class path, before the JVM's line.
     */
    public static Map<String, String> versions() {
        Map<String, String> v = new LinkedHashMap<>(SuiteInfo.versions());
        String jvm = v.remove(SuiteInfo.JVM);
        for (EnvSection contributed : ServiceLoader.load(EnvSection.class)) {
            v.putAll(contributed.versions());
        }
        v.put(SuiteInfo.JVM, jvm);
        return v;
    }

    /** Wraps already parsed sections, for example an env.json read back from a bundle. */
    public static Environment of(Map<String, Map<String, Object>> sections) {
        return new Environment(sections);
    }

    public Map<String, Map<String, Object>> sections() {
        return sections;
    }

    /** One fact, e.g. get("storage", "writeCache"); "unknown" where absent. */
    public String get(String section, String key) {
        Map<String, Object> m = sections.get(section);
        Object v = m == null ? null : m.get(key);
        return v == null ? SysFs.UNKNOWN : String.valueOf(v);
    }

    public String host() {
        return get("os", "host");
    }

    /** A few lines telling this machine apart from others, for the top of a summary. */
    public List<String> brief() {
        List<String> l = new ArrayList<>();
        l.add("host " + host() + ", " + get("os", "distribution") + ", kernel " + get("os", "kernel"));
        l.add("cpu " + get("cpu", "model") + ", " + get("cpu", "logicalCores") + " logical cores, "
                + gib(get("memory", "totalBytes")) + " memory");
        l.add("virtual machine " + get("virtualization", "virtualMachine") + ", hypervisor "
                + get("virtualization", "hypervisor") + ", container " + get("virtualization", "container"));
        l.add("data dir " + get("storage", "path") + ": " + get("storage", "fileSystem") + " on "
                + get("storage", "blockDevice") + " (" + get("storage", "deviceModel") + "), sectors "
                + get("storage", "logicalSectorBytes") + "/" + get("storage", "physicalSectorBytes")
                + ", write cache " + get("storage", "writeCache") + ", rotational "
                + get("storage", "rotational"));
        l.add("jvm " + get("jvm", "vendor") + " " + get("jvm", "version"));
        return l;
    }

    /** The machine in one line, for a command's header: the brief's facts a reader checks first. */
    public String oneLine() {
        return "machine: " + host() + ", " + get("cpu", "logicalCores") + " cores " + get("cpu", "model") + ", "
                + gib(get("memory", "totalBytes")) + (get("virtualization", "virtualMachine").equals("yes") ? ", VM" : "")
                + "; " + get("storage", "fileSystem") + " on " + get("storage", "blockDevice") + " (write cache "
                + get("storage", "writeCache") + "); jvm " + get("jvm", "version");
    }

    private static String gib(String bytes) {
        try {
            return String.format(java.util.Locale.ROOT, "%.1f GiB", Long.parseLong(bytes) / (double) (1L << 30));
        } catch (NumberFormatException e) {
            return SysFs.UNKNOWN;
        }
    }

    /** Plain text, one "key: value" per line under a heading per section. */
    public String toText() {
        StringBuilder b = new StringBuilder();
        for (var section : sections.entrySet()) {
            b.append(section.getKey()).append('\n');
            int width = section.getValue().keySet().stream().mapToInt(String::length).max().orElse(0);
            for (var e : section.getValue().entrySet()) {
                b.append("  ").append(String.format("%-" + width + "s", e.getKey())).append("  ")
                        .append(e.getValue()).append('\n');
            }
        }
        return b.toString();
    }

    private interface Probe {
        Map<String, Object> read() throws Exception;
    }

    private static Map<String, Object> guard(Probe probe) {
        try {
            return probe.read();
        } catch (Exception | LinkageError e) {
            // OSHI or /sys can fail in odd containers; a missing fact must never fail a run
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("error", "unknown (" + e.getClass().getSimpleName() + ")");
            return m;
        }
    }

    private static Map<String, Object> os() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("host", hostName());
        m.put("name", System.getProperty("os.name"));
        m.put("distribution", distribution());
        m.put("kernel", SysFs.read("/proc/sys/kernel/osrelease").equals(SysFs.UNKNOWN)
                ? System.getProperty("os.version") : SysFs.read("/proc/sys/kernel/osrelease"));
        m.put("arch", System.getProperty("os.arch"));
        return m;
    }

    private static String hostName() {
        String h = SysFs.read("/proc/sys/kernel/hostname");
        if (!h.equals(SysFs.UNKNOWN)) {
            return h;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return SysFs.UNKNOWN;
        }
    }

    private static String distribution() {
        for (String line : SysFs.lines("/etc/os-release")) {
            if (line.startsWith("PRETTY_NAME=")) {
                return line.substring(12).replace("\"", "");
            }
        }
        return new SystemInfo().getOperatingSystem().toString();
    }

    private static Map<String, Object> cpu() {
        Map<String, Object> m = new LinkedHashMap<>();
        CentralProcessor p = new SystemInfo().getHardware().getProcessor();
        m.put("model", p.getProcessorIdentifier().getName().trim());
        m.put("physicalCores", p.getPhysicalProcessorCount());
        m.put("logicalCores", p.getLogicalProcessorCount());
        m.put("availableToJvm", Runtime.getRuntime().availableProcessors());
        m.put("affinity", CpuPlacement.affinity());
        m.put("maxFrequencyHz", p.getMaxFreq() > 0 ? p.getMaxFreq() : SysFs.UNKNOWN);
        return m;
    }

    private static Map<String, Object> memory() {
        Map<String, Object> m = new LinkedHashMap<>();
        var mem = new SystemInfo().getHardware().getMemory();
        m.put("totalBytes", mem.getTotal());
        m.put("availableBytes", mem.getAvailable());
        return m;
    }

    private static Map<String, Object> jvm() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("vendor", System.getProperty("java.vm.vendor"));
        m.put("name", System.getProperty("java.vm.name"));
        m.put("version", System.getProperty("java.runtime.version"));
        m.put("home", System.getProperty("java.home"));
        m.put("arguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
        List<String> gcs = new ArrayList<>();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcs.add(gc.getName());
        }
        m.put("garbageCollectors", gcs);
        m.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
        m.put("jdkCompiler", ModuleLayer.boot().findModule("jdk.compiler").isPresent() ? "present" : "absent");
        return m;
    }
}
