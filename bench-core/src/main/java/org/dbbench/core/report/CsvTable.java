package org.dbbench.core.report;

import java.util.List;

/**
 * Tables as CSV (RFC 4180: comma separated, CRLF line ends, quotes doubled). Several tables go one
 * after another in one file, each as a block: a line with its title, its header, its rows, its
 * notes one per line, then an empty line; spreadsheets open it as it reads.
 */
public final class CsvTable {
    private static final String EOL = "\r\n";

    private CsvTable() {
    }

    public static String render(List<Table> tables) {
        StringBuilder b = new StringBuilder();
        for (Table t : tables) {
            b.append(render(t)).append(EOL);
        }
        return b.toString();
    }

    public static String render(Table t) {
        StringBuilder b = new StringBuilder();
        b.append(field(t.title())).append(EOL);
        b.append(line(t.headers())).append(EOL);
        for (List<String> r : t.rows()) {
            b.append(line(r)).append(EOL);
        }
        for (String n : t.notes()) {
            b.append(field(n)).append(EOL);
        }
        return b.toString();
    }

    private static String line(List<String> cells) {
        return String.join(",", cells.stream().map(CsvTable::field).toList());
    }

    /** Quoted when it holds a comma, a quote or a line break, or starts or ends with a space. */
    static String field(String s) {
        boolean quote = s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")
                || (!s.isEmpty() && (s.charAt(0) == ' ' || s.charAt(s.length() - 1) == ' '));
        return quote ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
