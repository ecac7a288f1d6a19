package org.dbbench.core.report;

import java.nio.file.Path;
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

    /** A short label telling this run apart from others: host, file system, device, JVM. */
    public String label() {
        return env.host() + " " + env.get("storage", "fileSystem") + "/" + env.get("storage", "blockDevice")
                + " JDK " + env.get("jvm", "version").replaceAll("\\+.*", "");
    }
}
