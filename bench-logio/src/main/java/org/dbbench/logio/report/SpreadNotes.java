package org.dbbench.logio.report;

import java.util.LinkedHashMap;
import java.util.Map;
import org.dbbench.core.report.Repeats;
import org.dbbench.core.report.Table;

/**
 * The notes under a logio table about its cases' repeated runs (JMH forks): what the spread means,
 * and for every case whose spread is wide, its runs and likely cause. Any table of the study adds
 * its cases as it writes their rows and calls {@link #addTo} at the end.
 */
final class SpreadNotes {
    private final Map<String, Repeats> cases = new LinkedHashMap<>();

    /** Remembers a case shown in the table under {@code label}; returns its spread cell. */
    String add(String label, Repeats runs) {
        cases.put(label, runs);
        return runs.spreadCell();
    }

    void addTo(Table.Builder t) {
        if (cases.values().stream().allMatch(r -> r.count() < 2)) {
            t.note("One run (JMH fork) per case: no spread; --forks 3 or more shows it.");
            return;
        }
        t.note(Repeats.legend("JMH forks, each the mean time of its writes"));
        Repeats.causeNotes(cases).forEach(t::note);
    }
}
