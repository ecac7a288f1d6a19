package org.dbbench.threeen1.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.workload.Workload;
import org.junit.jupiter.api.Test;

/** A series that stopped before its restart (no final run) is judged on its kills alone, without failing itself. */
class CrashSeriesResultTest {
    @Test
    void aSeriesWithoutItsRestartIsJudgedOnItsKills() {
        KillCycle.Spec spec = new KillCycle.Spec(Stores.byName("h2"), Durability.DURABLE, true, 0, Workload.of(1, 1000, 2), 0);
        CrashSeries.Result stopped = new CrashSeries.Result(spec, List.of(), null);
        assertEquals(List.of(), stopped.failures(), "no kill lost anything, and there is no restart to check");
        assertEquals(0, stopped.killed());
    }
}
