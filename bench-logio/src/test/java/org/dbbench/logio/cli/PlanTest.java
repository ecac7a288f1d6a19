package org.dbbench.logio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.time.LatencyLog;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.Options;
import picocli.CommandLine;

/**
 * --duration turns into JMH's measured time (iterations x iteration length = the duration, also for
 * the rate part's schedules), and every fork is told where to leave its latency logs.
 */
class PlanTest {

    private static LogioSettings settings(String... args) throws Exception {
        LogioCommand c = new LogioCommand();
        new CommandLine(c).parseArgs(args);
        return c.settings();
    }

    @Test
    void durationIsEachCasesMeasuredTime() throws Exception {
        Path dir = TestDirs.fresh("plan");
        LogioSettings s = settings("--dir", dir.toString(), "--duration", "60s");
        Options o = LogioPlan.options(s, dir, dir.resolve("extras"));
        int iterations = o.getMeasurementIterations().get();
        long ms = o.getMeasurementTime().get().convertTo(TimeUnit.MILLISECONDS);
        assertEquals(60_000, iterations * ms);
        assertEquals(10, iterations);
        assertEquals(String.valueOf(ms), o.getParameter("runMs").get().iterator().next(),
                "a rate schedule per iteration lasts as long");
        assertTrue(o.getJvmArgsAppend().get().contains("-D" + LatencyLog.PROPERTY + "="
                + dir.resolve("extras").resolve(LatencyLog.DIR).toAbsolutePath()));

        LogioSettings short3 = settings("--dir", dir.toString(), "--duration", "3s");
        Options o3 = LogioPlan.options(short3, dir, dir);
        assertEquals(3, o3.getMeasurementIterations().get());
        assertEquals(1000, o3.getMeasurementTime().get().convertTo(TimeUnit.MILLISECONDS));
    }

    @Test
    void ratesAreSortedAndTheClosedLoopReferenceAdded() throws Exception {
        Path dir = TestDirs.fresh("plan");
        LogioSettings s = settings("--dir", dir.toString(), "--rates", "5000,500,5000", "--modes", "rwd,nosync");
        Options o = LogioPlan.options(s, dir, dir);
        assertEquals(java.util.List.of("500", "5000", "closed"), java.util.List.copyOf(o.getParameter("rate").get()));
        assertEquals(2 * 3, LogioCases.rateCases(s));
    }

    @Test
    void startsNarrowTheWriteCasesToOneSideOfTheQuestion() throws Exception {
        Path dir = TestDirs.fresh("plan");
        LogioSettings both = settings("--dir", dir.toString(), "--parts", "write", "--modes", "rwd,nosync", "--sizes",
                "8,1");
        assertEquals(java.util.List.of("aligned", "header"),
                java.util.List.copyOf(LogioPlan.options(both, dir, dir).getParameter("start").get()));
        assertEquals(2 * 2 * 2 + LogioCases.RECORDING_COST_CASES, LogioCases.planned(both));

        LogioSettings aligned = settings("--dir", dir.toString(), "--parts", "write", "--modes", "rwd,nosync",
                "--sizes", "8,1", "--starts", "ALIGNED,aligned");
        assertEquals(java.util.List.of("aligned"),
                java.util.List.copyOf(LogioPlan.options(aligned, dir, dir).getParameter("start").get()));
        assertEquals(2 * 2 + LogioCases.RECORDING_COST_CASES, LogioCases.planned(aligned));
        assertEquals(java.util.List.of("aligned"), LogioConfig.of(aligned).get("starts"));
    }
}
