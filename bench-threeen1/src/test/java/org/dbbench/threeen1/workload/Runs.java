package org.dbbench.threeen1.workload;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;
import org.dbbench.threeen1.registry.Stores;
import org.junit.jupiter.params.provider.Arguments;

/** Helpers for tests that run the workload on real stores. */
final class Runs {
    private Runs() {
    }

    /** A whole run on a fresh store in a scratch directory under {@code scratch}. */
    static RunResult fresh(StoreType type, Workload w, Path scratch) throws InterruptedException {
        return StoreRun.execute(new StoreRun.Plan(type, Durability.RELAXED, true, 0, w, null, scratch), Progress.NONE);
    }

    /** A whole run on the kept store in {@code db}. */
    static RunResult kept(StoreType type, Workload w, Path db) throws InterruptedException {
        return StoreRun.execute(new StoreRun.Plan(type, Durability.RELAXED, true, 0, w, db, null), Progress.NONE);
    }

    /** Every registered store, so a store added to the registry is tested without a new line here. */
    static Stream<Arguments> everyStore() {
        return Stores.all().stream().map(t -> Arguments.of(t.name()));
    }

    /** Every registered store that keeps its data on disk. */
    static Stream<Arguments> everyPersistentStore() {
        return Stores.all().stream().filter(StoreType::persistent).map(t -> Arguments.of(t.name()));
    }
}
