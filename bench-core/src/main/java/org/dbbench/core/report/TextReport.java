package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dbbench.core.Plural;
import org.dbbench.core.SuiteInfo;

/**
 * The report as plain text no wider than 72 columns: what goes into a mail body and what
 * {@code bench report} prints by default.
 */
public final class TextReport {
    private TextReport() {
    }

    public static String render(Report report) {
        StringBuilder b = new StringBuilder();
        for (String l : heading(report)) {
            wrapped(b, l);
        }
        b.append('\n');
        b.append(rule("Machines")).append('\n');
        for (String l : MachineFacts.textLines(report)) {
            b.append(fit(l)).append('\n');
        }
        b.append('\n');
        for (Report.Section s : report.sections()) {
            b.append(rule(s.study())).append('\n');
            b.append(TextTable.render(s.tables())).append('\n');
            if (!s.charts().isEmpty()) {
                b.append(count(s.charts().size(), "chart")).append(": see the HTML report or --charts DIR\n\n");
            }
        }
        b.append(rule(ReadingGuide.TITLE)).append('\n');
        for (String p : ReadingGuide.paragraphs(report)) {
            wrapped(b, p);
            b.append('\n');
        }
        // the tables fit the width themselves, but for the lines they print whole (a script's line, a
        // word longer than a line): re-wrapping the text here would split those
        return b.toString().stripTrailing() + "\n";
    }

    /** The first lines: what was compared, on how many machines. */
    static List<String> heading(Report report) {
        List<String> l = new ArrayList<>();
        List<String> studies = report.studies();
        l.add("dbbench report: " + (studies.isEmpty() ? "JMH results" : String.join(", ", studies)) + ", "
                + count(report.machines().size(), "machine") + ", " + count(report.runs().size(), "run"));
        l.add("written by dbbench " + SuiteInfo.version() + " (" + SuiteInfo.gitCommit() + ")");
        // "label: logio, threeen1" per machine: a machine's runs of several studies share its label
        Map<String, List<String>> byLabel = new LinkedHashMap<>();
        for (MachineRun r : report.runs()) {
            byLabel.computeIfAbsent(r.label(), k -> new ArrayList<>()).add(command(r));
        }
        l.add("runs: " + String.join("; ", byLabel.entrySet().stream()
                .map(e -> e.getKey() + ": " + String.join(", ", e.getValue())).toList()));
        return l;
    }

    private static void wrapped(StringBuilder b, String prose) {
        for (String w : TextTable.wrap(prose, TextTable.MAIL_WIDTH)) {
            b.append(w).append('\n');
        }
    }

    /** The command a run came from (config.json "command"), e.g. "logio". */
    private static String command(MachineRun r) {
        Object c = r.config().get("command");
        return c == null ? "?" : c.toString();
    }

    static String count(int n, String noun) {
        return Plural.of(n, noun);
    }

    /** A section heading; drawn with '-' because '=' would be escaped as "=3D" in a mail's source. */
    private static String rule(String title) {
        String head = "-- " + title + " ";
        return head + "-".repeat(Math.max(3, TextTable.MAIL_WIDTH - head.length()));
    }

    /**
     * Re-wraps a line wider than a mail allows (a machine's long description), continuation lines
     * indented under it; words are not split.
     */
    static String fit(String text) {
        StringBuilder b = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.length() <= TextTable.MAIL_WIDTH) {
                b.append(line).append('\n');
                continue;
            }
            String indent = line.substring(0, line.length() - line.stripLeading().length());
            boolean first = true;
            for (String w : TextTable.wrap(line.strip(), TextTable.MAIL_WIDTH - indent.length() - 2)) {
                b.append(indent).append(first ? "" : "  ").append(w).append('\n');
                first = false;
            }
        }
        return b.substring(0, b.length() - 1);
    }
}
