package org.dbbench.threeen1.cli;

import java.nio.file.Path;
import java.util.List;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.StoreType;

/**
 * A validated {@code bench threeen1 crash} request: nothing has been created when it exists.
 *
 * @param kill whether kill -9 is among the faults
 * @param powerFaults the power-loss levels asked, in order
 * @param states further crash states per cut and model (0: the layer's own state only)
 * @param models the metadata models of those states
 */
record CrashRequest(List<StoreType> stores, List<Durability> levels, List<Boolean> profiles, int kills,
        Workload workload, int cacheMb, long seed, Path dataDir, Path resultsDir, boolean kill,
        List<PowerLossLevel> powerFaults, int states, List<MetadataModel> models) {
}
