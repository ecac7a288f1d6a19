package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Renders tables as plain text for a mail: no line longer than the width (72 by default). A table
 * too wide for it is cut into column groups, each repeating the first column; a cell too wide for
 * its column is wrapped onto further lines of its row, never cut. Wrapping breaks at spaces only: a
 * token (a setting, a number, a path) is never split, and a token longer than the width has a line
 * of its own, longer than the width. A table's whole notes ({@link Table#wholeNotes}) are printed as
 * they are, one line each.
 */
public final class TextTable {
    public static final int MAIL_WIDTH = 72;
    private static final String GAP = "  ";

    private TextTable() {
    }

    /**
     * Several tables, one after the other. A note (a legend, a footnote) already printed under an
     * earlier table is not printed again: the reader has it once, a screen up at most.
     */
    public static String render(List<Table> tables) {
        StringBuilder b = new StringBuilder();
        Set<String> printed = new HashSet<>();
        for (Table t : tables) {
            if (b.length() > 0) {
                b.append('\n');
            }
            List<String> fresh = t.notes().stream().filter(printed::add).toList();
            b.append(render(new Table(t.title(), t.headers(), t.rows(), fresh, t.wholeNotes()), MAIL_WIDTH));
        }
        return b.toString();
    }

    public static String render(Table t) {
        return render(t, MAIL_WIDTH);
    }

    public static String render(Table t, int width) {
        t = withoutEmptyColumns(t);
        StringBuilder b = new StringBuilder();
        for (String line : wrap(t.title(), width)) {
            b.append(line).append('\n');
        }
        int[] w = widths(t, width);
        boolean[] numbers = numericColumns(t);
        for (List<Integer> group : columnGroups(w, width)) {
            int[] gw = group.stream().mapToInt(i -> w[i]).toArray();
            List<String> headers = pick(t.headers(), group);
            appendRow(b, headers, gw, (c, col) -> numbers[group.get(col)]);
            b.append(rule(gw)).append('\n');
            for (List<String> row : t.rows()) {
                appendRow(b, pick(row, group), gw, (c, col) -> col > 0 && looksNumeric(c));
            }
        }
        for (String note : t.notes()) {
            for (String line : t.wholeNotes().contains(note) ? List.of(note) : wrap(note, width)) {
                b.append(line).append('\n');
            }
        }
        return b.toString();
    }

    /**
     * The table without its columns that are N/A (or blank) in every row: a column that says
     * nothing about any case only pushes the others apart. A table with no rows is left as it is.
     */
    static Table withoutEmptyColumns(Table t) {
        if (t.rows().isEmpty()) {
            return t;
        }
        List<Integer> keep = new ArrayList<>();
        for (int c = 0; c < t.headers().size(); c++) {
            int col = c;
            boolean empty = t.rows().stream().allMatch(r -> col >= r.size() || r.get(col).isBlank()
                    || r.get(col).trim().equals("N/A"));
            if (!empty || c == 0) {
                keep.add(c);
            }
        }
        if (keep.size() == t.headers().size()) {
            return t;
        }
        List<List<String>> rows = t.rows().stream()
                .map(r -> keep.stream().map(i -> i < r.size() ? r.get(i) : "").toList()).toList();
        return new Table(t.title(), pick(t.headers(), keep), rows, t.notes(), t.wholeNotes());
    }

    /** Whether a cell (its text, its place in the printed group) is right-aligned. */
    private interface Alignment {
        boolean right(String cell, int column);
    }

    /**
     * The columns whose header is right-aligned: those whose cells are mostly numbers (blank cells and
     * the placeholders "-" and "n/a" not counted), so that a header stands over its values' edge.
     */
    private static boolean[] numericColumns(Table t) {
        boolean[] numeric = new boolean[t.headers().size()];
        for (int c = 1; c < numeric.length; c++) {
            int numbers = 0;
            int text = 0;
            for (List<String> row : t.rows()) {
                String cell = row.get(c).trim();
                if (cell.isEmpty() || cell.equals("-") || cell.equals("n/a")) {
                    continue;
                }
                if (looksNumeric(cell)) {
                    numbers++;
                } else {
                    text++;
                }
            }
            numeric[c] = numbers > 0 && numbers >= text;
        }
        return numeric;
    }

