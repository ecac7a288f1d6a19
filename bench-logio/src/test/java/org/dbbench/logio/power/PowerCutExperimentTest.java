package org.dbbench.logio.power;

import static org.junit.jupiter.api.Assertions.assertFalse;
import java.nio.file.Files;
import java.nio.file.Path;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.fault.FuseSupport;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.fault.PowerLossMount;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.write.SyncMethod;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** One power cut with a method that never syncs, one that fdatasyncs and one that opens O_DSYNC. */
class PowerCutExperimentTest {

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void unsyncedRecordsAreLostAndSyncedOnesAreNot() throws Exception {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        List<SyncMethod> methods = List.of(SyncMethod.NOSYNC, SyncMethod.FORCE_FALSE, SyncMethod.OPEN_DSYNC);
        Map<SyncMethod, PowerCutExperiment.Losses> losses;
        try (PowerLossMount mount = PowerLossMount.start(TestDirs.fresh("power-cut"), PowerLossLevel.POWER, 7)) {
            losses = new PowerCutExperiment(mount, methods, 256, 7).run(1, line -> { });
        }
        PowerCutExperiment.Losses nosync = losses.get(SyncMethod.NOSYNC);
        assertEquals(1, nosync.cuts);
        assertTrue(nosync.acknowledged > 0, "nosync wrote records before the cut");
        assertEquals(nosync.acknowledged, nosync.acknowledgedLost(), "nothing nosync wrote was synced, all is lost");
        for (SyncMethod durable : List.of(SyncMethod.FORCE_FALSE, SyncMethod.OPEN_DSYNC)) {
            PowerCutExperiment.Losses l = losses.get(durable);
            assertTrue(l.acknowledged > 0, durable.cliName() + " wrote records before the cut");
            assertEquals(0, l.acknowledgedLost(), durable.cliName() + " lost acknowledged records");
        }
    }

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void crashStatesKeepSomeUnsyncedRecordsAndNeverLoseSyncedOnes() throws Exception {
        if (System.getenv("CI") == null) Assumptions.assumeTrue(FuseSupport.missing().isEmpty(), "no FUSE here");
        List<SyncMethod> methods = List.of(SyncMethod.NOSYNC, SyncMethod.FORCE_FALSE);
        Path scratch = TestDirs.fresh("power-states");
        PowerCutExperiment experiment;
        try (PowerLossMount mount = PowerLossMount.start(scratch, PowerLossLevel.POWER, 7, true)) {
            experiment = new PowerCutExperiment(mount, methods, 256, 7).withStates(3, scratch.resolve("kept"));
            experiment.run(1, line -> { });
        }
        for (org.dbbench.core.fault.MetadataModel model : org.dbbench.core.fault.MetadataModel.values()) {
            Map<SyncMethod, PowerCutExperiment.Losses> byMethod = experiment.stateLosses().get(model);
            PowerCutExperiment.Losses synced = byMethod.get(SyncMethod.FORCE_FALSE);
            assertEquals(4, synced.cuts, "the base state and 3 drawn ones");
            assertEquals(0, synced.acknowledgedLost(), model + ": fdatasync'd records survive every state");
            PowerCutExperiment.Losses nosync = byMethod.get(SyncMethod.NOSYNC);
            assertTrue(nosync.acknowledgedLost() < nosync.acknowledged,
                    model + ": a prefix or reordered state keeps some unsynced records the base state loses");
        }
        assertEquals(List.of(), experiment.brokenStates());
        assertFalse(Files.exists(scratch.resolve("kept")), "nothing broke, nothing kept");
    }
}
