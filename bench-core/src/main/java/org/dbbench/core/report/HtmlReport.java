package org.dbbench.core.report;

import java.util.List;
import java.util.Map;
import org.dbbench.core.SuiteInfo;

/**
 * The report as one self-contained HTML page: the machines and their full environment, every
 * study's tables, the charts inline as SVG data URIs, and how to read it. It loads nothing from
 * anywhere (a Content-Security-Policy forbids it), so it reads the same offline, attached to a mail
 * or years later.
 */
public final class HtmlReport {
    /** Everything the page needs is in the page: no fetch, font, script or image from outside. */
    private static final String CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline';"
            + " script-src 'unsafe-inline'";

    private static final String STYLE = """
            body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 70em; padding: 0 1em;
                   color: #222; line-height: 1.4; }
            h1 { font-size: 1.5em; } h2 { border-bottom: 1px solid #ccc; margin-top: 2em; }
            table { border-collapse: collapse; margin: 0 0 0.3em; font-size: 0.9em; }
            p.table-title { font-weight: bold; margin: 1.2em 0 0.3em; }
            th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; vertical-align: top; }
            th { background: #f2f2f2; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
            tbody tr:nth-child(even) { background: #fafafa; }
            ul.notes { margin: 0 0 1.5em; font-size: 0.85em; color: #555; }
            figure.chart { margin: 1em 0 2em; } figure.chart svg { max-width: 100%; height: auto; }
            figcaption { font-size: 0.85em; color: #555; }
            details { margin: 0.3em 0; } summary { cursor: pointer; }
            .meta { color: #555; }
            """;

    /**
     * Marks each chart figure with data-rendered="yes" once its inline SVG has a size on the page: a
     * reader never sees it, but a headless browser's DOM dump shows whether every chart drew.
     */
    private static final String CHECK_SCRIPT = """
            window.addEventListener('load', function () {
              document.querySelectorAll('figure.chart svg').forEach(function (svg) {
                var ok = svg.getBoundingClientRect().width > 0 && svg.querySelector('text') !== null;
                svg.closest('figure').setAttribute('data-rendered', ok ? 'yes' : 'no');
              });
            });
            """;

    private HtmlReport() {
    }

