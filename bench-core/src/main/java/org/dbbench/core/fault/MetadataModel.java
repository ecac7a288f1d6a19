package org.dbbench.core.fault;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * When a directory operation (create, rename, remove) is on the disk after a power cut. File data is
 * the same under every model: durable once its file is fsynced (fsync or fdatasync) after it.
 */
public enum MetadataModel {
    /**
     * An entry created, renamed or removed is durable only once every directory it touched is fsynced
     * after it (as ALICE models a crash; the layer's power-meta). A file's fsync does not persist its entry.
     */
    POSIX("posix"),
    /**
     * A journal in issue order, as ext4 (data=ordered) behaves: any fsync, of a file or a directory,
     * makes every directory operation issued before it durable; directory operations persist in issue
     * order (a prefix); a rename over an existing file persists the renamed file's earlier data with
     * it (ext4's replace-by-rename flush); an append may persist its new size without its data (zeros).
     */
    EXT4("ext4");

    private final String label;

    MetadataModel(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The model named {@code label}; IllegalArgumentException naming the allowed ones otherwise. */
    public static MetadataModel parse(String label) {
        for (MetadataModel model : values()) {
            if (model.label.equals(label)) return model;
        }
        throw new IllegalArgumentException("unknown metadata model '" + label + "' (allowed: " + labels() + ")");
    }

    public static String labels() {
        return Arrays.stream(values()).map(MetadataModel::label).collect(Collectors.joining(", "));
    }
}
