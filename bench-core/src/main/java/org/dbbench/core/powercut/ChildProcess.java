package org.dbbench.core.powercut;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one process a {@code bench powercut} run has going (PROGRAM of a cut, or the check of a state),
 * for a Ctrl-C or SIGTERM that must not leave it behind. Starting a process and recording it happen
 * under one lock, which {@link #shutDown} takes too: a shutdown either comes first, and no process
 * starts after it, or comes after the start, and finds the process to kill. A process started before
 * its recording could be missed by a shutdown in between, and outlive bench.
 */
final class ChildProcess {
    /** How a process is started: {@link ProcessBuilder#start}, or a test's stand-in. */
    interface Starter {
        Process start(ProcessBuilder builder) throws IOException;
    }

    private final Object lock = new Object();
    private final Starter starter;
    private Process current;
    private boolean shutDown;

    ChildProcess() {
        this(ProcessBuilder::start);
    }

    ChildProcess(Starter starter) {
        this.starter = starter;
    }

    /** Starts the process and records it, or refuses once {@link #shutDown} has run. */
    Process start(ProcessBuilder builder) throws IOException {
        synchronized (lock) {
            if (shutDown) throw new IOException("bench is stopping: no process is started");
            Process p = starter.start(builder);
            current = p;
            return p;
        }
    }

    /** The process has ended (or been waited for): a later shutdown has nothing of it to kill. */
    void ended(Process p) {
        synchronized (lock) {
            if (current == p) current = null;
        }
    }

    /** Kills the process running now, with everything it started, and lets no other start. */
    void shutDown() {
        synchronized (lock) {
            shutDown = true;
            if (current != null) killTree(current);
        }
    }

    /**
     * SIGKILL to a process, then to every process it started. The process dies first: a shell waiting
     * on its children would otherwise see them die and exit 0 on its own. Its descendants are listed
     * before (once it is dead they belong to init), and again in a second pass, for a child that
     * forked while the first ran.
     */
    static void killTree(Process p) {
        Set<ProcessHandle> below = new LinkedHashSet<>(p.toHandle().descendants().toList());
        p.toHandle().destroyForcibly();
        for (int pass = 0; pass < 2; pass++) {
            for (ProcessHandle h : List.copyOf(below)) {
                below.addAll(h.descendants().toList());
            }
            below.forEach(ProcessHandle::destroyForcibly);
        }
    }
}
