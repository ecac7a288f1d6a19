package org.dbbench.core.fault;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which operations of a resolved log a power cut cannot lose under a {@link MetadataModel}: file data
 * followed by a sync of its file; a directory operation followed by a sync of each directory it
 * touched (posix), or by any sync at all (ext4, whose journal commits every earlier directory
 * operation). Everything else is pending: a crash state may keep it or not.
 */
final class DurabilityRules {
    private DurabilityRules() {
    }

    /** The indices (into {@code ops}) of the operations durable at the end of the log. */
    static BitSet durable(List<InodeOp> ops, MetadataModel model) {
        BitSet durable = new BitSet(ops.size());
        Set<Long> filesSyncedLater = new HashSet<>();
        Set<Long> directoriesSyncedLater = new HashSet<>();
        boolean anySyncLater = false;
        for (int i = ops.size() - 1; i >= 0; i--) {
            InodeOp op = ops.get(i);
            if (op.kind() == InodeOp.Kind.FILE_SYNC) {
                filesSyncedLater.add(op.inode());
                anySyncLater = true;
            } else if (op.kind() == InodeOp.Kind.DIRECTORY_SYNC) {
                directoriesSyncedLater.add(op.inode());
                anySyncLater = true;
            } else if (op.isData()) {
                if (filesSyncedLater.contains(op.inode())) durable.set(i);
            } else if (model == MetadataModel.EXT4 ? anySyncLater : directoriesSynced(op, directoriesSyncedLater)) {
                durable.set(i);
            }
        }
        return durable;
    }

    private static boolean directoriesSynced(InodeOp op, Set<Long> synced) {
        return (op.from() == null || synced.contains(op.from().parent()))
                && (op.to() == null || synced.contains(op.to().parent()));
    }

    /** The operations a state may keep or drop: neither durable nor a sync, in issue order. */
    static List<Integer> pending(List<InodeOp> ops, BitSet durable) {
        List<Integer> pending = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            if (!durable.get(i) && !ops.get(i).isSync()) pending.add(i);
        }
        return pending;
    }

    /**
     * ext4's replace-by-rename: a kept rename over an existing file keeps the renamed file's data
     * written before it (ext4 flushes it before committing the rename). Changes {@code kept} in place.
     */
    static void flushBeforeReplacingRenames(List<InodeOp> ops, BitSet kept, MetadataModel model) {
        if (model != MetadataModel.EXT4) return;
        for (int i = kept.nextSetBit(0); i >= 0; i = kept.nextSetBit(i + 1)) {
            InodeOp rename = ops.get(i);
            if (rename.kind() != InodeOp.Kind.RENAME || !rename.replaces()) continue;
            for (int j = 0; j < i; j++) {
                if (ops.get(j).isData() && ops.get(j).inode() == rename.inode()) kept.set(j);
            }
        }
    }
}
