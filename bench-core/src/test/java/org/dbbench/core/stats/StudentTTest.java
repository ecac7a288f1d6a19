package org.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StudentTTest {
    @Test
    void quantilesMatchPublishedTables() {
        // two-sided 95% points of Student's t, as every table prints them
        assertEquals(12.7062, StudentT.quantile(0.975, 1), 1e-4);
        assertEquals(2.7764, StudentT.quantile(0.975, 4), 1e-4);
        assertEquals(2.2281, StudentT.quantile(0.975, 10), 1e-4);
        assertEquals(2.0423, StudentT.quantile(0.975, 30), 1e-4);
        assertEquals(0.8791, StudentT.quantile(0.8, 10), 1e-4);
        assertEquals(-2.7764, StudentT.quantile(0.025, 4), 1e-4);
        assertEquals(1.9600, StudentT.quantile(0.975, 1e7), 1e-3);
    }

    @Test
    void distributionFunctionHasItsKnownValues() {
        assertEquals(0.5, StudentT.cdf(0, 3), 1e-12);
        // with 1 degree of freedom t is Cauchy: P(T <= 1) = 3/4
        assertEquals(0.75, StudentT.cdf(1, 1), 1e-10);
        // with 2: P(T <= t) = 1/2 + t / (2 sqrt(t^2 + 2))
        assertEquals(0.5 + 1.5 / (2 * Math.sqrt(1.5 * 1.5 + 2)), StudentT.cdf(1.5, 2), 1e-10);
        assertEquals(1 - StudentT.cdf(2.1, 7.5), StudentT.cdf(-2.1, 7.5), 1e-12);
    }

    @Test
    void logGammaOfIntegersIsLogFactorial() {
        assertEquals(Math.log(24), StudentT.logGamma(5), 1e-12);
        assertEquals(0.5 * Math.log(Math.PI), StudentT.logGamma(0.5), 1e-12);
    }
}
