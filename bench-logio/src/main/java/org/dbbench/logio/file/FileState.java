package org.dbbench.logio.file;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.dbbench.core.cli.Values;

/** What the log file looks like before the measured writes, and where they go. */
public enum FileState {
    /** Zero-filled to its full length and synced first, then written sequentially: Derby's way. */
    PREALLOCATED("preallocated"),
    /**
     * Space reserved with fallocate(2) to its full length and synced, never written: the extents are
     * "unwritten", so the file reads as zeros, and the first write into each one makes the file system
     * convert it, a metadata change the next sync must make durable. Then written like preallocated.
     */
    FALLOCATED("fallocated"),
    /** Only the header exists; every write appends and extends the file (and its metadata). */
    GROWING("growing"),
    /** Filled with old data and synced; every write goes to the same place: pg_test_fsync's way. */
    REWRITE("rewrite");

    private final String cliName;

    FileState(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    /** The value named {@code name} (case ignored, as every name the suite reads), or null. */
    public static FileState byName(String name) {
        return Values.named(name, List.of(values()), FileState::cliName);
    }

    public static String names() {
        return Arrays.stream(values()).map(FileState::cliName).collect(Collectors.joining(", "));
    }
}
