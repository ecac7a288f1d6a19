package org.dbbench.logio.group;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.dbbench.logio.TestDirs;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Group commit keeps its promise: a commit returns only when a sync has covered its record, every
 * record is in the file once and intact, flushes follow each other (padded ones on boundaries), and
 * with many threads one sync carries several commits.
 */
class SharedLogTest {
    static final int THREADS = 8;
    static final int COMMITS = 200;
    static final int RECORD = 100;

    @ParameterizedTest(name = "pad {0}")
    @ValueSource(booleans = {false, true})
    void everyCommitIsDurableWhenItReturnsAndInTheFileOnce(boolean pad) throws Exception {
        Path dir = TestDirs.fresh("group");
        long capacity = 8L << 20;
        LogFile file = LogFile.create(dir, "g-", FileState.PREALLOCATED, 24, 24, capacity);
        Recording writer = new Recording(SyncMethod.FORCE_FALSE.open(file.path(), capacity, file.zeroFrom()));
        SharedLog log = new SharedLog(writer, 24, capacity, 4096, pad, 32 * 1024);
        List<SharedLog.Stats> stats = new ArrayList<>();
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            SharedLog.Stats mine = new SharedLog.Stats();
            stats.add(mine);
            int id = t;
            threads.add(new Thread(() -> {
                try {
                    go.await();
                    for (int i = 0; i < COMMITS; i++) {
                        ByteBuffer record = record(id, i);
                        long syncedBefore = writer.syncedBytes.get();
                        log.commit(record, mine);
                        // durable: a sync completed after this record was handed over
                        assertTrue(writer.syncedBytes.get() > syncedBefore || writer.syncs.get() > 0);
                        assertTrue(writer.syncedRecords.contains(id * 100_000L + i), "commit " + id + "/" + i
                                + " returned before a sync covered it");
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        threads.forEach(Thread::start);
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        writer.close();
        assertTrue(failures.isEmpty(), () -> failures.peek().toString());

        long commits = stats.stream().mapToLong(s -> s.commits).sum();
        long syncs = stats.stream().mapToLong(s -> s.syncs).sum();
        long payload = stats.stream().mapToLong(s -> s.payloadBytes).sum();
        long written = stats.stream().mapToLong(s -> s.bytesWritten).sum();
        assertEquals(THREADS * COMMITS, commits);
        assertEquals(writer.syncs.get(), syncs, "every flush is one write and one sync, counted once");
        assertEquals((long) THREADS * COMMITS * RECORD, payload);
        assertTrue(syncs < commits, "with " + THREADS + " threads some syncs must carry several commits");
        if (pad) {
            assertEquals(0, written % 4096);
            for (long[] w : writer.writes) {
                assertEquals(0, w[0] % 4096, "padded flush at " + w[0]);
                assertEquals(0, w[1] % 4096, "padded flush length " + w[1]);
            }
        } else {
            assertEquals(payload, written);
            long expect = 24;
            for (long[] w : writer.writes) {
                assertEquals(expect, w[0], "unpadded flushes follow each other from the header");
                expect += w[1];
            }
        }
        // every record is in the file exactly once, whole
        byte[] content = Files.readAllBytes(file.path());
        int found = 0;
        for (int at = 24; at + RECORD <= content.length; at++) {
            if (content[at] == (byte) 0xC0 && content[at + RECORD - 1] == (byte) 0xDE) {
                ByteBuffer b = ByteBuffer.wrap(content, at, RECORD);
                int id = b.getInt(at + 1);
                int i = b.getInt(at + 5);
                assertArrayEquals(record(id, i).array(), java.util.Arrays.copyOfRange(content, at, at + RECORD));
                found++;
                at += RECORD - 1;
            }
        }
        assertEquals(THREADS * COMMITS, found);
    }

    /** A record that can be found in the file and says whose it is. */
    static ByteBuffer record(int thread, int i) {
        ByteBuffer b = ByteBuffer.allocate(RECORD);
        b.put(0, (byte) 0xC0).putInt(1, thread).putInt(5, i).put(RECORD - 1, (byte) 0xDE);
        return b;
    }

    /** Wraps a real writer, remembering what each write held and which records each sync made durable. */
    static final class Recording extends ForwardingWriter {
        final List<long[]> writes = new ArrayList<>();
        final AtomicLong syncs = new AtomicLong();
        final AtomicLong syncedBytes = new AtomicLong();
        final java.util.Set<Long> syncedRecords = java.util.concurrent.ConcurrentHashMap.newKeySet();
        private final List<Long> pending = new ArrayList<>();
        private long pendingBytes;

        Recording(LogWriter real) {
            super(real);
        }

        @Override
        public void write(ByteBuffer data, long position) throws IOException {
            writes.add(new long[] {position, data.remaining()});
            for (int at = data.position(); at + RECORD <= data.limit(); at += RECORD) {
                if (data.get(at) == (byte) 0xC0) {
                    pending.add(data.getInt(at + 1) * 100_000L + data.getInt(at + 5));
                }
            }
            pendingBytes += data.remaining();
            real.write(data, position);
        }

        @Override
        public void sync() throws IOException {
            real.sync();
            syncedRecords.addAll(pending);
            pending.clear();
            syncedBytes.addAndGet(pendingBytes);
            pendingBytes = 0;
            syncs.incrementAndGet();
        }
    }
}
