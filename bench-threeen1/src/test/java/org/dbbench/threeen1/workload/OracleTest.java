package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class OracleTest {
    /** SPEC-threeen1 "Expected results": range, longest steps, highest reached, updates, reads. */
    @ParameterizedTest
    @CsvSource({
        "10, 19, 52, 21, 31",
        "1000, 178, 250504, 2227, 3227",
        "2500, 208, 1276936, 5427, 7927",
        "30000, 307, 106358020, 65144, 95144",
        "100000, 350, 1570824736, 217211, 317211",
        "1000000, 524, 56991483520, 2168610, 3168610"})
    void matchesTheSpecTable(long to, long result, long highest, long updates, long reads) {
        assertEquals(new Oracle.Answer(1, to, result, highest, updates, reads), Oracle.compute(1, to));
    }

    /** Result and highest of a range far from 1, by brute force that shares nothing with the oracle's map. */
    @Test
    void agreesWithBruteForceFarFromOne() {
        long from = 1_000_000_000L;
        long to = from + 3_000;
        long result = 0;
        long highest = 0;
        for (long start = from; start <= to; start++) {
            long steps = 0;
            for (long n = start; n != 1; steps++) {
                n = n % 2 == 0 ? n / 2 : 3 * n + 1;
                highest = Math.max(highest, n);
            }
            result = Math.max(result, steps);
        }
        Oracle.Answer a = Oracle.compute(from, to);
        assertEquals(result, a.result());
        assertEquals(highest, a.highest());
        assertEquals(to - from + 1, a.reads() - a.updates());
    }

    @Test
    void stepsAreTransitions() {
        // 6, 3, 10, 5, 16, 8, 4, 2, 1 is 8 steps; 837,799 takes 524 (Anderson counted 525 terms)
        assertEquals(8, stepsOf(6));
        assertEquals(8, Oracle.compute(6, 6).result());
        assertEquals(524, stepsOf(837_799));
        assertEquals(524, Oracle.compute(837_799, 837_799).result());
    }

    private static long stepsOf(long n) {
        long s = 0;
        for (; n != 1; s++) {
            n = Collatz.next(n);
        }
        return s;
    }
}
