package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.dbbench.threeen1.store.StoreType;

/**
 * Lock files that only keep a second live process out, removed once the killed child is known dead.
 * HSQLDB's lock file carries a heartbeat its owner rewrites every 10 s, and an open waits until that
 * heartbeat is 10 s old before it takes the lock over: after every kill or power cut the reopen would
 * wait about 10 s that are not recovery (1,800 cuts in a campaign: 5 hours of waiting). The file holds
 * no data, so removing it changes nothing the check judges. The other engines lock with the operating
 * system (fcntl, flock), which lets go when the process dies.
 */
final class StaleLockFiles {
    /** Store name to the lock file its directory holds. */
    private static final Map<String, String> HEARTBEAT_LOCKS = Map.of("hsqldb", "hsqldb.lck");

    private StaleLockFiles() {
    }

    /** Call only after the process that held the lock has exited. */
    static void removeAfterDeath(StoreType type, Path dir) throws IOException {
        String name = HEARTBEAT_LOCKS.get(type.name());
        if (name != null) {
            Files.deleteIfExists(dir.resolve(name));
        }
    }
}
