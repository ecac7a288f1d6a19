package org.dbbench.threeen1.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dbbench.core.BadInputException;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.MemoryStore;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** workload.extra-cpu-ns: bench compare's known effect on 3n+1 workers. */
class ExtraCpuTest {
    @AfterEach
    void clear() {
        System.clearProperty(ExtraCpu.PROPERTY);
    }

    private static Coordinator.Counts run() throws Exception {
        try (Store store = MemoryStore.TYPE.open(new StoreOptions(null, Durability.NONE, true, 0, 0))) {
            return new Coordinator(store, Workload.of(1, 2_000, 1), Progress.NONE).run();
        }
    }

    @Test
    void everyCommitOfARunTakesAtLeastTheBusyWorkGiven() throws Exception {
        long perCommit = 50_000;
        System.setProperty(ExtraCpu.PROPERTY, String.valueOf(perCommit));
        Coordinator.Counts c = run();
        // each step write is a commit; the raises of result are more, so this is about the least it
        // can take (the steps were timed at their fastest; 0.8 leaves room for that timing's error)
        assertTrue(c.measuredNanos() >= 0.8 * c.updates() * perCommit, c.measuredNanos() + " ns for "
                + c.updates() + " step writes");
        System.clearProperty(ExtraCpu.PROPERTY);
        Coordinator.Counts off = run();
        assertEquals(c.updates(), off.updates(), "the same work, only slower");
        assertTrue(off.measuredNanos() < c.updates() * perCommit, "off unless given: " + off.measuredNanos() + " ns");
    }

    @Test
    void aValueThatIsNotAWholeNonNegativeNumberIsRefused() {
        for (String bad : new String[] {"-1", "lots", "1.5", "2000000000"}) {
            System.setProperty(ExtraCpu.PROPERTY, bad);
            BadInputException e = assertThrows(BadInputException.class, ExtraCpu::configured, bad);
            assertTrue(e.getMessage().startsWith(ExtraCpu.PROPERTY + "=" + bad + " is not"), e.getMessage());
        }
        System.setProperty(ExtraCpu.PROPERTY, "1_000");
        assertEquals(1000, ExtraCpu.configured());
        System.clearProperty(ExtraCpu.PROPERTY);
        assertEquals(0, ExtraCpu.configured());
    }
}
