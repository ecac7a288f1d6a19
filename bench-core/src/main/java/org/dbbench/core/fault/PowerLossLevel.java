package org.dbbench.core.fault;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * What a simulated power cut forgets: the rungs of docs/power-loss.md, the layer's own single state per
 * cut. In terms of {@link CrashStates}: power-meta is the base state under {@link MetadataModel#POSIX};
 * power keeps every directory entry (no metadata model); power-torn is power plus a torn last write.
 * More states per cut: {@link PowerLossMount#start(java.nio.file.Path, PowerLossLevel, long, boolean)}
 * with recording, then {@link PowerLossMount#lastCut()}.
 */
public enum PowerLossLevel {
    /** Every byte written since the file's last fsync/fdatasync is gone; directory entries stay. */
    POWER("power"),
    /** As power, and directory entries created, renamed or removed since their directory's last fsync are undone. */
    POWER_META("power-meta"),
    /** As power, but the last unsynced write reaches the disk up to a 512-byte sector boundary inside it. */
    POWER_TORN("power-torn");

    private final String label;

    PowerLossLevel(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean undoesDirectoryEntries() {
        return this == POWER_META;
    }

    public boolean tearsLastWrite() {
        return this == POWER_TORN;
    }

    public static PowerLossLevel parse(String label) {
        for (PowerLossLevel level : values()) {
            if (level.label.equals(label)) return level;
        }
        throw new IllegalArgumentException("unknown power-loss level '" + label + "' (allowed: " + labels() + ")");
    }

    public static String labels() {
        return Arrays.stream(values()).map(PowerLossLevel::label).collect(Collectors.joining(", "));
    }
}
