package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.List;

/** A table as GitHub-flavoured Markdown: numeric columns right-aligned, notes as a list below. */
public final class MarkdownTable {
    private MarkdownTable() {
    }

    public static String render(Table t) {
        StringBuilder b = new StringBuilder();
        b.append("**").append(escape(t.title())).append("**\n\n");
        b.append(row(t.headers())).append('\n');
        List<String> align = new ArrayList<>();
        for (int c = 0; c < t.headers().size(); c++) {
            align.add(c > 0 && numericColumn(t, c) ? "---:" : "---");
        }
        b.append('|').append(String.join("|", align)).append("|\n");
        for (List<String> r : t.rows()) {
            b.append(row(r)).append('\n');
        }
        if (!t.notes().isEmpty()) {
            b.append('\n');
            for (String n : t.notes()) {
                b.append("- ").append(escape(n)).append('\n');
            }
        }
        return b.toString();
    }

    /** Right-align a column only when every cell of it is a number, as TextTable decides per cell. */
    static boolean numericColumn(Table t, int c) {
        return !t.rows().isEmpty() && t.rows().stream().allMatch(r -> TextTable.looksNumeric(r.get(c)));
    }

    private static String row(List<String> cells) {
        StringBuilder b = new StringBuilder("|");
        for (String c : cells) {
            b.append(' ').append(escape(c)).append(" |");
        }
        return b.toString();
    }

    /** A pipe would end the cell and a newline the row; markup characters would restyle the text. */
    static String escape(String s) {
        return s.replace("\\", "\\\\").replace("|", "\\|").replace("*", "\\*").replace("_", "\\_")
                .replace("<", "&lt;").replaceAll("\\R", " ");
    }
}
