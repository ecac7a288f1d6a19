package org.dbbench.core.powercut;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** The crash states of a cut that the check is run on, and how each is built into a directory. */
interface CutStates {
    /** The states of the cut whose PROGRAM directory on the layer was {@code directory}. */
    List<CrashState> of(int cut, String directory) throws IOException;

    /** Builds {@code state} at {@code target} (a fresh, not yet existing directory). */
    void build(CrashState state, Path target) throws IOException;
}
