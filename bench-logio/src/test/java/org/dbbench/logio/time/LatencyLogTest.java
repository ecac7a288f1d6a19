package org.dbbench.logio.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.dbbench.logio.TestDirs;
import org.junit.jupiter.api.Test;

/**
 * A case's latency log is a standard HdrHistogram interval log: HdrHistogram's own reader reads it,
 * it holds every operation recorded after {@code start()} and none before (the warmup), cut into
 * 1-second intervals; and the stalls found in it are the slow operations that really happened, at the
 * second they happened.
 */
class LatencyLogTest {

    @Test
    void writesAStandardIntervalLogOfEveryOperationAfterStart() throws Exception {
        Path hlog = TestDirs.fresh("hlog").resolve("hlog").resolve("case.hlog");
        LatencyLog log = new LatencyLog(hlog);
        for (int i = 0; i < 500; i++) {
            log.record(7_000_000); // the warmup's: dropped by start()
        }
        log.start();
        long deadline = System.nanoTime() + 1_300_000_000L;
        long n = 0;
        while (System.nanoTime() < deadline) {
            log.record(1000 + n % 1000);
            n++;
            if (n % 1000 == 0) {
                Thread.sleep(1);
            }
        }
        log.finish();
        assertTrue(Files.isRegularFile(hlog));

        long total = 0;
        int intervals = 0;
        long max = 0;
        try (InputStream in = Files.newInputStream(hlog)) {
            HistogramLogReader reader = new HistogramLogReader(in);
            EncodableHistogram e;
            while ((e = reader.nextIntervalHistogram()) != null) {
                Histogram h = (Histogram) e;
                total += h.getTotalCount();
                max = Math.max(max, h.getMaxValue());
                intervals++;
            }
            assertTrue(reader.getStartTimeSec() > 0, "the log states its start time");
        }
        assertEquals(n, total, "every operation after start, none of the warmup's");
        assertTrue(max < 7_000_000, "no warmup value in the log: " + max);
        assertEquals(2, intervals, "1.3 s of recording: one full 1-second interval and the rest");

        LatencyHistory history = LatencyHistory.read(hlog);
        assertEquals(n, history.total().getTotalCount());
        assertEquals(0.0, history.intervals().get(0).startSeconds(), 0.01);
        // the ticker cuts after a second, later when the machine is busy: never earlier, and the next
        // interval starts where the first ended
        assertTrue(history.intervals().get(0).endSeconds() >= 0.99, "first interval " + history.intervals().get(0));
        assertEquals(history.intervals().get(0).endSeconds(), history.intervals().get(1).startSeconds(), 0.01);
    }

    @Test
    void eachForkOfACaseKeepsItsOwnLogAndTheyReadBackAsOneSeries() throws Exception {
        Path first = TestDirs.fresh("forks").resolve("case.hlog");
        long[] latencies = {1_000, 2_000, 3_000};
        for (long nanos : latencies) { // three forks of one case, one after the other
            LatencyLog log = new LatencyLog(first);
            log.start();
            for (int i = 0; i < 100; i++) {
                log.record(nanos);
            }
            log.finish();
        }
        assertTrue(Files.isRegularFile(first));
        assertTrue(Files.isRegularFile(first.resolveSibling("case.2.hlog")));
        assertTrue(Files.isRegularFile(first.resolveSibling("case.3.hlog")));
        LatencyHistory all = LatencyHistory.readRuns(first);
        assertEquals(300, all.total().getTotalCount(), "no fork's operations lost or overwritten");
        assertEquals(1_000, all.total().getMinValue(), 1);
        assertEquals(3_000, all.total().getMaxValue(), 3);
        double previousEnd = 0;
        for (LatencyHistory.Interval i : all.intervals()) {
            assertTrue(i.startSeconds() >= previousEnd - 1e-9, "runs follow one another: " + i);
            previousEnd = i.endSeconds();
        }
        assertEquals(1_000, all.intervals().get(0).histogram().getMaxValue(), 1, "the first fork's log comes first");
    }

    @Test
    void aLogNeverStartedWritesNothing() throws Exception {
        Path hlog = TestDirs.fresh("hlog").resolve("never.hlog");
        LatencyLog log = new LatencyLog(hlog);
        log.record(5);
        log.finish();
        assertFalse(Files.exists(hlog));
    }

    /** Real writes (page cache, no sync) with one real 400 ms stall in the middle of the second second. */
    @Test
    void stallsFoundInARealRecordingAreTheSlowWritesAtTheSecondTheyHappened() throws Exception {
        Path dir = TestDirs.fresh("stall");
        Path hlog = dir.resolve("stall.hlog");
        LatencyLog log = new LatencyLog(hlog);
        ByteBuffer data = ByteBuffer.allocateDirect(4096);
        long stalled = -1;
        try (FileChannel ch = FileChannel.open(dir.resolve("log"), StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE)) {
            log.start();
            long t0 = System.nanoTime();
            boolean injected = false;
            while (System.nanoTime() - t0 < 2_100_000_000L) {
                long begin = System.nanoTime();
                data.clear();
                ch.write(data, 0);
                if (!injected && begin - t0 > 1_300_000_000L) {
                    Thread.sleep(400); // the stall: this write takes 400 ms more
                    injected = true;
                }
                long took = System.nanoTime() - begin;
                if (took >= 400_000_000L) {
                    stalled = took;
                }
                log.record(took);
                Thread.sleep(0, 100_000);
            }
        }
        log.finish();

        Stalls s = Stalls.of(LatencyHistory.read(hlog));
        assertTrue(stalled > 0);
        assertTrue(s.count() >= 1, "the injected stall is counted: " + s);
        assertTrue(s.worst() >= 400_000_000L && s.worst() <= stalled * 1.001 + 1, "worst is the injected one: " + s);
        assertEquals(1, s.worstAtSecond(), "it happened in second 1 of the case: " + s);
        assertTrue(s.seconds().contains(1));
        assertEquals(Stalls.FACTOR * s.median(), s.threshold());
    }

    @Test
    void aStallIsSlowerThanTenTimesTheMedianNotEqual() throws Exception {
        Path hlog = TestDirs.fresh("hlog").resolve("exact.hlog");
        LatencyLog log = new LatencyLog(hlog);
        log.start();
        for (int i = 0; i < 1000; i++) {
            log.record(100_000);
        }
        log.record(1_000_000); // exactly 10x: not a stall
        log.record(1_100_000);
        log.record(5_000_000);
        log.record(2_000_000);
        log.finish();
        Stalls s = Stalls.of(LatencyHistory.read(hlog));
        assertEquals(1003 + 1, s.operations());
        assertEquals(3, s.count(), s.toString());
        assertEquals(5_000_000, s.worst(), 5_000_000 / 1000.0);
        assertEquals(0, s.worstAtSecond());
    }
}
