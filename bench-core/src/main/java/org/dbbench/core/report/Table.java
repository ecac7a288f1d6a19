package org.dbbench.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A table as studies produce it and renderers print it (plain text, Markdown, CSV, HTML, JSON).
 * The first column names the row; numeric cells are right-aligned in text.
 *
 * @param notes lines printed under the table: flags, caveats, what a column means
 * @param wholeNotes those of the notes that text prints on one line however long: lines a script reads
 *     one per line (the original program's own output line), never wrapped
 */
public record Table(String title, List<String> headers, List<List<String>> rows, List<String> notes,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Set<String> wholeNotes) {

    public Table(String title, List<String> headers, List<List<String>> rows, List<String> notes) {
        this(title, headers, rows, notes, Set.of());
    }

    public Table {
        headers = List.copyOf(headers);
        rows = rows.stream().map(List::copyOf).toList();
        notes = List.copyOf(notes);
        wholeNotes = Set.copyOf(wholeNotes);
        for (List<String> row : rows) {
            if (row.size() != headers.size()) {
                throw new IllegalArgumentException("row " + row + " has " + row.size() + " cells, table '"
                        + title + "' has " + headers.size() + " columns");
            }
        }
    }

    /** Builds a table row by row. */
    public static Builder builder(String title, String... headers) {
        return new Builder(title, List.of(headers));
    }

    public static final class Builder {
        private final String title;
        private final List<String> headers;
        private final List<List<String>> rows = new ArrayList<>();
        private final List<String> notes = new ArrayList<>();
        private final Set<String> wholeNotes = new LinkedHashSet<>();

        private Builder(String title, List<String> headers) {
            this.title = title;
            this.headers = headers;
        }

        public Builder row(Object... cells) {
            List<String> r = new ArrayList<>();
            for (Object c : cells) {
                r.add(String.valueOf(c));
            }
            rows.add(r);
            return this;
        }

        public Builder row(List<String> cells) {
            rows.add(cells);
            return this;
        }

        public Builder note(String note) {
            notes.add(note);
            return this;
        }

        /** A note printed on one line however long: a line a script reads (see {@link Table#wholeNotes}). */
        public Builder wholeNote(String note) {
            notes.add(note);
            wholeNotes.add(note);
            return this;
        }

        public boolean isEmpty() {
            return rows.isEmpty();
        }

        public Table build() {
            return new Table(title, headers, rows, notes, wholeNotes);
        }
    }
}
