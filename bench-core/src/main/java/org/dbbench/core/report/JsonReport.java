package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Json;
import org.dbbench.core.SuiteInfo;

/**
 * The report as JSON for programs: every run with its label, environment and config, and per study
 * the tables (title, headers, rows, notes) and the charts' data. The raw JMH results stay in each
 * bundle's jmh.json; this is what the studies computed from them.
 */
public final class JsonReport {
    /** Bumped when a field changes meaning or disappears; adding fields keeps it. */
    public static final int FORMAT = 1;

    private JsonReport() {
    }

    public static String render(Report report) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("reportFormat", FORMAT);
        root.put("dbbench", SuiteInfo.version());
        root.put("gitCommit", SuiteInfo.gitCommit());
        List<Map<String, Object>> runs = new ArrayList<>();
        for (MachineRun r : report.runs()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("label", r.label());
            m.put("source", r.source() == null ? null : r.source().toString());
            m.put("records", r.records().size());
            m.put("env", r.env().sections());
            Map<String, Object> config = new LinkedHashMap<>(r.config());
            config.remove(MachineRun.LABEL_KEY);
            m.put("config", config);
            runs.add(m);
        }
        root.put("runs", runs);
        List<Map<String, Object>> studies = new ArrayList<>();
        for (Report.Section s : report.sections()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("study", s.study());
            m.put("runs", s.runs().stream().map(MachineRun::label).toList());
            m.put("tables", s.tables());
            m.put("charts", s.charts());
            studies.add(m);
        }
        root.put("studies", studies);
        return Json.write(root) + "\n";
    }
}
