package org.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SummaryTest {
    @Test
    void medianMinMaxOfOddAndEvenCounts() {
        Summary odd = Summary.of(5, 1, 3);
        assertEquals(3, odd.median());
        assertEquals(1, odd.min());
        assertEquals(5, odd.max());
        assertEquals(2.5, Summary.of(List.of(4, 1, 2, 3)).median());
        assertEquals(3, odd.count());
    }

    @Test
    void spreadIsMarkedWideAboveTenPercentOfTheMedian() {
        assertFalse(Summary.of(95, 100, 104.9).wide()); // (104.9 - 95) / 100
        assertTrue(Summary.of(95, 100, 105.1).wide());
        assertEquals(0, Summary.of(7).relativeSpread());
    }

    @Test
    void medianIntervalUsesOrderStatisticsFromSixSamplesOn() {
        // n = 5: even the extremes cover the median only with 1 - 2/32 = 93.75%
        assertFalse(Summary.of(1, 2, 3, 4, 5).hasMedianInterval());
        assertEquals(1, Summary.lowerRank(6)); // 1 - 2/64 = 96.9%
        assertEquals(2, Summary.lowerRank(9)); // P(X < 2) = 10/512 = 1.95%
        assertEquals(6, Summary.lowerRank(20)); // the textbook ranks 6 and 15 of 20
        Summary nine = Summary.of(9, 8, 7, 6, 5, 4, 3, 2, 1);
        assertEquals(2, nine.medianLow());
        assertEquals(8, nine.medianHigh());
    }

    @Test
    void medianIntervalCoversTheTrueMedianAtLeastNinetyFivePercentOfTheTime() {
        Random random = new Random(42);
        int covered = 0;
        int trials = 4000;
        for (int t = 0; t < trials; t++) {
            double[] x = new double[10];
            for (int i = 0; i < x.length; i++) {
                x[i] = Math.exp(random.nextGaussian()); // log-normal, true median 1
            }
            Summary s = Summary.of(x);
            if (s.medianLow() <= 1 && 1 <= s.medianHigh()) {
                covered++;
            }
        }
        double rate = covered / (double) trials;
        assertTrue(rate >= 0.95 && rate <= 0.995, "coverage " + rate);
    }

    @Test
    void refusesNoSamplesAndNonNumbers() {
        assertThrows(IllegalArgumentException.class, () -> Summary.of(new double[0]));
        assertThrows(IllegalArgumentException.class, () -> Summary.of(1, Double.NaN));
    }
}
