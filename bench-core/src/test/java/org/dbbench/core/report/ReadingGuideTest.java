package org.dbbench.core.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "How to read this" explains what the report shows, and nothing it does not. */
class ReadingGuideTest {

    @Test
    void plusMinusAndPercentilesAreExplainedOnlyWhereAReportShowsThem() {
        Table medians = Table.builder("3n+1", "store", "seconds", "spread").row("h2", "0.74", "14%^").build();
        String guide = String.join("\n", ReadingGuide.paragraphs(report(medians)));
        assertFalse(guide.contains("±"), guide);
        assertFalse(guide.contains("p50"), guide);

        Table jmh = Table.builder("jmh", "case", "score", "p50").row("rwd 8K", "0.18 ± 0.01", "0.17").build();
        guide = String.join("\n", ReadingGuide.paragraphs(report(jmh)));
        assertTrue(guide.contains("'a ± b' is JMH's score"), guide);
        assertTrue(guide.contains("p50 to max are percentiles"), guide);
        // the text report prints the same paragraphs
        assertFalse(TextReport.render(report(medians)).contains("±"));
    }

    private static Report report(Table t) {
        return new Report(List.of(), List.of(new Report.Section("study", List.of(), List.of(t), List.of())));
    }
}
