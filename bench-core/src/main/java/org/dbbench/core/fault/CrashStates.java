package org.dbbench.core.fault;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The crash states of one power cut, from the directory as it was at the mount (the snapshot) and
 * the operations the layer logged since ({@link CrashOpLog}). State 0 is the base state: every
 * operation not durable under the model is lost (the layer's own single state). States 1.. are drawn
 * with a seed from the pending operations, the kinds taking turns (prefix, reordered, torn: see
 * {@link StateKind}). A state is rebuilt exactly from snapshot, log, model, seed and index: no
 * program runs again. Usage:
 * <pre>
 * CrashStates states = CrashStates.load(snapshot, opLog);
 * for (CrashState s : states.draw(MetadataModel.POSIX, 5, seed)) {
 *     s.materialise(dir);   // a fresh directory; check it, print s.describe() when it fails
 * }
 * </pre>
 */
public final class CrashStates {
    private final Path snapshot;
    private final List<InodeOp> ops;
    private final Map<Long, InodeOp.Entry> origin;
    private final Map<MetadataModel, BitSet> durable = new EnumMap<>(MetadataModel.class);

    private CrashStates(Path snapshot, List<InodeOp> ops, Map<Long, InodeOp.Entry> origin) {
        this.snapshot = snapshot;
        this.ops = ops;
        this.origin = origin;
    }

    /** The states of the cut whose snapshot directory and operation log file are given. */
    public static CrashStates load(Path snapshot, Path opLog) throws IOException {
        return of(snapshot, CrashOpLog.read(opLog));
    }

    /** The states of a snapshot directory and operations given in issue order (tests script them). */
    public static CrashStates of(Path snapshot, List<CrashOp> log) throws IOException {
        if (!Files.isDirectory(snapshot)) throw new IOException("no snapshot directory at " + snapshot);
        LogResolver resolver = new LogResolver(snapshot);
        List<InodeOp> ops = resolver.resolve(log);
        return new CrashStates(snapshot, ops, resolver.origin());
    }

    /** The base state and {@code further} drawn states, in index order. */
    public List<CrashState> draw(MetadataModel model, int further, long seed) {
        List<CrashState> states = new ArrayList<>(further + 1);
        for (int i = 0; i <= further; i++) states.add(state(model, seed, i));
        return states;
    }

    /** State number {@code index} (0: the base state) under {@code model}, drawn with {@code seed}. */
    public CrashState state(MetadataModel model, long seed, int index) {
        if (index < 0) throw new IllegalArgumentException("a state index is 0 or more, not " + index);
        return StateDraw.draw(this, model, seed, index);
    }

    /** How many operations are neither durable nor syncs under {@code model}: what states choose from. */
    public int pendingCount(MetadataModel model) {
        return DurabilityRules.pending(ops, durable(model)).size();
    }

    List<InodeOp> ops() {
        return ops;
    }

    BitSet durable(MetadataModel model) {
        return (BitSet) durable.computeIfAbsent(model, m -> {
            BitSet d = DurabilityRules.durable(ops, m);
            DurabilityRules.flushBeforeReplacingRenames(ops, d, m);
            return d;
        }).clone();
    }

    void materialise(CrashState state, Path target) throws IOException {
        if (Files.exists(target)) throw new IOException("a state is written to a new directory; " + target + " exists");
        StateMaterialiser.build(snapshot, ops, origin, state.kept, state.torn, state.tornBytes, state.sizeOnly, target);
    }

    String describe(CrashState state) {
        return StateDescription.shortForm(ops, DurabilityRules.pending(ops, durable(state.model())), state);
    }

    String explain(CrashState state) {
        return StateDescription.everyPending(ops, DurabilityRules.pending(ops, durable(state.model())), state);
    }
}
