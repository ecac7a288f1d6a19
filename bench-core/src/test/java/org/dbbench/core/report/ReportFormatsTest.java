package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.dbbench.core.testing.ClockRuns;
import org.dbbench.core.testing.ClockStudyReport;

/** Two real bundles (this machine on JDK 17, and the same results as from JDK 25 on xfs) in every format. */
class ReportFormatsTest {

    @TempDir
    static Path tmp;

    static Report report;

    @BeforeAll
    static void twoMachines() throws Exception {
        Path here = ClockRuns.bundle(tmp.resolve("results"));
        Path other = ClockRuns.bundle(tmp.resolve("results"), ClockRuns.changed(tmp, "jvm", "version", "25.0.1+8-LTS",
                "storage", "fileSystem", "xfs", "storage", "blockDevice", "nvme0n1"));
        report = Report.build(BundleReader.read(List.of(here, other)), List.of(new ClockStudyReport()));
    }

    private static List<String> labels() {
        return report.runs().stream().map(MachineRun::label).toList();
    }

    @Test
    void runsAreLabelledByWhatDiffers() {
        List<String> labels = labels();
        assertEquals(2, labels.size());
        assertTrue(labels.get(1).equals("xfs nvme0n1 JDK 25.0.1"), labels.toString());
        assertTrue(labels.get(0).endsWith("JDK " + Runtime.version().toString().replaceAll("\\+.*", "")), labels.toString());
        assertEquals(List.of("clock"), report.studies());
    }

    @Test
    void textFitsAMailAndPutsBothRunsSideBySide() {
        String text = ReportFormat.TEXT.render(report, null);
        text.lines().forEach(l -> assertTrue(l.length() <= 72, "too wide (" + l.length() + "): " + l));
        String header = text.lines().filter(l -> l.startsWith("percentile")).findFirst().orElseThrow();
        for (String label : labels()) {
            assertTrue(text.contains(label), label);
        }
        assertTrue(header.contains("JDK 25.0.1") || text.contains("JDK 25.0.1"), header);
        assertTrue(text.contains("write cache: "), "environment of each machine");
        assertTrue(text.contains(ReadingGuide.TITLE));
        assertTrue(text.contains("2 charts: see the HTML report"), text);
        assertTrue(text.contains("runs: "), text);
    }

    @Test
    void markdownHasAPipeTablePerTableWithNumbersRightAligned() {
        String md = ReportFormat.MARKDOWN.render(report, (study, c) -> "charts/" + ChartFiles.baseName(study, c) + ".svg");
        assertTrue(md.contains("## Machines"));
        assertTrue(md.contains("## clock"));
        assertTrue(md.contains("|---|---:|---:|"), md);
        assertTrue(md.contains("![nanoTime() median](charts/clock-median.svg)"), md);
        // every table row has as many cells as its header
        for (String block : md.split("\n\n")) {
            List<String> rows = block.lines().filter(l -> l.startsWith("|")).toList();
            if (!rows.isEmpty()) {
                long cells = cells(rows.get(0));
                rows.forEach(r -> assertEquals(cells, cells(r), r));
            }
        }
    }

    private static long cells(String mdRow) {
        return mdRow.replace("\\|", "").chars().filter(c -> c == '|').count();
    }

    @Test
    void csvParsesBackToTheSameCells() {
        String csv = ReportFormat.CSV.render(report, null);
        List<List<String>> rows = parseCsv(csv);
        Table clock = report.tables().get(0);
        int at = indexOfRow(rows, List.of(clock.title()));
        assertEquals(clock.headers(), rows.get(at + 1));
        for (int i = 0; i < clock.rows().size(); i++) {
            assertEquals(clock.rows().get(i), rows.get(at + 2 + i));
        }
        assertTrue(csv.contains("\r\n"), "RFC 4180 line ends");
    }

    @Test
    void jsonCarriesRunsTablesAndChartData() throws Exception {
        JsonNode root = Json.MAPPER.readTree(ReportFormat.JSON.render(report, null));
        assertEquals(JsonReport.FORMAT, root.get("reportFormat").asInt());
        assertEquals(2, root.get("runs").size());
        assertEquals("xfs", root.get("runs").get(1).get("env").get("storage").get("fileSystem").asText());
        JsonNode study = root.get("studies").get(0);
        assertEquals("clock", study.get("study").asText());
        assertEquals(labels(), List.of(study.get("runs").get(0).asText(), study.get("runs").get(1).asText()));
        assertEquals(5, study.get("tables").get(0).get("rows").size());
        assertEquals(2, study.get("charts").get(0).get("series").size());
    }

