package org.dbbench.core.fault;

import java.util.ArrayList;
import java.util.List;

/**
 * Mounts of the power-loss layer left by a run that was killed together with its server: found by
 * their source name (which carries the server's pid), and unmounted when that server is gone.
 */
public final class StaleMounts {
    private StaleMounts() {
    }

    /** Unmounts every stale mount it can; returns one line per mount it could not, with the command to run. */
    public static List<String> clean() {
        List<String> left = new ArrayList<>();
        for (FuseMounts.Entry mount : FuseMounts.powerLossMounts()) {
            boolean serverAlive = mount.serverPid().flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false);
            if (serverAlive) continue;
            FuseMounts.abort(mount);
            if (!FuseMounts.unmount(mount.mountPoint())) {
                left.add("stale power-loss mount at " + mount.mountPoint() + " (its server is gone): run "
                        + FuseMounts.unmountCommand(mount.mountPoint()));
            }
        }
        return left;
    }
}
