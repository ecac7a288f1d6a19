package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextTableTest {

    @Test
    void narrowTableKeepsColumnsAndRightAlignsNumbers() {
        Table t = Table.builder("Sizes", "Buffer-Size(K)", "Aligned Write(msec)")
                .row("512", "3.125").row("1", "0.5").build();
        String text = TextTable.render(t);
        List<String> lines = text.lines().toList();
        assertEquals("Sizes", lines.get(0));
        assertTrue(lines.get(1).startsWith("Buffer-Size(K)  Aligned Write(msec)"), text);
        // numbers end in the same column
        assertEquals(lines.get(3).length(), lines.get(4).length(), text);
        assertTrue(lines.get(4).endsWith("0.5"), text);
    }

    @Test
    void wideTableIsSplitIntoGroupsThatFitAMail() {
        List<String> headers = new ArrayList<>(List.of("case"));
        for (int i = 0; i < 12; i++) {
            headers.add("machine-number-" + i);
        }
        Table.Builder b = Table.builder("Wide", headers.toArray(new String[0]));
        List<String> row = new ArrayList<>(List.of("fdatasync 8K"));
        for (int i = 0; i < 12; i++) {
            row.add(String.valueOf(1000 + i));
        }
        b.row(row);
        String text = TextTable.render(b.build());
        for (String line : text.lines().toList()) {
            assertTrue(line.length() <= TextTable.MAIL_WIDTH, "too long: " + line);
        }
        for (int i = 0; i < 12; i++) {
            assertTrue(text.contains("machine-number-" + i), "lost column " + i);
            assertTrue(text.contains(String.valueOf(1000 + i)), "lost value " + i);
        }
        // the row label is repeated in every group so each group reads on its own
        assertTrue(text.split("fdatasync 8K", -1).length - 1 >= 2, text);
    }

    @Test
    void longNotesAreWrappedNotCut() {
        String note = "word ".repeat(40).trim();
        Table t = Table.builder("T", "a").row("1").note(note).build();
        String text = TextTable.render(t);
        long words = text.lines().skip(4).flatMap(l -> List.of(l.split(" ")).stream())
                .filter("word"::equals).count();
        assertEquals(40, words);
        text.lines().forEach(l -> assertTrue(l.length() <= 72, l));
    }

    @Test
    void aCellTooWideForAnyLineIsWrappedWithinItsColumn() {
        String longCell = "the write cache may be acknowledging writes it has not made durable yet, see notes";
        Table t = Table.builder("T", "device", "remark").row("vda", longCell).row("sda", "fine").build();
        String text = TextTable.render(t);
        text.lines().forEach(l -> assertTrue(l.length() <= 72, "too long: " + l));
        String joined = text.lines().skip(3).map(l -> l.substring(Math.min(l.length(), 5)).trim())
                .reduce("", (a, c) -> a.isEmpty() ? c : a + " " + c);
        assertTrue(joined.contains(longCell), "cell text lost:\n" + text);
        // the next row still starts with its own label, in the first column
        assertTrue(text.lines().anyMatch(l -> l.startsWith("sda")), text);
    }

    @Test
    void rowOfWrongWidthIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> Table.builder("T", "a", "b").row("only one").build());
    }

    @Test
    void aNoteAlreadyPrintedUnderAnEarlierTableIsNotRepeated() {
        String legend = "msec: mean time of one write + its sync";
        Table a = Table.builder("rwd", "K", "msec").row("8", "1.0").note(legend).note("a only").build();
        Table b = Table.builder("nosync", "K", "msec").row("8", "0.1").note(legend).note("b only").build();
        String text = TextTable.render(List.of(a, b));
        assertEquals(1, text.split(java.util.regex.Pattern.quote(legend), -1).length - 1, text);
        assertTrue(text.contains("a only") && text.contains("b only"), text);
        assertTrue(text.indexOf(legend) < text.indexOf("nosync"), "printed under the first table: " + text);
        // one table alone keeps its notes
        assertTrue(TextTable.render(b).contains(legend));
    }

    @Test
    void aColumnThatIsNaForEveryRowIsNotPrinted() {
        Table t = Table.builder("T", "case", "ops/s", "gc", "steal").row("a", "10", "N/A", "1%").row("b", "20", "N/A", "")
                .build();
        String text = TextTable.render(t);
        assertTrue(text.contains("ops/s") && text.contains("steal"), text);
        assertTrue(!text.contains("gc") && !text.contains("N/A"), text);
        // N/A in some rows only: the column stays
        Table some = Table.builder("T", "case", "gc").row("a", "N/A").row("b", "3%").build();
        assertTrue(TextTable.render(some).contains("gc"));
    }

    @Test
    void wrappingNeverSplitsAWord() {
        String url = "settings=DB_CLOSE_ON_EXIT=FALSE;RETENTION_TIME=1000;AUTO_COMPACT_FILL_RATE=0;";
        String note = "h2 tuned: engine=H2 2.5.252, embedded MVStore, JDBC; profile=tuned; durability=relaxed; url "
                + url + " sync=none until close";
        Table t = Table.builder("T", "store", "settings").row("h2", "cache=16 MiB " + url + " x").note(note).build();
        String text = TextTable.render(t);
        // the note's lines and the cell's lines, each: the setting whole, on one line
        assertEquals(2, text.lines().filter(l -> l.contains(url)).count(), text);
        assertTrue(text.lines().noneMatch(l -> l.endsWith("AUTO_COMPACT_FILL_RA")), text);
        for (String w : TextTable.wrap(note, 72)) {
            assertTrue(w.length() <= 72 || !w.contains(" "), "only a lone word may be longer than the width: " + w);
        }
        assertEquals(note, String.join(" ", TextTable.wrap(note, 20)), "nothing lost or cut");
    }

    @Test
    void headersAreAlignedLikeTheirValues() {
        Table t = Table.builder("T", "store", "profile", "seconds", "check").row("h2", "tuned", "0.74", "ok")
                .row("memory", "defaults", "1,234.5", "INVALID").build();
        List<String> lines = TextTable.render(t).lines().toList();
        String header = lines.get(1);
        String row = lines.get(3);
        // text columns: the header starts where its values start
        assertEquals(row.indexOf("tuned"), header.indexOf("profile"), header + "\n" + row);
        assertEquals(row.indexOf("ok"), header.indexOf("check"), header + "\n" + row);
        // a number column: the header ends where its numbers end
        assertEquals(row.indexOf("0.74") + 4, header.indexOf("seconds") + "seconds".length(), header + "\n" + row);
    }

    @Test
    void aSpreadFlaggedWideIsStillANumber() {
        Table t = Table.builder("T", "store", "spread").row("h2", "82%^").row("memory", "9%").build();
        List<String> lines = TextTable.render(t).lines().toList();
        assertEquals(lines.get(3).length(), lines.get(4).length(), String.join("\n", lines));
        assertTrue(lines.get(1).endsWith("spread"), lines.get(1));
    }

    @Test
    void aWholeNoteIsOneLineHoweverLong() {
        String line = "  h2 tuned: 1 10,000,000,000 4 2,500,000,000 1,132 13,179,616,380,460 12,345.67"
                + " 2,168,610,000 3,168,610,000 475,376,111 692,493,222";
        Table t = Table.builder("T", "a").row("1").note("The original's line:").wholeNote(line)
                .note("word ".repeat(30).trim()).build();
        String text = TextTable.render(List.of(t));
        assertTrue(text.lines().anyMatch(line::equals), text);
        assertTrue(text.lines().filter(l -> !l.equals(line)).allMatch(l -> l.length() <= 72), text);
        // kept whole in a table rendered alone, and in a table stripped of empty columns
        Table sparse = Table.builder("T", "a", "b").row("1", "N/A").wholeNote(line).build();
        assertTrue(TextTable.render(sparse).lines().anyMatch(line::equals));
    }
}