    /** One table row; a cell wider than its column continues on the next lines of the row. */
    private static void appendRow(StringBuilder b, List<String> cells, int[] w, Alignment alignment) {
        List<List<String>> wrapped = new ArrayList<>();
        int height = 1;
        for (int i = 0; i < cells.size(); i++) {
            List<String> lines = cells.get(i).length() <= w[i] ? List.of(cells.get(i)) : wrap(cells.get(i), w[i]);
            wrapped.add(lines);
            height = Math.max(height, lines.size());
        }
        for (int l = 0; l < height; l++) {
            List<String> physical = new ArrayList<>();
            for (List<String> lines : wrapped) {
                physical.add(l < lines.size() ? lines.get(l) : "");
            }
            b.append(line(physical, w, alignment)).append('\n');
        }
    }

    /**
     * Wraps prose at spaces. A word is never split: one longer than the width has a line of its own
     * (a setting or a path cut in two cannot be searched for or pasted).
     */
    public static List<String> wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        for (String para : text.split("\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : para.split(" ")) {
                if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                    out.add(line.toString());
                    line.setLength(0);
                }
                if (line.length() > 0) {
                    line.append(' ');
                }
                line.append(word);
            }
            out.add(line.toString());
        }
        return out;
    }

    /**
     * Natural column widths, capped so that the first column and any one other column fit the
     * width side by side: the first column takes at most half, the others what remains; but, the last
     * column aside, never narrower than the column's longest word, which wrapping does not split.
     */
    private static int[] widths(Table t, int width) {
        int[] w = new int[t.headers().size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = t.headers().get(i).length();
            for (List<String> row : t.rows()) {
                w[i] = Math.max(w[i], row.get(i).length());
            }
        }
        w[0] = Math.max(Math.min(w[0], width / 2), longestWord(t, 0));
        for (int i = 1; i < w.length; i++) {
            int capped = Math.max(1, Math.min(w[i], width - w[0] - GAP.length()));
            // the last column moves no column after it: a word longer than it runs past the edge on a
            // line of its own, and the rest of the column still wraps within the width
            w[i] = i == w.length - 1 ? capped : Math.max(longestWord(t, i), capped);
        }
        return w;
    }

    private static int longestWord(Table t, int column) {
        int longest = 0;
        for (String word : t.headers().get(column).split(" ")) {
            longest = Math.max(longest, word.length());
        }
        for (List<String> row : t.rows()) {
            for (String word : row.get(column).split(" ")) {
                longest = Math.max(longest, word.length());
            }
        }
        return longest;
    }

    /** Column indices per printed block: column 0 in each, then as many as fit the width. */
    private static List<List<Integer>> columnGroups(int[] w, int width) {
        List<List<Integer>> groups = new ArrayList<>();
        List<Integer> cur = new ArrayList<>(List.of(0));
        int used = w[0];
        for (int i = 1; i < w.length; i++) {
            if (cur.size() > 1 && used + GAP.length() + w[i] > width) {
                groups.add(cur);
                cur = new ArrayList<>(List.of(0));
                used = w[0];
            }
            cur.add(i);
            used += GAP.length() + w[i];
        }
        groups.add(cur);
        return groups;
    }

    private static List<String> pick(List<String> cells, List<Integer> idx) {
        return idx.stream().map(cells::get).toList();
    }

    private static String line(List<String> cells, int[] w, Alignment alignment) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            boolean right = alignment.right(c, i);
            String pad = " ".repeat(Math.max(0, w[i] - c.length()));
            b.append(i == 0 ? "" : GAP).append(right ? pad + c : c + (i == cells.size() - 1 ? "" : pad));
        }
        return b.toString().stripTrailing();
    }

    private static String rule(int[] w) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < w.length; i++) {
            b.append(i == 0 ? "" : GAP).append("-".repeat(w[i]));
        }
        return b.toString();
    }

    static boolean looksNumeric(String s) {
        return s.matches("[-+~<>]?[0-9][0-9,._]*(e[-+]?[0-9]+)?\\s*[%x*!?^]*( ±.*)?") || s.equals("-") || s.equals("n/a");
    }
}
