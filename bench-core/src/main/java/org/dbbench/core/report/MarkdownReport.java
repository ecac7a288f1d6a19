package org.dbbench.core.report;

import java.util.function.BiFunction;

/** The report as Markdown, for an issue, a wiki page or a pull request. */
public final class MarkdownReport {
    private MarkdownReport() {
    }

    /**
     * @param chartLink where a study's chart image can be linked from the Markdown (its file in a
     *     charts directory), or null when none was written; charts are then only counted
     */
    public static String render(Report report, BiFunction<String, Chart, String> chartLink) {
        StringBuilder b = new StringBuilder();
        var heading = TextReport.heading(report);
        b.append("# ").append(MarkdownTable.escape(heading.get(0))).append("\n\n");
        for (String l : heading.subList(1, heading.size())) {
            b.append(MarkdownTable.escape(l)).append("  \n");
        }
        b.append("\n## Machines\n\n").append(MarkdownTable.render(MachineFacts.table(report))).append('\n');
        for (Report.Section s : report.sections()) {
            b.append("## ").append(MarkdownTable.escape(s.study())).append("\n\n");
            for (Table t : s.tables()) {
                b.append(MarkdownTable.render(t)).append('\n');
            }
            for (Chart c : s.charts()) {
                if (chartLink != null) {
                    b.append("![").append(MarkdownTable.escape(c.title())).append("](")
                            .append(chartLink.apply(s.study(), c)).append(")\n\n");
                }
            }
            if (chartLink == null && !s.charts().isEmpty()) {
                b.append("_").append(TextReport.count(s.charts().size(), "chart"))
                        .append(": see the HTML report or `bench report --charts DIR`._\n\n");
            }
        }
        b.append("## ").append(ReadingGuide.TITLE).append("\n\n");
        for (String p : ReadingGuide.paragraphs(report)) {
            b.append(MarkdownTable.escape(p)).append("\n\n");
        }
        return b.toString().stripTrailing() + "\n";
    }
}
