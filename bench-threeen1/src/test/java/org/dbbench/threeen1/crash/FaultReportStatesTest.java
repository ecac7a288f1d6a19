package org.dbbench.threeen1.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.junit.jupiter.api.Test;

/** crash.json and the table with --states: the layer's record, then one per model naming it, and a line per broken state. */
class FaultReportStatesTest {
    @Test
    void eachModelIsARecordOfItsOwnAndEachBrokenStateALineWithItsReplay() {
        KillCycle.Spec spec = new KillCycle.Spec(Stores.byName("h2-mvstore"), Durability.DURABLE, true, 0,
                Workload.of(1, 2000, 2), 0);
        Map<String, Object> broken = new StateChecks.Broken(1, "posix", "torn", 3, 42, "torn state 3 under posix (seed 42): ...",
                "scripts/bench threeen1 crash --replay /k/cut-1 --model posix --state 3").json();
        PowerCutSeries.Result r = new PowerCutSeries.Result(spec, PowerLossLevel.POWER, 2, 600, 0, 0, 0, 0, List.of(), List.of(
                new PowerCutSeries.StatesResult("posix", 3, 8, 2400, 300, 0, 0, 0, List.of("cut 1, posix torn state 3: lost"), List.of(broken)),
                new PowerCutSeries.StatesResult("ext4", 3, 8, 2400, 0, 0, 0, 0, List.of(), List.of())));
        List<Map<String, Object>> records = FaultReport.records(r);
        assertEquals(3, records.size());
        assertEquals("entries kept", records.get(0).get("model"), "the layer's own state at power keeps every entry");
        assertEquals(List.of("posix", "ext4"), List.of(records.get(1).get("model"), records.get(2).get("model")));
        assertEquals("broken", records.get(1).get("claim"));
        assertEquals("held", records.get(2).get("claim"));
        assertEquals(8, records.get(1).get("states"));
        assertEquals(List.of(broken), records.get(1).get("broken_states"));
        List<String> lines = FaultReport.brokenStateLines(r);
        assertEquals(List.of("BROKEN STATE: h2-mvstore durable power cut 1: torn state 3 under posix (seed 42): ...."
                + " Replay: scripts/bench threeen1 crash --replay /k/cut-1 --model posix --state 3"), lines);
        List<List<String>> rows = FaultReport.table(records, "1..2,000, k=2").rows();
        assertEquals(List.of("power", "power/posix", "power/ext4"), rows.stream().map(row -> row.get(2)).toList());
        assertTrue(rows.get(1).get(3).equals("8"), "cuts shows the states checked: " + rows.get(1));
    }
}