    public static String render(Report report) {
        List<String> heading = TextReport.heading(report);
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CSP).append("\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<meta name=\"generator\" content=\"dbbench ").append(esc(SuiteInfo.version())).append("\">\n")
                .append("<title>").append(esc(heading.get(0))).append("</title>\n")
                .append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        b.append("<h1>").append(esc(heading.get(0))).append("</h1>\n");
        for (String l : heading.subList(1, heading.size())) {
            b.append("<p class=\"meta\">").append(esc(l)).append("</p>\n");
        }
        b.append(contents(report));
        b.append("<section id=\"machines\">\n<h2>Machines</h2>\n").append(table(MachineFacts.table(report), "machines", false));
        for (MachineRun m : report.machines()) {
            b.append(environment(m));
        }
        b.append("</section>\n");
        for (Report.Section s : report.sections()) {
            b.append("<section class=\"study\" id=\"").append(anchor("study-" + s.study())).append("\">\n")
                    .append("<h2>").append(esc(s.study())).append("</h2>\n");
            for (Table t : s.tables()) {
                b.append(table(t, "result"));
            }
            for (Chart c : s.charts()) {
                b.append(figure(s.study(), c));
            }
            b.append("</section>\n");
        }
        b.append("<section id=\"how-to-read\">\n<h2>").append(ReadingGuide.TITLE).append("</h2>\n");
        for (String p : ReadingGuide.paragraphs(report)) {
            b.append("<p>").append(esc(p)).append("</p>\n");
        }
        b.append("</section>\n<script>\n").append(CHECK_SCRIPT).append("</script>\n</body>\n</html>\n");
        return b.toString();
    }

    private static String contents(Report report) {
        StringBuilder b = new StringBuilder("<nav><p>Contents: <a href=\"#machines\">Machines</a>");
        for (Report.Section s : report.sections()) {
            b.append(" · <a href=\"#").append(anchor("study-" + s.study())).append("\">").append(esc(s.study()))
                    .append("</a>");
        }
        return b.append(" · <a href=\"#how-to-read\">").append(ReadingGuide.TITLE).append("</a></p></nav>\n")
                .toString();
    }

    /** A table under its title, numbers right-aligned, notes listed under it. */
    static String table(Table t, String cssClass) {
        return table(t, cssClass, true);
    }

    /**
     * The title is a paragraph above the table, not a caption: a caption is as narrow as its table
     * and would wrap a long title into a column.
     */
    static String table(Table t, String cssClass, boolean withTitle) {
        StringBuilder b = new StringBuilder();
        if (withTitle) {
            b.append("<p class=\"table-title\">").append(esc(t.title())).append("</p>\n");
        }
        b.append("<table class=\"").append(cssClass).append("\" aria-label=\"").append(esc(t.title()))
                .append("\">\n<thead><tr>");
        for (String h : t.headers()) {
            b.append("<th scope=\"col\">").append(esc(h)).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : t.rows()) {
            b.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                if (i == 0) {
                    b.append("<th scope=\"row\">").append(esc(cell)).append("</th>");
                } else {
                    b.append(TextTable.looksNumeric(cell) ? "<td class=\"num\">" : "<td>").append(esc(cell))
                            .append("</td>");
                }
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n");
        if (!t.notes().isEmpty()) {
            b.append("<ul class=\"notes\">\n");
            t.notes().forEach(n -> b.append("<li>").append(esc(n)).append("</li>\n"));
            b.append("</ul>\n");
        }
        return b.toString();
    }

    /** Everything env.json recorded about one machine, folded away until asked for. */
    private static String environment(MachineRun m) {
        StringBuilder b = new StringBuilder("<details class=\"environment\">\n<summary>Full environment: ")
                .append(esc(m.label())).append("</summary>\n");
        for (Map.Entry<String, Map<String, Object>> section : m.env().sections().entrySet()) {
            Table.Builder t = Table.builder(section.getKey(), "fact", "value");
            section.getValue().forEach((k, v) -> t.row(k, String.valueOf(v)));
            b.append(table(t.build(), "environment"));
        }
        return b.append("</details>\n").toString();
    }

    private static String figure(String study, Chart c) {
        String id = anchor("chart-" + study + "-" + c.id());
        if (!ChartRenderer.drawable(c)) {
            return "<p class=\"meta\" id=\"" + id + "\">Chart '" + esc(c.title()) + "': no point can be drawn"
                    + " (no finite value" + (c.logX() || c.logY() ? ", or none above zero on its log axis" : "")
                    + ").</p>\n";
        }
        String svg;
        try {
            svg = ChartRenderer.svg(c);
        } catch (RuntimeException | LinkageError e) {
            // the SVG needs no fonts (its text is text); a chart that still fails must not take the page down
            return "<p class=\"meta\" id=\"" + id + "\">Chart '" + esc(c.title()) + "' could not be drawn on this"
                    + " machine (" + esc(String.valueOf(e)) + "); the tables above hold the same numbers.</p>\n";
        }
        long omitted = ChartRenderer.omitted(c);
        // inline, not an image: its text is found by the browser's search and can be copied
        return "<figure class=\"chart\" id=\"" + id + "\">\n" + svg + "<figcaption>"
                + esc(c.title()) + (c.logX() || c.logY() ? " (logarithmic " + axes(c) + ")" : "")
                + (omitted > 0 ? "; " + omitted + " points not shown (not finite, or not above zero on a log axis)" : "")
                + "</figcaption>\n</figure>\n";
    }

    private static String axes(Chart c) {
        return c.logX() && c.logY() ? "axes" : c.logX() ? "x axis" : "y axis";
    }

    private static String anchor(String s) {
        return s.replaceAll("[^A-Za-z0-9_-]", "-");
    }

    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(ch);
            }
        }
        return b.toString();
    }
}
