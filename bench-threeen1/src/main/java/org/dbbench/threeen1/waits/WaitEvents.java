package org.dbbench.threeen1.waits;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;
import org.dbbench.threeen1.workload.JdkFrames;

/**
 * The waits JFR saw on the workers, clipped to each worker's span: monitor enters, monitor waits and parks (a lock
 * wait, named after the first frame outside the JDK: the engine's code that waited, e.g. "MVStore's
 * lock"), Thread.sleep, fsync (FileChannel.force), file writes and reads; and the GC pauses, which
 * stop every worker in Java. The same waits tell the sampler's futex samples apart: one that fell in
 * any of them (a lock, a sleep, a pause) was a Java wait; the rest were native code's locks.
 */
final class WaitEvents {
    /** JavaMonitorWait too: a lock table such as Derby's waits in Object.wait until the holder notifies. */
    static final String[] EVENTS = {"jdk.JavaMonitorEnter", "jdk.JavaMonitorWait", "jdk.ThreadPark",
        "jdk.ThreadSleep", "jdk.FileForce", "jdk.FileWrite", "jdk.FileRead", "jdk.GarbageCollection"};

    /** Per worker (Java thread id): nanoseconds per wait label. */
    final Map<Long, Map<String, Long>> perWorker = new HashMap<>();
    /** Per lock label: "ReentrantLock$NonfairSync at MVStore.lock", the first seen. */
    final Map<String, String> lockDetails = new LinkedHashMap<>();
    /** GC pauses: start and end, to clip to each span. */
    final List<Instant[]> pauses = new ArrayList<>();
    /** Per worker: its futex samples that fell in a lock wait or a sleep JFR saw (by index). */
    private final Map<Long, BitSet> javaFutexSamples = new HashMap<>();

    static WaitEvents read(Path jfr, Map<Long, WorkerSpan> spans) {
        WaitEvents w = new WaitEvents();
        try (RecordingFile file = new RecordingFile(jfr)) {
            while (file.hasMoreEvents()) {
                w.accept(file.readEvent(), spans);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JFR recording " + jfr + ": " + e.getMessage(), e);
        }
        return w;
    }

    private void accept(RecordedEvent e, Map<Long, WorkerSpan> spans) {
        String type = e.getEventType().getName();
        if (type.equals("jdk.GarbageCollection")) {
            Duration paused = e.getDuration("sumOfPauses");
            // a stop-the-world collector's pauses make up the event; the sum is placed at its start
            pauses.add(new Instant[] {e.getStartTime(), e.getStartTime().plus(paused)});
            return;
        }
        RecordedThread t = e.getThread();
        WorkerSpan span = t == null ? null : spans.get(t.getJavaThreadId());
        if (span == null || !span.ended()) {
            return;
        }
        long ns = clipped(e.getStartTime(), e.getEndTime(), span);
        if (ns <= 0) {
            return;
        }
        String label = switch (type) {
            case "jdk.FileForce" -> WaitShares.FSYNC;
            case "jdk.FileWrite" -> WaitShares.WRITE;
            case "jdk.FileRead" -> WaitShares.READ;
            case "jdk.ThreadSleep" -> WaitShares.SLEEP;
            default -> lockLabel(e, type.equals("jdk.ThreadPark") ? "parkedClass" : "monitorClass");
        };
        perWorker.computeIfAbsent(span.javaThreadId, k -> new HashMap<>()).merge(label, ns, Long::sum);
        if (!type.startsWith("jdk.File")) {
            mark(span, e.getStartTime(), e.getEndTime(), javaFutexSamples.computeIfAbsent(span.javaThreadId,
                    k -> new BitSet()));
        }
    }

    /**
     * The worker's futex samples that no Java wait explains: asleep in a futex while JFR saw no lock
     * wait, sleep or GC pause on it, i.e. in a lock of native code.
     */
    int nativeLockSamples(WorkerSpan span) {
        BitSet java = (BitSet) javaFutexSamples.getOrDefault(span.javaThreadId, new BitSet()).clone();
        for (Instant[] p : pauses) {
            mark(span, p[0], p[1], java);
        }
        return span.futexSamples() - java.cardinality();
    }

    /** Sets the bits of the span's futex samples taken within [start, end]. */
    private static void mark(WorkerSpan span, Instant start, Instant end, BitSet marks) {
        long from = WorkerSpan.epochNanos(start);
        long to = WorkerSpan.epochNanos(end);
        int lo = 0;
        int hi = span.futexSamples();
        while (lo < hi) { // the first sample at or after from
            int mid = (lo + hi) >>> 1;
            if (span.futexSampleTime(mid) < from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo; i < span.futexSamples() && span.futexSampleTime(i) <= to; i++) {
            marks.set(i);
        }
    }

    private String lockLabel(RecordedEvent e, String classField) {
        RecordedClass lock = e.hasField(classField) ? e.getValue(classField) : null;
        String frame = waiter(e);
        String owner = frame == null ? lock == null ? "an unknown" : simple(lock.getName())
                : frame.substring(0, frame.indexOf('.'));
        String label = "waiting for " + owner + "'s lock";
        lockDetails.putIfAbsent(label, (lock == null ? "park without a blocker" : lock.getName())
                + (frame == null ? "" : " at " + frame));
        return label;
    }

    /** "MVStore.lock": the first frame below the JDK's (the engine's or the suite's code that waited). */
    static String waiter(RecordedEvent e) {
        if (e.getStackTrace() == null) {
            return null;
        }
        for (RecordedFrame f : e.getStackTrace().getFrames()) {
            if (f.getMethod() == null || f.getMethod().getType() == null) {
                continue;
            }
            String cls = f.getMethod().getType().getName();
            if (!JdkFrames.isRuntime(cls)) {
                return simple(cls) + "." + f.getMethod().getName();
            }
        }
        return null;
    }

    /** "org.h2.mvstore.MVStore$TxCounter" -> "MVStore": the owner a reader knows. */
    static String simple(String cls) {
        String s = cls.substring(cls.lastIndexOf('.') + 1);
        int inner = s.indexOf('$');
        return inner > 0 ? s.substring(0, inner) : s;
    }

    /** The part of [start, end] inside the span, in ns. */
    static long clipped(Instant start, Instant end, WorkerSpan span) {
        Instant from = start.isAfter(span.begin) ? start : span.begin;
        Instant to = end.isBefore(span.end) ? end : span.end;
        return to.isAfter(from) ? Duration.between(from, to).toNanos() : 0;
    }
}
