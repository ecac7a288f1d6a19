package org.dbbench.threeen1.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.dbbench.threeen1.store.Durability;
import org.junit.jupiter.api.Test;

/** A reopen that fails loses what its cut acknowledged, and says so in a column of its own. */
class CutTallyTest {
    @Test
    void aFailedReopenCountsItsAcknowledgedCommitsAsLostApartFromTheReadableLosses() {
        CutTally tally = new CutTally(Durability.NONE);
        tally.opened("cut 1", 100, 7, 0);
        tally.failedToOpen("cut 2", 40, "IOException: bad header");
        tally.opened("cut 3", 10, 0, 0);
        assertEquals(150, tally.acknowledged);
        assertEquals(7, tally.lost, "lost: what a reopened store did not have");
        assertEquals(40, tally.lostUnopened, "every commit the unopened store acknowledged is lost");
        assertEquals(1, tally.failedOpens);
        assertEquals(3, tally.states);
        assertEquals(List.of(), tally.findings, "at none a failed open breaks no claim, but its losses are counted");
    }

    @Test
    void aFailedReopenAtADurableLevelIsAFinding() {
        CutTally tally = new CutTally(Durability.DURABLE);
        tally.failedToOpen("cut 2 (after 5 commits)", 5, "reopen hung");
        assertEquals(5, tally.lostUnopened);
        assertTrue(tally.findings.get(0).startsWith("cut 2 (after 5 commits): would not open"), tally.findings::toString);
    }
}
