package org.dbbench.threeen1.waits;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Every {@value #PERIOD_MILLIS} ms, the kernel state of up to {@value #PER_TICK} workers in their span, from
 * {@code /proc/self/task/<tid>/stat}: a thread in state D is in uninterruptible sleep, almost always
 * waiting for the disk. JFR sees only Java's file calls; a JNI engine (sqlite, lmdb, rocksdb) writes
 * and syncs in C, and this is how its disk waits are seen at all. A thread asleep (state S) inside the
 * futex system call ({@code /proc/self/task/<tid>/syscall}, first field) waits for a lock or a condition:
 * a Java lock, a sleep or a GC pause when JFR saw one at that moment, otherwise a lock of native code
 * (LMDB's write mutex, RocksDB's write queue, SQLite's and DuckDB's mutexes), which JFR cannot see; the
 * time of each such sample is kept for {@link WaitEvents} to tell which.
 */
final class StateSampler implements AutoCloseable {
    static final int PERIOD_MILLIS = 20;
    /**
     * Threads read per tick, in turn: the sampler's cost stays that of 8 reads per tick however many
     * workers there are (256 workers read every tick would take a quarter of one of two cores).
     */
    static final int PER_TICK = 8;
    private static final Path TASKS = Path.of("/proc/self/task");
    /** The futex system call's number on this machine's architecture; -1 where it is not known here. */
    static final int FUTEX = switch (System.getProperty("os.arch")) {
        case "amd64", "x86_64" -> 202;
        case "aarch64" -> 98;
        default -> -1;
    };

    private final Thread thread;
    private volatile boolean stopped;

    StateSampler(Collection<WorkerSpan> spans) {
        thread = new Thread(() -> loop(spans), "dbbench-waits-sampler");
        thread.setDaemon(true);
        thread.start();
    }

    private void loop(Collection<WorkerSpan> spans) {
        int next = 0;
        while (!stopped) {
            List<WorkerSpan> live = new ArrayList<>();
            for (WorkerSpan s : spans) {
                if (s.tid >= 0 && !s.ended()) {
                    live.add(s);
                }
            }
            for (int i = 0; i < Math.min(PER_TICK, live.size()); i++) {
                WorkerSpan s = live.get((next + i) % live.size());
                char state = state(s.tid);
                if (state != 0) {
                    s.samples++; // only this thread writes the counts
                    if (state == 'D') {
                        s.diskSamples++;
                    } else if (state == 'S' && inFutex(s.tid)) {
                        s.addFutexSample(Instant.now());
                    }
                }
            }
            next += PER_TICK;
            try {
                Thread.sleep(PERIOD_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The state letter of a thread (field 3 of stat, after the name), 0 when it has gone. */
    static char state(int tid) {
        try {
            String stat = Files.readString(TASKS.resolve(Integer.toString(tid)).resolve("stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2);
        } catch (IOException | RuntimeException ended) {
            return 0;
        }
    }

    /** Whether the thread is in the futex system call now (false when it has gone or it cannot be read). */
    static boolean inFutex(int tid) {
        if (FUTEX < 0) {
            return false;
        }
        try {
            String call = Files.readString(TASKS.resolve(Integer.toString(tid)).resolve("syscall"));
            int space = call.indexOf(' ');
            return space > 0 && call.substring(0, space).equals(Integer.toString(FUTEX));
        } catch (IOException | RuntimeException ended) {
            return false;
        }
    }

    @Override
    public void close() throws InterruptedException {
        stopped = true;
        thread.interrupt();
        thread.join();
    }
}
