package org.dbbench.threeen1.waits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import org.dbbench.threeen1.workload.WorkerSpans;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The validation of {@code --waits}: synthetic workers whose split is known, because the workload
 * itself times the part in question around the call (lock(), force()) or because the scheduler
 * cannot do otherwise (two spinning threads on one CPU), each measured by a real {@link WaitRecording}
 * and compared with that truth: within {@value #POINTS} percentage points.
 */
class WaitRecordingTest {
    static final double POINTS = 5;
    static final long RUN_NANOS = TimeUnit.MILLISECONDS.toNanos(1500);

    @TempDir
    Path tmp;

    /** Four threads; each loop holds one lock 3 ms (asleep) and then sleeps 1 ms outside it. */
    @Test
    @Timeout(60)
    void fourThreadsOnOneLockWaitForItAsTimedAroundLock() throws Exception {
        ReentrantLock lock = new ReentrantLock();
        AtomicLong lockWait = new AtomicLong();
        WaitShares s = measure(4, () -> {
            long t0 = System.nanoTime();
            lock.lock();
            lockWait.addAndGet(System.nanoTime() - t0);
            try {
                Thread.sleep(3);
            } finally {
                lock.unlock();
            }
            Thread.sleep(1);
        });
        double truth = s.percent(lockWait.get());
        System.out.printf("lock: truth %.1f%%, measured %.1f%%: %s %s%n", truth, s.percent(s.lockNanos()), s.sentence(),
                s.lockDetails());
        // 4 x 3 ms of holding per 4 x 4 ms of loops, the lock always held: about two thirds waiting
        assertTrue(truth > 50, "the workload must contend: " + truth);
        assertEquals(truth, s.percent(s.lockNanos()), POINTS, s.sentence());
        String label = "waiting for WaitRecordingTest's lock";
        assertTrue(s.waitsNanos().containsKey(label), "named by the frame that waited: " + s.waitsNanos());
        assertTrue(s.lockDetails().get(label).contains("ReentrantLock"), s.lockDetails().toString());
        assertTrue(s.sentence().contains("waiting for a CPU") && s.sentence().contains("running"), s.sentence());
    }

    /** The same with a monitor (synchronized): JFR's monitor-enter events, not parks. */
    @Test
    @Timeout(60)
    void aMonitorIsALockToo() throws Exception {
        Object monitor = new Object();
        AtomicLong lockWait = new AtomicLong();
        WaitShares s = measure(3, () -> {
            long t0 = System.nanoTime();
            synchronized (monitor) {
                lockWait.addAndGet(System.nanoTime() - t0);
                busySleep(2);
            }
            Thread.sleep(1);
        });
        System.out.printf("monitor: truth %.1f%%, measured %.1f%%: %s%n", s.percent(lockWait.get()),
                s.percent(s.lockNanos()), s.sentence());
        assertEquals(s.percent(lockWait.get()), s.percent(s.lockNanos()), POINTS, s.sentence());
    }

    /**
     * A lock table as Derby's: a thread that finds the entry held waits on the table's monitor until
     * the holder (3 ms asleep) notifies (JFR's monitor-wait events); without them the wait was "other waits".
     */
    @Test
    @Timeout(60)
    void waitingOnALockTablesMonitorIsALockWait() throws Exception {
        Object table = new Object();
        boolean[] held = {false};
        AtomicLong lockWait = new AtomicLong();
        // held asleep, as the ReentrantLock workload: a spinning holder competed with test JVMs beside
        // it for the 2 cores, and the contention fell to 20%
        WaitShares s = measure(4, () -> {
            long t0 = System.nanoTime();
            synchronized (table) {
                while (held[0]) {
                    table.wait();
                }
                held[0] = true;
            }
            lockWait.addAndGet(System.nanoTime() - t0);
            Thread.sleep(3);
            synchronized (table) {
                held[0] = false;
                table.notifyAll();
            }
            Thread.sleep(1);
        });
        System.out.printf("lock table: truth %.1f%%, measured %.1f%%: %s%n", s.percent(lockWait.get()),
                s.percent(s.lockNanos()), s.sentence());
        assertTrue(s.percent(lockWait.get()) > 20, "the workload must contend: " + s.percent(lockWait.get()));
        assertEquals(s.percent(lockWait.get()), s.percent(s.lockNanos()), POINTS, s.sentence());
        assertTrue(s.waitsNanos().containsKey("waiting for WaitRecordingTest's lock"), s.waitsNanos().toString());
    }

    /**
     * A lock of native code, as LMDB's write mutex: a pthread mutex taken through JNA, held (3 ms asleep)
     * by one of four threads while the others wait in the kernel's futex, where JFR sees nothing. The
     * sampler's futex samples that fall in no Java wait (the sleeps here) are the native lock's share.
     */
    @Test
    @Timeout(60)
    void waitingForANativeMutexIsANativeLockWait() throws Exception {
        assumeTrue(StateSampler.FUTEX > 0, "the futex system call's number is not known on " + System.getProperty("os.arch"));
        try (NativeMutex mutex = new NativeMutex()) {
            AtomicLong lockWait = new AtomicLong();
            // three seconds: the share comes from samples 20 ms apart, about 600 of them here
            WaitShares s = measure(4, 2 * RUN_NANOS, () -> { }, () -> {
                long t0 = System.nanoTime();
                mutex.lock();
                lockWait.addAndGet(System.nanoTime() - t0);
                try {
                    Thread.sleep(3);
                } finally {
                    mutex.unlock();
                }
                Thread.sleep(1);
            });
            double truth = s.percent(lockWait.get());
            double measured = s.percent(s.waitNanos(WaitShares.NATIVE_LOCK));
            System.out.printf("native lock: truth %.1f%%, measured %.1f%%: %s%n", truth, measured, s.sentence());
            assertTrue(truth > 50, "the workload must contend: " + truth);
            // the truth is the wall time around lock(): it also holds the wait for a CPU after the futex
            // woke the thread, which the sampler rightly names "waiting for a CPU" (on a loaded machine,
            // measured 60.2% against a truth of 65.7%, with 3% waiting for a CPU), and every GC pause that
            // fell in a wait: the pause claims that time, as it does in every worker (measured 57% against
            // 64.3%, with 12% in GC pauses on a loaded machine)
            double cpuQueue = s.percent(s.cpuQueueNanos());
            double gc = s.percent(s.waitNanos(WaitShares.GC));
            assertTrue(truth >= measured - POINTS && truth <= measured + cpuQueue + gc + POINTS, "truth " + truth
                    + "% must be the measured share, up to the wait for a CPU and GC pauses, within " + POINTS
                    + " points: " + s.sentence());
            // the sleeps were futex waits too, and JFR named them: none of them counts as the native lock
            assertEquals(s.percent(s.lockNanos()), measured, 1, "no Java lock here: " + s.sentence());
        }
    }

    /** A Java lock is not a native one although it too waits in a futex: JFR's events claim its samples. */
    @Test
    @Timeout(60)
    void aJavaLockIsNotANativeLock() throws Exception {
        ReentrantLock lock = new ReentrantLock();
        WaitShares s = measure(4, () -> {
            lock.lock();
            try {
                Thread.sleep(3);
            } finally {
                lock.unlock();
            }
            Thread.sleep(1);
        });
        System.out.printf("java lock, native share: %s%n", s.sentence());
        assertTrue(s.percent(s.lockNanos()) > 50, s.sentence());
        assertTrue(s.percent(s.waitNanos(WaitShares.NATIVE_LOCK)) < 2, s.sentence());
    }

    /** One thread writing 4 KiB and forcing it to the disk, again and again. */
    @Test
    @Timeout(60)
    void aThreadInFsyncIsInFsync() throws Exception {
        Path file = tmp.resolve("synced");
        AtomicLong forcing = new AtomicLong();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            ByteBuffer page = ByteBuffer.allocate(4096);
            WaitShares s = measure(1, () -> {
                page.clear();
                ch.write(page, 0);
                long t0 = System.nanoTime();
                ch.force(true);
                forcing.addAndGet(System.nanoTime() - t0);
            });
            double truth = s.percent(forcing.get());
            System.out.printf("fsync: truth %.1f%%, measured %.1f%%: %s%n", truth, s.percent(s.waitNanos(WaitShares.FSYNC)),
                    s.sentence());
            assertTrue(truth > 20, "the disk must take time to sync: " + truth);
            // the kernel's disk wait is inside force(): fsync and kernel disk waits together
            assertEquals(truth, s.percent(s.waitNanos(WaitShares.FSYNC)), POINTS, s.sentence());
        }
    }

    /**
     * Two threads spinning on one CPU (each pinned by taskset): they cannot run more than half the time
     * each, and are never blocked, so running + waiting for a CPU is all of it, and running is what the
     * JVM's own per-thread CPU clock says.
     */
    @Test
    @Timeout(60)
    void twoSpinnersOnOneCpuWaitForIt() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/taskset")), "taskset is not installed");
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        AtomicLong cpu = new AtomicLong();
        ThreadLocal<long[]> mine = ThreadLocal.withInitial(() -> new long[] {mx.getCurrentThreadCpuTime()});
        WaitShares s = measure(2, WaitRecordingTest::pinToCpu0, () -> {
            long[] start = mine.get();
            busySleep(5);
            long now = mx.getCurrentThreadCpuTime();
            cpu.addAndGet(now - start[0]);
            start[0] = now;
        });
        System.out.printf("cpu: JVM thread CPU %.1f%%: %s%n", s.percent(cpu.get()), s.sentence());
        double running = s.percent(s.runningNanos());
        double queue = s.percent(s.cpuQueueNanos());
        assertEquals(100, running + queue, POINTS, s.sentence());
        assertTrue(running <= 50 + POINTS, "two threads on one CPU: " + s.sentence());
        assertEquals(s.percent(cpu.get()), running, POINTS, s.sentence());
    }

    interface Loop {
        void once() throws Exception;
    }

    /** Runs {@code threads} workers, each in a span as the Coordinator makes them, for about 1.5 s. */
    private static WaitShares measure(int threads, Loop loop) throws Exception {
        return measure(threads, RUN_NANOS, () -> { }, loop);
    }

    private static WaitShares measure(int threads, Runnable before, Loop loop) throws Exception {
        return measure(threads, RUN_NANOS, before, loop);
    }

    /** {@code before} runs on each worker before its span (outside what is measured). */
    private static WaitShares measure(int threads, long runNanos, Runnable before, Loop loop) throws Exception {
        List<Thread> started = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        try (WaitRecording rec = WaitRecording.start()) {
            for (int i = 0; i < threads; i++) {
                Thread t = new Thread(() -> {
                    before.run();
                    WorkerSpans.begin();
                    try {
                        long end = System.nanoTime() + runNanos;
                        while (System.nanoTime() < end) {
                            loop.once();
                        }
                    } catch (Exception e) {
                        synchronized (failures) {
                            failures.add(e);
                        }
                    } finally {
                        WorkerSpans.end();
                    }
                }, "synthetic-worker-" + i);
                t.start();
                started.add(t);
            }
            for (Thread t : started) {
                t.join(TimeUnit.SECONDS.toMillis(30));
            }
            assertTrue(failures.isEmpty(), failures.toString());
            WaitShares s = rec.stop();
            assertEquals(threads, s.workers());
            long parts = s.runningNanos() + s.cpuQueueNanos() + s.waitsNanos().values().stream().mapToLong(v -> v).sum();
            assertEquals(s.wallNanos(), parts, s.wallNanos() / 1000.0, "the parts add up to the wall time");
            return s;
        }
    }

    private static void busySleep(long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }

    private static void pinToCpu0() {
        try {
            String link = Files.readSymbolicLink(Path.of("/proc/thread-self")).toString();
            String tid = link.substring(link.lastIndexOf('/') + 1);
            Process p = new ProcessBuilder("taskset", "-p", "-c", "0", tid).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            try {
                if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                    throw new IllegalStateException("taskset failed for thread " + tid);
                }
            } finally {
                p.destroyForcibly();
            }
        } catch (Exception e) {
            throw new IllegalStateException("cannot pin a thread: " + e, e);
        }
    }
}
