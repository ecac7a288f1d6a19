package org.dbbench.core.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The short "how to read this" every report format carries, so a table read alone is not misread.
 * It explains only what the report shows: a report without 'a ± b' cells or percentile columns (a
 * threeen1 report: medians and their spread) is not told how to read them.
 */
public final class ReadingGuide {
    public static final String TITLE = "How to read this";

    private ReadingGuide() {
    }

    /** The paragraphs that apply to this report's tables, in reading order. */
    public static List<String> paragraphs(Report report) {
        List<Table> tables = report.sections().stream().flatMap(s -> s.tables().stream()).toList();
        boolean plusMinus = tables.stream().flatMap(t -> t.rows().stream()).flatMap(List::stream)
                .anyMatch(c -> c.contains(" ± "));
        boolean percentiles = tables.stream().flatMap(t -> t.headers().stream()).anyMatch(h -> h.contains("p50"));
        boolean timings = report.sections().stream().anyMatch(Report.Section::timings);
        boolean counts = report.sections().stream().anyMatch(s -> !s.timings());
        List<String> p = new ArrayList<>();
        p.add("Each column is one run, headed by what tells the runs apart (host, OS and kernel, file"
                + " system, device, write cache, JVM); the Machines table lists every fact of each.");
        if (timings) {
            p.add((counts ? "Every time or rate is a JMH result." : "Every number is a JMH result.")
                    + (plusMinus ? " 'a ± b' is JMH's score with its 99.9% confidence half-width." : "")
                    + (percentiles ? " p50 to max are percentiles of every sampled operation, so max is one real"
                            + " operation." : ""));
        }
        if (counts) {
            p.add("Crash and power-cut tables count outcomes (commits acknowledged and lost, states checked,"
                    + " reopens that failed), not times: load on the machine changes how much a program did"
                    + " before its cut, not what survived it.");
        }
        p.add("Notes under a table explain its flags. A flagged number (for example a synced write as fast"
                + " as no sync, which means the device or VM did not make it durable) is kept and"
                + " labelled, never dropped.");
        if (timings) {
            p.add("On virtual machines and shared hosts timings vary by 20% or more between runs: compare"
                    + " within one run and read how far a case's runs spread before its average.");
        }
        p.add("Charts with a logarithmic axis give each tenfold step the same space; a line that is"
                + " missing a point had no measurement there.");
        return p;
    }
}
