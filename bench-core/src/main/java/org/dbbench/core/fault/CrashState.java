package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;

/**
 * One crash state of a cut: which of the operations not yet durable reach the disk. Drawn by
 * {@link CrashStates#state}; the same log, snapshot, model, seed and index always give the same state.
 */
public final class CrashState {
    private final CrashStates states;
    private final int index;
    private final StateKind kind;
    private final MetadataModel model;
    private final long seed;
    final BitSet kept;
    final int torn;
    final long tornBytes;
    final BitSet sizeOnly;

    CrashState(CrashStates states, int index, StateKind kind, MetadataModel model, long seed, BitSet kept, int torn,
            long tornBytes, BitSet sizeOnly) {
        this.states = states;
        this.index = index;
        this.kind = kind;
        this.model = model;
        this.seed = seed;
        this.kept = kept;
        this.torn = torn;
        this.tornBytes = tornBytes;
        this.sizeOnly = sizeOnly;
    }

    /** 0 for the base state ("all unsynced lost"), 1.. for the further ones. */
    public int index() {
        return index;
    }

    public StateKind kind() {
        return kind;
    }

    public MetadataModel model() {
        return model;
    }

    /** The seed the further states were drawn with (the base state does not depend on it). */
    public long seed() {
        return seed;
    }

    /**
     * Writes this state into {@code target} (which must not exist yet): a full copy the caller may
     * change freely, no other state shares a byte with it.
     */
    public void materialise(Path target) throws IOException {
        states.materialise(this, target);
    }

    /** The shortest description: the kind, the model, and which pending operations were kept and which dropped. */
    public String describe() {
        return states.describe(this);
    }

    /** Every pending operation, kept or not, one per line ("#12 write 4096 B at 8192 of /log: kept"). */
    public String explain() {
        return states.explain(this);
    }

    @Override
    public String toString() {
        return describe();
    }
}
