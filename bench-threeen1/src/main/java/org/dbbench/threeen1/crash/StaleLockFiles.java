package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dbbench.threeen1.store.StoreType;

/**
 * The store's heartbeat lock files ({@link StoreType#heartbeatLocks()}), removed once the killed child
 * is known dead: they hold no data, so removing them changes nothing the check judges, and a reopen
 * then measures recovery instead of waiting for a heartbeat to go stale (HSQLDB: ~10 s per cut, five
 * hours over a campaign's 1,800 cuts).
 */
final class StaleLockFiles {
    private StaleLockFiles() {
    }

    /** Call only after the process that held the lock has exited. */
    static void removeAfterDeath(StoreType type, Path dir) throws IOException {
        for (String name : type.heartbeatLocks()) {
            Files.deleteIfExists(dir.resolve(name));
        }
    }
}
