package org.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The Wilson score interval against published values (Newcombe 1998, Stat. Med. 17:857, table I, method 3). */
class BinomialIntervalTest {

    private static void wilson(long k, long n, double low, double high) {
        BinomialInterval i = BinomialInterval.wilson95(k, n);
        assertEquals(low, i.low(), 0.00005, k + "/" + n + " low");
        assertEquals(high, i.high(), 0.00005, k + "/" + n + " high");
        assertEquals(k / (double) n, i.rate(), 1e-12);
    }

    @Test
    void newcombesExamples() {
        wilson(81, 263, 0.2553, 0.3662);
        wilson(15, 148, 0.0624, 0.1605);
        wilson(0, 20, 0.0, 0.1611);
        wilson(1, 29, 0.0061, 0.1718);
        wilson(29, 29, 0.8830, 1.0);
    }

    @Test
    void theEndsOfTheRangeAreExactAndTheIntervalIsNeverAPoint() {
        // the textbook p ± z·SE gives 0 ± 0 here; Wilson says how far from 0 ten clean trials still allow
        BinomialInterval none = BinomialInterval.wilson95(0, 10);
        assertEquals(0, none.low(), 0);
        assertEquals(0.2775, none.high(), 0.00005);
        BinomialInterval all = BinomialInterval.wilson95(10, 10);
        assertEquals(1, all.high(), 0);
        assertEquals(0.7225, all.low(), 0.00005);
        BinomialInterval half = BinomialInterval.wilson95(5, 10);
        assertEquals(0.2366, half.low(), 0.00005);
        assertEquals(0.7634, half.high(), 0.00005);
    }

    @Test
    void aRateNeedsTrials() {
        assertThrows(IllegalArgumentException.class, () -> BinomialInterval.wilson95(0, 0));
        assertThrows(IllegalArgumentException.class, () -> BinomialInterval.wilson95(3, 2));
    }
}
