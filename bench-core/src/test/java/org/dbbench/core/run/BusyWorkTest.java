package org.dbbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The known effect's busy work: a count of steps timed in this JVM, so N ns costs about N ns. */
class BusyWorkTest {
    @Test
    void theStepsAreInProportionToTheNanosecondsAndNoneWhenOff() {
        assertEquals(0, new BusyWork(0).steps());
        assertTrue(new BusyWork(1).steps() >= 1, "the smallest setting still does a step");
        long thousand = new BusyWork(1_000).steps();
        long hundredThousand = new BusyWork(100_000).steps();
        // the same step time divides both; only the rounding of the smaller one differs
        assertEquals(100.0, hundredThousand / (double) thousand, 100.0 / thousand + 0.01,
                thousand + " and " + hundredThousand + " steps");
        double stepNs = BusyWork.StepTime.NANOS;
        assertTrue(stepNs > 0.05 && stepNs < 50, "one dependent multiply-add takes ns, not " + stepNs);
        assertEquals(Math.round(100_000 / stepNs), hundredThousand);
    }

    @Test
    void aSpinLastsAboutItsNanoseconds() {
        BusyWork spin = new BusyWork(200_000);
        spin.spin();
        long t0 = System.nanoTime();
        for (int i = 0; i < 50; i++) {
            spin.spin();
        }
        long took = System.nanoTime() - t0;
        // at least: the steps were timed at their fastest; a loaded machine only makes them longer
        assertTrue(took >= 0.8 * 50 * 200_000L, took + " ns for 50 spins of 200 us");
        assertTrue(new BusyWork(300).describe().startsWith("300 ns = "), new BusyWork(300).describe());
    }
}
