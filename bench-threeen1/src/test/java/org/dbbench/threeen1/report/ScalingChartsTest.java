package org.dbbench.threeen1.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.JsonReport;
import org.dbbench.core.report.MachineRun;
import org.dbbench.core.report.Report;
import org.dbbench.core.report.Table;
import org.dbbench.core.report.TextReport;
import org.dbbench.core.report.TextTable;
import org.dbbench.threeen1.workload.OriginalLine;
import org.junit.jupiter.api.Test;

/**
 * The scaling charts of a real bundle ({@code bench threeen1 --store memory,h2-mvstore --tuned
 * --from 1 --to 20000 --workers 1..8 --waits --runs 2 --same-jvm}, on a loaded 2-core VM): by the
 * medians memory peaks at k=4 and falls 23% at k=8, h2-mvstore peaks at k=4 and holds at k=8, but no
 * point's runs separate from its neighbours'. The wait shares of every point add up to 100%.
 */
class ScalingChartsTest {
    static final String BUNDLE = "/bundles/threeen1-waits-1-8";

    static MachineRun bundle() throws URISyntaxException {
        return BundleReader.readOne(Path.of(ScalingChartsTest.class.getResource(BUNDLE).toURI()));
    }

    /**
     * By the medians memory peaks at k=4 and falls 23% at k=8, h2-mvstore peaks at k=4; but the runs
     * of every point spread 50-173% (two runs in one JVM on a loaded VM), so no peak or knee separates
     * from its neighbours: none is marked, and the notes say so.
     */
    @Test
    void noPeakOrKneeIsMarkedWhereTheRunsOverlap() throws Exception {
        Chart scaling = chart(new Threeen1Report().charts(List.of(bundle())), "threeen1-scaling-");
        assertEquals(List.of("h2-mvstore tuned", "memory tuned"), scaling.series().stream().map(Chart.Series::name)
                .sorted().toList(), "the lines only, no marks");
        Table t = new Threeen1Report().tables(List.of(bundle())).stream()
                .filter(x -> x.title().startsWith("Scaling:")).findFirst().orElseThrow();
        assertTrue(t.rows().stream().flatMap(List::stream).noneMatch(c -> c.endsWith(" P") || c.endsWith(" K")),
                t.rows().toString());
        assertTrue(t.notes().contains("memory tuned: peak at k=4 (not resolved: runs overlap a neighbour's), knee at"
                + " k=4 (not resolved: runs overlap a neighbour's); at k=8 23% below the peak (more than 20% lost)"),
                t.notes().toString());
        assertTrue(t.notes().get(0).startsWith("Medians of each case's runs (runs in one JVM per case, as JMH"
                + " iterations)"), "--same-jvm figures say so: " + t.notes().get(0));
    }

    @Test
    void waitSharesStackToAHundredPerPoint() throws Exception {
        MachineRun run = bundle();
        List<Chart> charts = new Threeen1Report().charts(List.of(run)).stream()
                .filter(c -> c.id().startsWith("threeen1-waits-")).toList();
        // one chart per store and profile, its points the worker counts
        assertEquals(List.of("threeen1-waits-all-h2-mvstore-tuned", "threeen1-waits-all-memory-tuned"),
                charts.stream().map(Chart::id).toList());
        for (Chart waits : charts) {
            assertEquals(Chart.Kind.STACKED, waits.kind());
            assertEquals("running", waits.series().get(0).name());
            assertEquals("waiting for a CPU", waits.series().get(1).name());
            List<String> points = waits.series().get(0).points().stream().map(Chart.Point::label).toList();
            assertEquals(List.of("k=1", "k=2", "k=4", "k=8"), points, waits.id());
            for (int i = 0; i < points.size(); i++) {
                int at = i;
                double sum = waits.series().stream().mapToDouble(s -> s.points().get(at).y()).sum();
                // each run's file keeps its shares to a tenth of a percent
                assertEquals(100, sum, 0.5, waits.id() + " " + points.get(i));
            }
        }
        // h2-mvstore k=2 waited on FileStore's lock in one of its runs: the lock is its own layer
        Chart.Series lock = charts.get(0).series().stream().filter(s -> s.name().equals("waiting for FileStore's lock"))
                .findFirst().orElseThrow();
        assertTrue(lock.points().get(1).y() > 1, lock.toString());
        assertTrue(charts.get(1).series().stream().noneMatch(s -> s.name().equals(lock.name())),
                "memory never waits on H2's FileStore: not in its legend");
    }

    @Test
    void textFormFitsAMailAndItsBarsAgreeWithItsNumbers() throws Exception {
        MachineRun run = bundle();
        Table t = new Threeen1Report().tables(List.of(run)).stream()
                .filter(x -> x.title().contains("text form of the chart")).findFirst().orElseThrow();
        assertEquals(List.of("point", "run", "cpu", "lock", "i/o", "gc", "other", "bar"), t.headers());
        for (List<String> row : t.rows()) {
            String bar = row.get(7);
            assertEquals(WaitShareCharts.BAR_WIDTH, bar.length(), row.toString());
            int sum = 0;
            for (int g = 0; g < 6; g++) {
                int pct = Integer.parseInt(row.get(1 + g));
                sum += pct;
                char letter = WaitShareCharts.GROUPS[g][1].charAt(0);
                long letters = bar.chars().filter(c -> c == letter).count();
                // a letter per 10%, rounded: never more than one letter off the number beside it
                assertTrue(Math.abs(letters - pct / 10.0) <= 1, row.toString());
            }
            assertTrue(Math.abs(sum - 100) <= 3, "rounded shares add up to about 100: " + row);
        }
        String text = TextReport.render(Report.build(List.of(run), List.of(new Threeen1Report())));
        for (String line : text.split("\n")) {
            // the original's line is one line, however long
            assertTrue(line.length() <= TextTable.MAIL_WIDTH || OriginalLine.carries(line), line);
        }
        assertTrue(text.contains("h2-mvstore tuned k=1   15   82     0    0   3      0  RRCCCCCCCC"), text);
    }

    @Test
    void barRoundsByLargestRemainder() {
        assertEquals("RRRRRCCCLL", WaitShareCharts.bar(new double[] {50, 30, 20, 0, 0, 0}));
        assertEquals("RCCCCCCCCI", WaitShareCharts.bar(new double[] {9, 82, 4, 5, 0, 0}));
        assertEquals("", WaitShareCharts.bar(new double[] {0, 0, 0, 0, 0, 0}));
    }

    private static Chart.Point point(Chart.Series s, String label) {
        return s.points().stream().filter(p -> p.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError(label + " not in " + s));
    }

    private static Chart chart(List<Chart> charts, String idPrefix) {
        return charts.stream().filter(c -> c.id().startsWith(idPrefix)).findFirst()
                .orElseThrow(() -> new AssertionError(idPrefix + " not in " + charts.stream().map(Chart::id).toList()));
    }
}
