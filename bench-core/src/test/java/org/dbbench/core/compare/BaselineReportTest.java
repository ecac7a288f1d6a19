package org.dbbench.core.compare;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A run against a saved baseline says what its interval leaves out: the drift between the
 * baseline's hour and now, with what was measured of it; and its difference is unpaired, not a
 * mean over pairs (there are none).
 */
class BaselineReportTest {

    private static Comparison of(String kind, List<Double> a, List<Double> b) {
        boolean paired = !kind.equals(Comparison.BASELINE);
        List<CaseResult> cases = Analysis.compare(Map.of("h2 tuned k=4", new Analysis.Samples(a, "s/op", null)),
                Map.of("h2 tuned k=4", new Analysis.Samples(b, "s/op", null)),
                new Design(0.95, 0.05, paired, false, 2, 2), 300);
        return new Comparison(Comparison.FORMAT, "threeen1", List.of(), b.size(), kind, "BBBB", List.of(), Map.of(),
                Map.of(), 0.95, 0.05, null, cases, List.of(), List.of(), null, 2.0, 2.0, 300.0, null, null);
    }

    @Test
    void aBaselineSaysItsIntervalLeavesOutTheDriftAndWhatWasMeasuredOfIt() {
        Comparison base = of(Comparison.BASELINE, List.of(10.0, 10.4, 9.9, 10.2, 10.1, 9.8), List.of(10.3, 10.1, 10.6, 10.2));
        String header = String.join("\n", ComparisonReport.header(base));
        assertTrue(header.contains("drift between then and now falls on the difference"), header);
        assertTrue(header.contains(ComparisonReport.MEASURED_DRIFT), header);
        String notes = String.join("\n", ComparisonReport.table(base).notes());
        assertTrue(notes.contains("mean log(B) - mean log(A)"), notes);
        assertFalse(notes.contains("pairs'"), notes);

        Comparison paired = of(Comparison.AB, List.of(10.0, 10.4, 9.9, 10.2), List.of(10.3, 10.1, 10.6, 10.2));
        assertFalse(String.join("\n", ComparisonReport.header(paired)).contains(ComparisonReport.MEASURED_DRIFT));
        assertTrue(String.join("\n", ComparisonReport.table(paired).notes()).contains("mean of the pairs' log(B / A)"));
    }
}
