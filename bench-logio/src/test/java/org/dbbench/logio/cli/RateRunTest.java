package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.jmh.JmhJson;
import org.dbbench.core.jmh.JmhRecord;
import org.dbbench.core.report.Chart;
import org.dbbench.core.report.MachineRun;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.report.LogioReport;
import org.junit.jupiter.api.Test;

/**
 * A real, small rate part through JMH: the rate and the closed-loop reference, each with its latency
 * log, the open-loop table with its saturation point and checks, and the p99 chart from the bundle.
 */
class RateRunTest {

    @Test
    void ratePartMeasuresEveryRateAndTheClosedLoopReference() throws Exception {
        Path work = TestDirs.fresh("rate");
        Path dir = Files.createDirectories(work.resolve("disk"));
        Path results = work.resolve("results");

        int rc = LogioCli.run("--dir", dir.toString(), "--results-dir", results.toString(), "--parts", "rate",
                "--modes", "force-false", "--rates", "200", "--producers", "4", "--p99-limit-ms", "250",
                "--warmup-ms", "0", "--iterations", "1",
                "--forks", "1"); // offered = rate x forks holds for any count: 3 JVMs, not 9

        assertEquals(0, rc);
        Path bundle;
        try (Stream<Path> s = Files.list(results)) {
            bundle = s.findFirst().orElseThrow();
        }
        List<JmhRecord> records = JmhJson.read(bundle.resolve("jmh.json"));
        assertEquals(2 + 1, records.size(), "the rate, the closed-loop reference and the recording cost");
        for (JmhRecord r : records) {
            if (r.benchmark().endsWith("RateBenchmark.schedule") && !"closed".equals(r.param("rate"))) {
                long rate = Long.parseLong(r.param("rate"));
                int forks = r.primary().perFork().size(); // JMH adds the forks' counters up
                assertEquals(rate * forks, r.secondary().get("offered").score(), 0.0, "1 s at " + rate + "/s, "
                        + forks + " forks");
                assertEquals(r.secondary().get("offered").score(), r.secondary().get("completed").score(), 0.0);
                assertEquals("4", r.param("producers"));
            }
        }
        LogioRunTest.assertEveryCaseHasItsLatencyLog(bundle, records);

        // notes wrap at 72 columns wherever the numbers put the break: read them as one line
        String summary = Files.readString(bundle.resolve("summary.txt")).replace('\n', ' ');
        for (String expected : List.of("Commit latency at a target rate (open loop): force-false (fdatasync)",
                "closed, 1 thr",
                "Saturation point: ", "p99 under 250.0 ms", "Check, offered rate sustained within 1%",
                "Check, p99 at the lowest rate (200/s) vs closed-loop", "by 4 producer threads")) {
            assertTrue(summary.contains(expected), "summary lacks '" + expected + "'");
        }

        MachineRun run = new MachineRun(bundle, org.dbbench.core.env.Environment.capture(dir),
                java.util.Map.of("p99LimitMs", 250.0), records);
        Chart rate = new LogioReport().charts(List.of(run)).stream().filter(c -> c.id().equals("logio-rate-p99"))
                .findFirst().orElseThrow();
        assertEquals(List.of("force-false"), rate.series().stream().map(Chart.Series::name).toList());
        assertEquals(List.of(200.0), rate.series().get(0).points().stream().map(Chart.Point::x).toList());
    }
}
