package org.dbbench.logio.jmh;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * pg_test_fsync's cases, as one commit each: one vs two 8kB writes per commit (one sync after both,
 * where the method syncs separately), and 16kB written as 1x16kB, 2x8kB, 4x4kB, 8x2kB or 16x1kB
 * writes, each made durable (pg measures that series with open_sync). Writes go one after another
 * from the start of a file that is rewritten in place, as pg_test_fsync does.
 */
public enum PgPattern {
    ONE_8K("1x8k", "one 8kB write per commit", 1, 8, false),
    TWO_8K("2x8k", "two 8kB writes per commit", 2, 8, false),
    SIXTEEN_AS_1X16K("16k-1x16k", "16kB as 1 x 16kB, each synced", 1, 16, true),
    SIXTEEN_AS_2X8K("16k-2x8k", "16kB as 2 x 8kB, each synced", 2, 8, true),
    SIXTEEN_AS_4X4K("16k-4x4k", "16kB as 4 x 4kB, each synced", 4, 4, true),
    SIXTEEN_AS_8X2K("16k-8x2k", "16kB as 8 x 2kB, each synced", 8, 2, true),
    SIXTEEN_AS_16X1K("16k-16x1k", "16kB as 16 x 1kB, each synced", 16, 1, true);

    public static final List<PgPattern> ALL = List.of(values());

    private final String cliName;
    private final String description;
    private final int writes;
    private final int sizeKb;
    private final boolean syncEach;

    PgPattern(String cliName, String description, int writes, int sizeKb, boolean syncEach) {
        this.cliName = cliName;
        this.description = description;
        this.writes = writes;
        this.sizeKb = sizeKb;
        this.syncEach = syncEach;
    }

    public String cliName() {
        return cliName;
    }

    public String description() {
        return description;
    }

    public int writes() {
        return writes;
    }

    public int sizeKb() {
        return sizeKb;
    }

    public boolean syncEach() {
        return syncEach;
    }

    /** The group pg_test_fsync prints it in. */
    public String group() {
        return syncEach ? "16kB open_sync write in different write sizes" : "file sync methods, " + description;
    }

    public static PgPattern byName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(p -> p.cliName.equals(n)).findFirst().orElse(null);
    }
}
