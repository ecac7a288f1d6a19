package org.dbbench.logio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** The saturation point and the two checks the open-loop table states, from the points' numbers. */
class RateTablesTest {

    private static RateTables.Point point(double offered, double achieved, double p99Ms) {
        Histogram h = new Histogram(3);
        long p99 = Math.round(p99Ms * 1e6);
        h.recordValueWithCount(p99 / 2, 98);
        h.recordValueWithCount(p99, 2);
        return new RateTables.Point("rwd", offered, achieved, h);
    }

    @Test
    void saturationIsTheHighestRateWithP99UnderTheLimit() {
        List<RateTables.Point> points = List.of(point(500, 500, 2), point(2000, 1999, 8), point(5000, 4990, 12),
                point(20000, 9000, 400), point(Double.NaN, 300, 3));
        assertEquals("Saturation point: 2000/s, the highest offered rate with p99 under 10.00 ms.",
                RateTables.saturation(points, 10));
        assertEquals("Saturation point: 5000/s, the highest offered rate with p99 under 20.00 ms.",
                RateTables.saturation(points, 20));
        assertEquals("Saturation point: below every offered rate (no p99 under 1.000 ms).",
                RateTables.saturation(points, 1));
        assertEquals("Saturation point: 20000/s, the highest offered rate with p99 under 1000 ms (not reached:"
                + " every offered rate stayed under).", RateTables.saturation(points, 1000));
    }

    @Test
    void sustainedCheckLooksOnlyWhereTheLogKeepsUp() {
        List<RateTables.Point> ok = List.of(point(500, 500, 2), point(2000, 1985, 8), point(20000, 9000, 400));
        assertEquals("Check, offered rate sustained within 1% where the log keeps up (2 rates): yes.",
                RateTables.sustainedCheck(ok, 10));
        List<RateTables.Point> miss = List.of(point(500, 500, 2), point(2000, 1950, 8));
        assertEquals("Check, offered rate sustained within 1% where the log keeps up (2 rates): NO at 2000/s"
                + " (-2.5%).", RateTables.sustainedCheck(miss, 10));
    }

    /** (The p99s printed are HdrHistogram's: the top of the value's 3-significant-digit bucket.) */
    @Test
    void closedLoopCheckComparesTheLowestRate() {
        List<RateTables.Point> within = List.of(point(2000, 2000, 3), point(500, 500, 2.1), point(Double.NaN, 300, 2));
        assertEquals("Check, p99 at the lowest rate (500/s) vs closed-loop single thread: 2.101 vs 2.001 ms"
                + " (+5.0%): within 10%.", RateTables.closedLoopCheck(within));
        List<RateTables.Point> not = List.of(point(500, 500, 2.5), point(Double.NaN, 300, 2));
        assertEquals("Check, p99 at the lowest rate (500/s) vs closed-loop single thread: 2.501 vs 2.001 ms"
                + " (+25.0%): NOT within 10%.", RateTables.closedLoopCheck(not));
    }
}
