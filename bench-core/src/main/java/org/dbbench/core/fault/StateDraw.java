package org.dbbench.core.fault;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Draws crash state number {@code index}: which pending operations it keeps. Each state has a random
 * source of its own, from the seed and its index, so state 7 is the same whether or not states 1-6
 * were drawn.
 */
final class StateDraw {
    private StateDraw() {
    }

    static CrashState draw(CrashStates states, MetadataModel model, long seed, int index) {
        List<InodeOp> ops = states.ops();
        BitSet kept = states.durable(model);
        List<Integer> pending = DurabilityRules.pending(ops, kept);
        BitSet sizeOnly = new BitSet();
        if (index == 0) return new CrashState(states, 0, StateKind.BASE, model, seed, kept, -1, 0, sizeOnly);
        StateKind kind = StateKind.ofFurther(index);
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
        int torn = -1;
        long tornBytes = 0;
        if (kind == StateKind.PREFIX) {
            int k = pending.isEmpty() ? 0 : 1 + random.nextInt(pending.size());
            for (int i = 0; i < k; i++) kept.set(pending.get(i));
        } else if (kind == StateKind.REORDERED) {
            keepSubset(ops, pending, model, random, kept);
        } else {
            List<Integer> tearable = new ArrayList<>();
            for (int i : pending) {
                if (ops.get(i).kind() == InodeOp.Kind.WRITE && boundaries(ops.get(i)) > 0) tearable.add(i);
            }
            if (!tearable.isEmpty()) {
                torn = tearable.get(random.nextInt(tearable.size()));
                InodeOp w = ops.get(torn);
                long first = (w.offset() / PowerLossFs.SECTOR + 1) * PowerLossFs.SECTOR;
                tornBytes = first + PowerLossFs.SECTOR * (long) random.nextInt((int) boundaries(w)) - w.offset();
            }
        }
        if (model == MetadataModel.EXT4 && kind != StateKind.TORN) {
            for (int i : pending) {
                if (!kept.get(i) && ops.get(i).appends() && random.nextBoolean()) sizeOnly.set(i);
            }
        }
        DurabilityRules.flushBeforeReplacingRenames(ops, kept, model);
        return new CrashState(states, index, kind, model, seed, kept, torn, tornBytes, sizeOnly);
    }

    /** Each pending data operation with probability 1/2; directory operations too, but under ext4 as a prefix (its journal). */
    private static void keepSubset(List<InodeOp> ops, List<Integer> pending, MetadataModel model, SplittableRandom random,
            BitSet kept) {
        int metadata = (int) pending.stream().filter(i -> ops.get(i).isMetadata()).count();
        int journalPrefix = random.nextInt(metadata + 1);
        int metadataSeen = 0;
        for (int i : pending) {
            boolean keep;
            if (ops.get(i).isMetadata() && model == MetadataModel.EXT4) keep = metadataSeen++ < journalPrefix;
            else keep = random.nextBoolean();
            if (keep) kept.set(i);
        }
    }

    /** The 512-byte boundaries strictly inside a write: where it may tear. */
    static long boundaries(InodeOp w) {
        long sector = PowerLossFs.SECTOR;
        long end = w.offset() + w.length();
        long first = (w.offset() / sector + 1) * sector;
        return first < end ? (end - 1 - first) / sector + 1 : 0;
    }
}
