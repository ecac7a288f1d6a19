package org.dbbench.core.powercut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A Ctrl-C (the shutdown hook) against the start of PROGRAM or a check, the two interleavings driven
 * step by step: a shutdown that comes while the process is being started kills it once started; one
 * that comes first lets no process start.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class ChildProcessTest {
    /** SIGKILL as Process reports it. */
    private static final int KILLED = 128 + 9;

    @Test
    void aShutdownWhileTheProcessStartsKillsItOnceStarted() throws Exception {
        AtomicReference<ChildProcess> child = new AtomicReference<>();
        AtomicReference<Thread> hook = new AtomicReference<>();
        child.set(new ChildProcess(builder -> {
            Process started = builder.start();
            // the hook runs now, between the process's start and its return to the caller: it must
            // wait for the start to finish (BLOCKED on the lock), not end having found nothing to kill
            Thread t = new Thread(() -> child.get().shutDown(), "test-shutdown-hook");
            hook.set(t);
            t.start();
            while (t.isAlive() && t.getState() != Thread.State.BLOCKED) LockSupport.parkNanos(1_000_000);
            return started;
        }));
        Process p = child.get().start(new ProcessBuilder("sleep", "600"));
        hook.get().join();
        try {
            assertTrue(p.waitFor(1, TimeUnit.MINUTES), "the process started under the hook's feet is killed");
            assertEquals(KILLED, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void aShutdownBeforeTheStartLetsNoProcessStart() {
        AtomicBoolean started = new AtomicBoolean();
        ChildProcess child = new ChildProcess(builder -> {
            started.set(true);
            return builder.start();
        });
        child.shutDown();
        assertThrows(IOException.class, () -> child.start(new ProcessBuilder("sleep", "600")));
        assertFalse(started.get(), "nothing is started once the hook has run");
    }

    @Test
    void aShutdownKillsTheRunningProcessAndWhatItStarted() throws Exception {
        ChildProcess child = new ChildProcess();
        Process p = child.start(new ProcessBuilder("/bin/sh", "-c", "sleep 600 & sleep 600 & wait"));
        List<ProcessHandle> children = List.of();
        while (children.size() < 2 && p.isAlive()) {
            children = p.toHandle().children().toList();
            Thread.sleep(10);
        }
        assertEquals(2, children.size(), "the shell started its two sleeps");
        child.shutDown();
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        assertEquals(KILLED, p.exitValue());
        for (ProcessHandle c : children) {
            c.onExit().get(1, TimeUnit.MINUTES);
            assertFalse(c.isAlive(), "a process PROGRAM started is killed with it");
        }
    }
}