    @Test
    void htmlIsSelfContainedWithEveryTableAndChart() {
        String html = ReportFormat.HTML.render(report, null);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("Content-Security-Policy"));
        assertFalse(Pattern.compile("(src|href)=\"(https?:)?//").matcher(html).find(), "nothing loaded from a network");
        // machines + one study table + an environment table per section per machine
        assertTrue(count(html, "<table class=\"result\"") == 1 && count(html, "<table class=\"machines\"") == 1, html);
        assertEquals(2, count(html, "<details class=\"environment\">"));
        // each chart inline, its title and axis labels as text a reader's search finds
        Matcher m = Pattern.compile("<figure class=\"chart\"[^>]*>\\n(<svg .*?</svg>)", Pattern.DOTALL).matcher(html);
        int charts = 0;
        while (m.find()) {
            Chart c = report.charts().get(charts);
            assertTrue(m.group(1).contains(">" + HtmlReport.esc(c.title()) + "</text>"), m.group(1));
            assertTrue(m.group(1).contains(">" + HtmlReport.esc(c.yLabel()) + "</text>"), m.group(1));
            assertFalse(m.group(1).contains("<path"), "text as text, not glyph outlines");
            charts++;
        }
        assertEquals(2, charts);
        assertTrue(html.contains("<h2>" + ReadingGuide.TITLE + "</h2>"));
    }

    @Test
    void resultsNoStudyClaimsAreShownSideBySideNotDropped() {
        Report plain = Report.build(report.runs(), List.of());
        assertEquals(List.of(), plain.studies());
        Table t = plain.tables().get(0);
        assertEquals(3, t.headers().size(), t.headers().toString());
        assertTrue(t.rows().get(0).get(0).startsWith("ClockBenchmark.nanoTime (sample)"), t.rows().toString());
        assertTrue(t.rows().get(0).get(1).contains("±"), t.rows().toString());
    }

    @Test
    void aStudyThatFailsLeavesAMessageNotACrash() {
        StudyReport broken = new ClockStudyReport() {
            @Override
            public List<Table> tables(List<MachineRun> runs) {
                throw new IllegalStateException("no such column");
            }
        };
        Report r = Report.build(report.runs(), List.of(broken));
        assertTrue(r.tables().get(0).title().contains("could not be made"));
        assertTrue(r.tables().get(0).notes().get(0).contains("no such column"));
    }

    @Test
    void chartFilesAreWrittenAndNeverReplaced() throws Exception {
        Path dir = tmp.resolve("charts");
        List<Path> written = ChartFiles.write(report, dir);
        assertEquals(4, written.size());
        assertTrue(Files.exists(dir.resolve("clock-median.png")) && Files.exists(dir.resolve("clock-percentiles.svg")));
        long before = Files.getLastModifiedTime(dir.resolve("clock-median.png")).toMillis();
        BadInputException e = assertThrows(BadInputException.class, () -> ChartFiles.write(report, dir));
        assertTrue(e.getMessage().contains("already holds"), e.getMessage());
        assertEquals(before, Files.getLastModifiedTime(dir.resolve("clock-median.png")).toMillis());
    }

    @Test
    void unknownFormatIsRefusedListingTheFormats() {
        BadInputException e = assertThrows(BadInputException.class, () -> ReportFormat.parse("pdf"));
        assertEquals("--format pdf is not a report format; use one of text, markdown, csv, json, html", e.getMessage());
    }

    private static int count(String s, String needle) {
        return s.split(Pattern.quote(needle), -1).length - 1;
    }

    private static int indexOfRow(List<List<String>> rows, List<String> row) {
        int i = rows.indexOf(row);
        assertTrue(i >= 0, "row " + row + " not in " + rows);
        return i;
    }

    /** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF. */
    static List<List<String>> parseCsv(String csv) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                    f.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    f.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(f.toString());
                f.setLength(0);
            } else if (c == '\r') {
                // part of CRLF
            } else if (c == '\n') {
                row.add(f.toString());
                f.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else {
                f.append(c);
            }
        }
        return rows;
    }
}
