package org.dbbench.core.powercut;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The layer's own single state per cut, "all unsynced lost", under the posix model: what the backing
 * directory holds after the cut (the layer runs at power-meta, so entries whose directory was never
 * fsynced are gone too). Built by copying it.
 */
final class LayerStates implements CutStates {
    private final Path backing;

    LayerStates(Path backing) {
        this.backing = backing;
    }

    @Override
    public List<CrashState> of(int cut, String directory) {
        return List.of(new CrashState(cut, "base", "posix", 0, 0));
    }

    @Override
    public void build(CrashState state, Path target) throws IOException {
        StateCheck.copyTree(backing.resolve("cut-" + state.cut()), target);
    }
}
