package org.dbbench.logio.file;

import java.util.List;
import org.dbbench.core.cli.Values;

/**
 * Whether the log file's pages are in the page cache when a write starts. On Linux a write that
 * covers part of a page that is not cached makes the kernel read that page first: where
 * misalignment costs, and the likely cause of the 2004 tables' differences.
 */
public enum CacheState {
    /** Pages stay cached (laid out through the cache, then written by the run itself). */
    WARM("warm"),
    /**
     * Before every measured write (untimed) the file is fdatasync'ed and its pages dropped with
     * posix_fadvise(POSIX_FADV_DONTNEED). Every write, not only the first of an iteration: in a
     * sequential log the previous write leaves its last page cached, so dropping once per iteration
     * would measure a cold page only once.
     */
    COLD("cold");

    private final String cliName;

    CacheState(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    /** The value named {@code name} (case ignored, as every name the suite reads), or null. */
    public static CacheState byName(String name) {
        return Values.named(name, List.of(values()), CacheState::cliName);
    }
}
