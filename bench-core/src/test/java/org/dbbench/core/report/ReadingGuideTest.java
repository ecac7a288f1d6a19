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

    @Test
    void aReportOfCrashCountsIsNotCalledJmhResults() {
        Table crash = Table.builder("crash", "store", "acked", "lost").row("h2", "3,198", "0").build();
        Report counts = new Report(List.of(), List.of(new Report.Section("crash", List.of(), List.of(crash), List.of(), false)));
        String guide = String.join("\n", ReadingGuide.paragraphs(counts));
        assertFalse(guide.contains("JMH"), guide);
        assertFalse(guide.contains("timings vary"), guide);
        assertTrue(guide.contains("count outcomes"), guide);

        Table jmh = Table.builder("jmh", "case", "score").row("rwd 8K", "0.18").build();
        Report both = new Report(List.of(), List.of(new Report.Section("crash", List.of(), List.of(crash), List.of(), false),
                new Report.Section("study", List.of(), List.of(jmh), List.of())));
        guide = String.join("\n", ReadingGuide.paragraphs(both));
        assertTrue(guide.contains("Every time or rate is a JMH result."), guide);
        assertTrue(guide.contains("count outcomes"), guide);
    }

    private static Report report(Table t) {
        return new Report(List.of(), List.of(new Report.Section("study", List.of(), List.of(t), List.of())));
    }
}
