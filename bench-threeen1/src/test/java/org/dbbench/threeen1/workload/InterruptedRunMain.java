package org.dbbench.threeen1.workload;

import java.nio.file.Path;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.registry.Stores;

/** A long run on a fresh store under a scratch parent, for {@link ShutdownTest} to stop with SIGTERM. */
public final class InterruptedRunMain {
    private InterruptedRunMain() {
    }

    public static void main(String[] args) throws Exception {
        Path scratchParent = Path.of(args[1]);
        RunResult r = StoreRun.execute(new StoreRun.Plan(Stores.byName(args[0]), Durability.RELAXED, true, 0,
                Workload.of(1, 3_000_000, 4), null, scratchParent), Progress.NONE);
        // a stopped run returns (the shutdown hook waits for it) and must say it is incomplete
        System.out.println(r.valid() ? "finished without being stopped" : "stopped: " + r.problems());
    }
}
