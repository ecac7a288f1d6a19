package org.dbbench.logio.group;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;
import org.junit.jupiter.api.Test;

/**
 * The open loop offers exactly rate x time commits, due exactly 1/rate apart whatever the log does, and
 * charges a commit from the time it was due: with a real stall injected into a real group-commit log,
 * every commit that fell due during the stall is charged the rest of it, where a closed loop reports the
 * stall once.
 */
class OpenLoopTest {
    static final long STALL_NANOS = 300_000_000L;

    record Done(long due, long latency) {
    }

    @Test
    void offersRateTimesDurationCommitsOnAFixedSchedule() {
        ConcurrentLinkedQueue<Done> done = new ConcurrentLinkedQueue<>();
        AtomicInteger ran = new AtomicInteger();
        OpenLoop.Result r = OpenLoop.run(2000, 400_000_000L, 4, p -> ran.incrementAndGet(),
                (due, ns) -> done.add(new Done(due, ns)));
        assertEquals(800, r.offered());
        assertEquals(800, r.completed());
        assertEquals(800, ran.get());
        List<Long> dues = done.stream().map(Done::due).sorted().toList();
        for (int i = 1; i < dues.size(); i++) {
            long gap = dues.get(i) - dues.get(i - 1);
            assertTrue(Math.abs(gap - 500_000) <= 1, "commit " + i + " due " + gap + " ns after the previous one");
        }
        assertTrue(done.stream().allMatch(d -> d.latency() >= 0));
        assertTrue(r.elapsedNanos() >= dues.get(dues.size() - 1) - dues.get(0), "elapsed covers the schedule");
    }

    @Test
    void badSchedulesAreRefused() {
        for (double rate : new double[] {0, -1, Double.NaN}) {
            assertThrowsIllegal(() -> OpenLoop.run(rate, 1_000_000, 1, p -> { }, (d, n) -> { }));
        }
        assertThrowsIllegal(() -> OpenLoop.run(100, 1_000_000, 0, p -> { }, (d, n) -> { }));
    }

    @Test
    void commitsDueDuringAStallInARealSharedLogAreChargedTheWaitClosedLoopIsNot() throws Exception {
        Path dir = TestDirs.fresh("openloop");
        long capacity = 8L << 20;
        LogFile file = LogFile.create(dir, "o-", FileState.PREALLOCATED, 24, 24, capacity);
        StallingWriter writer = new StallingWriter(SyncMethod.FORCE_FALSE.open(file.path(), capacity,
                file.zeroFrom()), 20);
        try {
            SharedLog log = new SharedLog(writer, 24, capacity, 4096, false, 32 * 1024);
            ByteBuffer record = ByteBuffer.allocateDirect(64);
            ConcurrentLinkedQueue<Done> open = new ConcurrentLinkedQueue<>();
            OpenLoop.Result r = OpenLoop.run(500, 1_000_000_000L, 8, p -> log.commit(record.duplicate(),
                    new SharedLog.Stats()), (due, ns) -> open.add(new Done(due, ns)));
            assertEquals(500, r.completed());
            long stallStart = writer.stallStart.get();
            long stallEnd = writer.stallEnd.get();
            assertTrue(stallEnd - stallStart >= STALL_NANOS);

            // every commit that fell due during the stall (up to its last 10 ms) waited at least for the rest of it
            List<Done> during = new ArrayList<>();
            for (Done d : open) {
                if (d.due() >= stallStart && d.due() <= stallEnd - 10_000_000L) {
                    during.add(d);
                    assertTrue(d.latency() >= stallEnd - d.due(), "a commit due "
                            + (d.due() - stallStart) / 1_000_000 + " ms into the stall was charged only "
                            + d.latency() / 1_000_000 + " ms");
                }
            }
            assertTrue(during.size() >= 100, "at 500/s about 145 commits fall due in the stall: " + during.size());
            long slowOpen = open.stream().filter(d -> d.latency() >= 100_000_000L).count();
            assertTrue(slowOpen >= 40, "open loop: every commit due in the first 200 ms of the stall waited"
                    + " over 100 ms: " + slowOpen);

            // the same stall seen closed-loop: one thread, one slow commit
            writer.arm(20);
            ConcurrentLinkedQueue<Done> closed = new ConcurrentLinkedQueue<>();
            OpenLoop.closed(600_000_000L, p -> log.commit(record.duplicate(), new SharedLog.Stats()),
                    (start, ns) -> closed.add(new Done(start, ns)));
            long slowClosed = closed.stream().filter(d -> d.latency() >= 100_000_000L).count();
            assertTrue(writer.stallEnd.get() > stallEnd, "the stall happened again");
            assertTrue(slowClosed >= 1 && slowClosed <= 3, "closed loop charges the stall once: " + slowClosed);
        } finally {
            writer.close();
            file.delete();
        }
    }

    private static void assertThrowsIllegal(Runnable r) {
        try {
            r.run();
        } catch (IllegalArgumentException e) {
            return;
        }
        throw new AssertionError("not refused");
    }

    /** A real writer whose n-th sync from now takes {@value #STALL_NANOS} ns longer: an injected stall. */
    static final class StallingWriter extends ForwardingWriter {
        private final AtomicInteger syncsLeft = new AtomicInteger(-1);
        final AtomicLong stallStart = new AtomicLong();
        final AtomicLong stallEnd = new AtomicLong();

        StallingWriter(LogWriter real, int syncsBeforeStall) {
            super(real);
            arm(syncsBeforeStall);
        }

        void arm(int syncsBeforeStall) {
            syncsLeft.set(syncsBeforeStall);
        }

        @Override
        public void sync() throws IOException {
            real.sync();
            if (syncsLeft.getAndDecrement() == 0) {
                stallStart.set(System.nanoTime());
                long end = stallStart.get() + STALL_NANOS;
                for (long left; (left = end - System.nanoTime()) > 0; ) {
                    java.util.concurrent.locks.LockSupport.parkNanos(left);
                }
                stallEnd.set(System.nanoTime());
            }
        }
    }
}
