package org.dbbench.core.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.dbbench.core.stats.RunConditions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The meter reads this machine's real counters: what a run does shows up in its facts. */
class RunMeterTest {
    @TempDir
    Path tmp;

    @Test
    void garbageCollectionAndWritesOfTheRunAreRecorded() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/stat")), "needs Linux /proc");
        RunMeter meter = RunMeter.start();
        for (int i = 0; i < 5; i++) {
            System.gc(); // a full collection each: the run's GC share cannot be zero
        }
        try (FileChannel ch = FileChannel.open(tmp.resolve("data"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE)) {
            ByteBuffer b = ByteBuffer.allocate(1 << 20);
            for (int i = 0; i < 24; i++) {
                b.clear();
                ch.write(b);
            }
            ch.force(true);
        }
        RunConditions c = meter.stop();
        assertEquals(Runtime.getRuntime().availableProcessors(), c.cpus());
        assertTrue(c.gcShare() > 0 && c.gcShare() <= 1, "GC share " + c.gcShare());
        assertTrue(c.otherCpus() >= 0, "other CPUs " + c.otherCpus());
        assertTrue(c.stealShare() >= 0 && c.stealShare() <= 1, "steal " + c.stealShare());
        assertTrue(c.loadAverage() >= 0, "load " + c.loadAverage());
        assertTrue(c.dirtyMbAtStart() >= 0, "dirty " + c.dirtyMbAtStart());
        assertTrue(c.majorFaults() >= 0, "major faults " + c.majorFaults());
        if (Files.isReadable(Path.of("/proc/self/io"))) {
            assertTrue(c.writtenMb() >= 23, "24 MiB written and synced, meter saw " + c.writtenMb());
        }
        if (Files.isReadable(Path.of("/proc/pressure/io"))) {
            assertTrue(c.ioPressure() >= 0 && c.ioPressure() <= 1, "io pressure " + c.ioPressure());
        }
    }
}
