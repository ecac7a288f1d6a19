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
        // each step write is a commit; the raises of result are more, so this is the least it can take
        assertTrue(c.measuredNanos() >= c.updates() * perCommit, c.measuredNanos() + " ns for " + c.updates()
                + " step writes");
        System.clearProperty(ExtraCpu.PROPERTY);
        Coordinator.Counts off = run();
        assertEquals(c.updates(), off.updates(), "the same work, only slower");
        assertTrue(off.measuredNanos() < c.updates() * perCommit, "off unless given: " + off.measuredNanos() + " ns");
    }

    @Test
    void theSpinItselfLastsItsNanoseconds() {
        org.dbbench.core.run.BusyWork spin = new org.dbbench.core.run.BusyWork(200_000);
        long t0 = System.nanoTime();
        for (int i = 0; i < 50; i++) {
            spin.spin();
        }
        assertTrue(System.nanoTime() - t0 >= 50 * 200_000L);
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
