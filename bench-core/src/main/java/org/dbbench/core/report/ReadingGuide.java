package org.dbbench.core.report;

import java.util.List;

/** The short "how to read this" every report format carries, so a table read alone is not misread. */
public final class ReadingGuide {
    public static final String TITLE = "How to read this";

    public static final List<String> PARAGRAPHS = List.of(
            "Each column is one run, headed by what tells the runs apart (host, OS and kernel, file"
                    + " system, device, write cache, JVM); the Machines table lists every fact of each.",
            "Every number is a JMH result. 'a ± b' is JMH's score with its 99.9% confidence half-width;"
                    + " p50 to max are percentiles of every sampled operation, so max is one real operation.",
            "Notes under a table explain its flags. A flagged number (for example a synced write as fast"
                    + " as no sync, which means the device or VM did not make it durable) is kept and"
                    + " labelled, never dropped.",
            "On virtual machines and shared hosts timings vary by 20% or more between runs: compare"
                    + " within one run and read the error and percentile columns before the averages.",
            "Charts with a logarithmic axis give each tenfold step the same space; a line that is"
                    + " missing a point had no measurement there.");

    private ReadingGuide() {
    }
}
