package org.dbbench.core.report;

import java.util.List;

/**
 * How one study turns JMH records into the tables people read. A study module registers one under
 * META-INF/services; its own command's summary.txt and {@code bench report} both use it, so a table
 * is computed in exactly one place, for one machine or for many side by side.
 */
public interface StudyReport {
    /** Short study name, e.g. "logio", "threeen1". */
    String study();

    /** True for records this study produced. */
    boolean accepts(org.dbbench.core.jmh.JmhRecord record);

    /** Tables for these runs, each run's records filtered to this study; one run is the summary case. */
    List<Table> tables(List<MachineRun> runs);

    /** Charts for these runs (a series per machine or per case); none by default. */
    default List<Chart> charts(List<MachineRun> runs) {
        return List.of();
    }
}
