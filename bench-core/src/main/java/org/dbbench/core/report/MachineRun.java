package org.dbbench.core.report;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.env.Environment;
import org.dbbench.core.jmh.JmhRecord;

/**
 * The results of one run on one machine: what a bundle holds, parsed. A plain jmh.json without a
 * bundle has an environment with "unknown" facts and an empty config.
 *
 * @param source the bundle directory or JSON file it was read from (null for a run in progress)
 */
public record MachineRun(Path source, Environment env, Map<String, Object> config, List<JmhRecord> records) {

    /**
     * Config key {@code bench report} sets to a label naming only what differs between the runs it
     * compares (see {@link MachineLabels}); a run read on its own has none and uses the full label.
     */
    public static final String LABEL_KEY = "reportLabel";

    /** A short label telling this run apart from others: host, file system, device, JVM. */
    public String label() {
        Object given = config.get(LABEL_KEY);
        if (given != null) {
            return given.toString();
        }
        return env.host() + " " + env.get("storage", "fileSystem") + "/" + env.get("storage", "blockDevice")
                + " JDK " + env.get("jvm", "version").replaceAll("\\+.*", "");
    }

    /** This run under another label (the config is copied, the records shared). */
    public MachineRun withLabel(String label) {
        Map<String, Object> c = new LinkedHashMap<>(config);
        c.put(LABEL_KEY, label);
        return new MachineRun(source, env, c, records);
    }

    /** The same run with only the records a study accepts. */
    public MachineRun only(StudyReport study) {
        return new MachineRun(source, env, config, records.stream().filter(study::accepts).toList());
    }
}
