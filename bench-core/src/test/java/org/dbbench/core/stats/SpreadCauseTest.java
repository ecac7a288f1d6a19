package org.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Recorded facts that point to each cause, and quiet ones that point to none. */
class SpreadCauseTest {
    /** A run on a quiet 2-CPU machine: nothing to blame. */
    private static RunConditions quiet() {
        return new RunConditions(2, 0.05, 1.0, 0, 0.01, 0.3, 0.01, 0, 5, 0, 10);
    }

    private static String cause(RunConditions slow) {
        return SpreadCause.of(List.of(new SpreadCause.Run(10, quiet()), new SpreadCause.Run(10.5, quiet()),
                new SpreadCause.Run(14, slow)));
    }

    @Test
    void otherLoadIsNamedWithItsCpusAndLoadAverage() {
        String c = cause(new RunConditions(2, 1.4, 3.8, 0, 0.01, 0.9, 0.01, 0, 5, 0, 10));
        assertTrue(c.startsWith("other load on the machine (other processes used 1.4 of 2 CPUs in the slowest"
                + " run, 0.1 in the fastest; load avg up to 3.8)"), c);
    }

    @Test
    void stealInAVirtualMachine() {
        String c = cause(new RunConditions(2, 0.05, 1.0, 0.09, 0.01, 0.3, 0.01, 0, 5, 0, 10));
        assertEquals("CPU steal: the hypervisor gave 9% of the CPU time to other guests in the slowest run (0% in"
                + " the fastest)", c);
    }

    @Test
    void garbageCollection() {
        String c = cause(new RunConditions(2, 0.05, 1.0, 0, 0.24, 0.3, 0.01, 0, 5, 0, 10));
        assertEquals("24% of the slowest run in GC (1% of the fastest)", c);
    }

    @Test
    void ioAndMemoryPressure() {
        assertTrue(cause(new RunConditions(2, 0.05, 1.0, 0, 0.01, 0.3, 0.45, 0, 5, 0, 10))
                .startsWith("waiting for I/O (tasks stalled on I/O 45% of the slowest run, 1% of the fastest)"));
        assertTrue(cause(new RunConditions(2, 0.05, 1.0, 0, 0.01, 0.3, 0.01, 0.08, 5, 0, 10))
                .startsWith("memory pressure (tasks stalled on memory 8% of the slowest run)"));
    }

    @Test
    void pageCacheMissesAndWriteback() {
        assertTrue(cause(new RunConditions(2, 0.05, 1.0, 0, 0.01, 0.3, 0.01, 0, 5, 12_345, 10))
                .startsWith("page cache misses (12,345 major page faults in the slowest run, 0 in the fastest)"));
        assertTrue(cause(new RunConditions(2, 0.05, 1.0, 0, 0.01, 0.3, 0.01, 0, 420, 0, 10))
                .startsWith("page cache writeback (420 MB of dirty pages when the slowest run started, 5 MB"));
    }

    @Test
    void aStoreThatWroteMoreInTheSlowRunHadACheckpoint() {
        String c = cause(new RunConditions(2, 0.05, 1.0, 0, 0.01, 0.3, 0.01, 0, 5, 0, 64));
        assertTrue(c.startsWith("the store wrote more in the slowest run (64 MB vs 10 MB: a checkpoint"), c);
    }

    @Test
    void theStrongestCauseComesFirstAndASecondIsAdded() {
        String c = cause(new RunConditions(2, 0.3, 2.5, 0, 0.40, 0.3, 0.01, 0, 5, 0, 10));
        assertTrue(c.startsWith("40% of the slowest run in GC"), c);
        assertTrue(c.contains("; also other load on the machine"), c);
    }

    @Test
    void quietFactsBlameNothingAndMissingFactsSaySo() {
        String c = cause(quiet());
        assertTrue(c.startsWith("no cause in the recorded facts"), c);
        assertFalse(c.contains("other processes used"), c);
        assertEquals("no run facts recorded, cause unknown",
                SpreadCause.of(List.of(new SpreadCause.Run(1, null), new SpreadCause.Run(2, null))));
    }

    @Test
    void gcAsHighInTheFastestRunDoesNotExplainTheSpread() {
        RunConditions gcHeavy = new RunConditions(2, 0.05, 1.0, 0, 0.30, 0.3, 0.01, 0, 5, 0, 10);
        String c = SpreadCause.of(List.of(new SpreadCause.Run(10, gcHeavy), new SpreadCause.Run(14, gcHeavy)));
        assertFalse(c.contains("of the slowest run in GC"), c);
        assertTrue(c.startsWith("no cause in the recorded facts"), c);
    }

    @Test
    void factsRoundTripThroughTheirMetricNamesAndCombinePerFork() {
        RunConditions a = new RunConditions(2, 1, 2, 0, 0.1, 0, 0, 0, 10, 5, 3);
        RunConditions b = new RunConditions(2, 3, 4, 0, 0.3, 0, 0, 0, 30, 7, 5);
        RunConditions both = RunConditions.combine(List.of(a, b));
        assertEquals(2, both.otherCpus(), 1e-9); // averaged
        assertEquals(0.2, both.gcShare(), 1e-9);
        assertEquals(12, both.majorFaults(), 1e-9); // added up
        assertEquals(8, both.writtenMb(), 1e-9);
        assertEquals(RunConditions.METRICS.keySet(), a.asMap().keySet());
    }
}
