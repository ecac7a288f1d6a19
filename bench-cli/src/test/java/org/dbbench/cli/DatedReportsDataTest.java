package org.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every dated report in docs/results keeps the data its tables come from beside it, in
 * {@code <report>/data/}, or says in a "Data:" line that the data is not kept. Where it is kept,
 * {@code bench report --format markdown} over it is run and every table of the report is found
 * among the rendered tables by its bold title, with the same rows and the same numbers in each row
 * (formatting may differ: thousands separators, alignment, escapes).
 */
class DatedReportsDataTest {
    static final Path RESULTS = Path.of("../docs/results");
    /** The most data a report may keep beside it. */
    static final long MAX_DATA_BYTES = 2L << 20;
    static final Pattern DATED = Pattern.compile("\\d{4}-\\d{2}-\\d{2}-.*\\.md");
    static final Pattern TITLE = Pattern.compile("^\\*\\*(.+)\\*\\*\\s*$");
    /** A number standing alone in a cell: not the 2 of "h2-mvstore". */
    static final Pattern NUMBER = Pattern.compile("(?<![\\p{L}\\d.\\\\])-?\\d[\\d,]*(?:\\.\\d+)?");

    record MdTable(String title, List<List<String>> rows) {
    }

    @Test
    void everyDatedReportKeepsItsDataOrSaysItIsNotKept() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path report : datedReports()) {
            Path data = dataOf(report);
            if (!Files.isDirectory(data) && !scriptTables(report).isEmpty()) {
                data = data.getParent(); // a script's tables and what they were made from, not bundles
            }
            List<String> dataLines = Files.readAllLines(report).stream().filter(l -> l.startsWith("Data:")).toList();
            if (dataLines.size() != 1) {
                problems.add(report.getFileName() + ": " + dataLines.size() + " lines starting \"Data:\", one expected");
            } else if (Files.isDirectory(data) == dataLines.get(0).startsWith("Data: not kept")) {
                problems.add(report.getFileName() + ": its Data line (" + dataLines.get(0) + ") and " + data
                        + (Files.isDirectory(data) ? " (present)" : " (absent)") + " disagree");
            }
            if (Files.isDirectory(data) && size(data) > MAX_DATA_BYTES) {
                problems.add(report.getFileName() + ": " + size(data) + " bytes of data, at most " + MAX_DATA_BYTES);
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyTableOfAReportWithDataIsWhatBenchReportPrintsFromIt() throws IOException {
        int checked = 0;
        for (Path report : datedReports()) {
            Path data = dataOf(report);
            if (!Files.isDirectory(data)) {
                continue;
            }
            List<String> args = new ArrayList<>(List.of("report", "--format", "markdown"));
            try (Stream<Path> bundles = Files.list(data)) {
                bundles.sorted().forEach(b -> args.add(b.toString()));
            }
            InProcess.Result r = InProcess.run(args.toArray(new String[0]));
            assertEquals(0, r.exit(), report + ": " + r.err());
            Map<String, MdTable> rendered = new LinkedHashMap<>();
            tables(r.out()).stream().filter(t -> t.title() != null).forEach(t -> rendered.put(t.title(), t));
            List<MdTable> written = tables(Files.readString(report));
            assertTrue(!written.isEmpty(), report + " keeps data but has no table to check");
            for (MdTable t : written) {
                assertTrue(t.title() != null, report.getFileName() + ": a table without a bold title line above it"
                        + " (its first row: " + t.rows().get(0) + "); the title names the rendered table it is");
                MdTable again = rendered.get(t.title());
                assertTrue(again != null, report.getFileName() + ": no table \"" + t.title() + "\" in bench report's"
                        + " output over " + data + "; it has " + rendered.keySet());
                assertEquals(t.rows().size(), again.rows().size(), report.getFileName() + ": rows of " + t.title());
                for (int i = 0; i < t.rows().size(); i++) {
                    List<String> row = t.rows().get(i);
                    List<String> now = again.rows().get(i);
                    assertEquals(row.get(0), now.get(0), report.getFileName() + ": row " + (i + 1) + " of " + t.title());
                    assertEquals(numbers(row), numbers(now), report.getFileName() + ": the numbers of row " + (i + 1)
                            + " of " + t.title() + " (" + String.join(" | ", row) + ")");
                }
                checked++;
            }
        }
        assertTrue(checked > 0, "no report keeps data: nothing was recomputed");
    }

    /**
     * A report whose tables a script of the suite made keeps, beside it, each table.md that script wrote
     * and what it was made from; the script prints each again from its directory (--from-raw) and every
     * table of table.md is in the report with the same numbers.
     */
    @Test
    void everyTableAScriptMadeIsWhatTheScriptPrintsAgainFromItsData() throws Exception {
        int checked = 0;
        for (Path report : datedReports()) {
            List<MdTable> written = tables(Files.readString(report));
            for (Path table : scriptTables(report)) {
                String script = Files.readAllLines(report).stream().filter(l -> l.startsWith("Data:"))
                        .map(l -> l.replaceAll(".*`(scripts/[\\w-]+) --from-raw.*", "$1")).findFirst().orElseThrow();
                Process p = new ProcessBuilder(PythonScript.PYTHON3, "../" + script, "--from-raw", table.getParent().toString())
                        .redirectErrorStream(true).start();
                String again = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                assertEquals(0, p.waitFor(), report.getFileName() + ": " + script + " --from-raw: " + again);
                assertEquals(Files.readString(table).strip(), again.strip(), table + " is not what " + script
                        + " prints from its data");
                List<List<String>> rows = tables(again).get(0).rows();
                boolean found = written.stream().anyMatch(t -> t.rows().size() == rows.size()
                        && java.util.stream.IntStream.range(0, rows.size())
                                .allMatch(i -> numbers(t.rows().get(i)).equals(numbers(rows.get(i)))));
                assertTrue(found, report.getFileName() + ": no table in the report has the numbers of " + table);
                checked++;
            }
        }
        assertTrue(checked > 0, "no report's tables were made by a script: nothing was recomputed");
    }

    /** The table.md files a script wrote beside a report (its directory and those below it). */
    private static List<Path> scriptTables(Path report) throws IOException {
        Path dir = dataOf(report).getParent();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.getFileName().toString().equals("table.md")).sorted().toList();
        }
    }

    /** The numbers of a test's own table, so a wrong number in a report cannot pass unseen. */
    @Test
    void aChangedNumberIsSeen() {
        assertEquals(List.of("2", "1555", "0"), numbers(List.of("sqlite", "h2-mvstore", "2", "1,555", "0")));
        assertTrue(!numbers(List.of("x", "2,983")).equals(numbers(List.of("x", "2,938"))));
    }

    private static List<Path> datedReports() throws IOException {
        try (Stream<Path> s = Files.list(RESULTS)) {
            List<Path> reports = s.filter(p -> DATED.matcher(p.getFileName().toString()).matches()).sorted().toList();
            assertTrue(reports.size() >= 10, "docs/results not found from " + Path.of("").toAbsolutePath());
            return reports;
        }
    }

    private static Path dataOf(Path report) {
        String name = report.getFileName().toString();
        return report.resolveSibling(name.substring(0, name.length() - ".md".length())).resolve("data");
    }

    private static long size(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    /** Markdown pipe tables, each with the bold title line above it (null without one): body rows, cells trimmed. */
    static List<MdTable> tables(String markdown) {
        List<MdTable> out = new ArrayList<>();
        String title = null;
        List<List<String>> rows = null;
        boolean separatorSeen = false;
        for (String line : (markdown + "\n").split("\n")) {
            Matcher m = TITLE.matcher(line);
            if (line.startsWith("|")) {
                if (rows == null) {
                    rows = new ArrayList<>();
                    separatorSeen = false;
                } else if (!separatorSeen && line.matches("\\|[\\s:|-]+\\|?\\s*")) {
                    separatorSeen = true;
                } else if (separatorSeen) {
                    List<String> cells = new ArrayList<>();
                    for (String c : line.substring(1, line.lastIndexOf('|')).split("(?<!\\\\)\\|", -1)) {
                        cells.add(c.trim());
                    }
                    rows.add(cells);
                }
                continue;
            }
            if (rows != null) {
                out.add(new MdTable(title, rows));
                rows = null;
                title = null;
            }
            if (m.matches()) {
                title = m.group(1).trim();
            } else if (!line.isBlank()) {
                title = null;
            }
        }
        if (rows != null) {
            out.add(new MdTable(title, rows)); // a table that ends the text
        }
        return out;
    }

    static List<String> numbers(List<String> row) {
        List<String> n = new ArrayList<>();
        for (String cell : row) {
            Matcher m = NUMBER.matcher(cell);
            while (m.find()) {
                n.add(m.group().replace(",", ""));
            }
        }
        return n;
    }
}
