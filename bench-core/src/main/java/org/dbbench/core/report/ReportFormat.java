package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import org.dbbench.core.BadInputException;

/** The formats {@code bench report --format} writes. */
public enum ReportFormat {
    /** Plain text, at most 72 columns: for a mail or a terminal. */
    TEXT,
    /** GitHub-flavoured Markdown: for an issue or a wiki. */
    MARKDOWN,
    /** The tables as CSV blocks: for a spreadsheet. */
    CSV,
    /** Runs, environments, tables and chart data: for programs. */
    JSON,
    /** One self-contained page with the charts inline. */
    HTML;

    /** @throws BadInputException naming the value and the formats there are */
    public static ReportFormat parse(String name) {
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--format " + name + " is not a report format; use one of " + names());
        }
    }

    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(f -> f.name().toLowerCase(Locale.ROOT)).toList());
    }

    /**
     * @param chartLink where Markdown may link a study's chart written by --charts (study, chart to
     *     path), or null when none was written; the other formats ignore it (HTML carries its charts)
     */
    public String render(Report report, BiFunction<String, Chart, String> chartLink) {
        return switch (this) {
            case TEXT -> TextReport.render(report);
            case MARKDOWN -> MarkdownReport.render(report, chartLink);
            case CSV -> {
                List<Table> tables = new ArrayList<>(List.of(MachineFacts.table(report)));
                tables.addAll(report.tables());
                yield CsvTable.render(tables);
            }
            case JSON -> JsonReport.render(report);
            case HTML -> HtmlReport.render(report);
        };
    }
}
