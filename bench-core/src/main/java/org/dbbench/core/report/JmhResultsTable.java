package org.dbbench.core.report;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.dbbench.core.jmh.JmhRecord;

/** JMH's own result table, for records no study claims (for example a plain {@code bench jmh} run). */
public final class JmhResultsTable {
    private JmhResultsTable() {
    }

    public static Table of(String title, List<JmhRecord> records) {
        Table.Builder t = Table.builder(title, "Benchmark", "Mode", "Score", "Error", "Units");
        for (JmhRecord r : records) {
            String params = r.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(","));
            t.row(r.className() + "." + r.method() + (params.isEmpty() ? "" : " " + params), r.mode(),
                    number(r.primary().score()), Double.isNaN(r.primary().error()) ? "n/a" : "± " + number(r.primary().error()),
                    r.primary().unit());
        }
        return t.note("Error: JMH's 99.9% confidence half-width; n/a where one fork and iteration"
                + " give too few samples to compute it.").build();
    }

    /** A result as the tables print it: grouped thousands, fewer decimals the larger it is; n/a for NaN. */
    public static String number(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        double abs = Math.abs(v);
        String fmt = abs >= 1000 ? "%,.0f" : abs >= 10 ? "%.1f" : abs >= 0.1 ? "%.3f" : "%.3g";
        return String.format(Locale.ROOT, fmt, v);
    }
}
