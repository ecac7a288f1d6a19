package org.dbbench.threeen1.waits;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jdk.jfr.Recording;
import org.dbbench.threeen1.workload.WorkerSpans;

/**
 * {@code --waits}: where the workers' wall-clock time goes, for the runs between {@link #start()} and
 * {@link #stop()}. Three sources, each for what it knows exactly:
 * <ul>
 * <li>the scheduler ({@code /proc/thread-self/schedstat}, read by each worker at both ends of its span):
 * nanoseconds on a CPU ("running") and runnable on a run queue ("waiting for a CPU"); the rest of the
 * span the thread was off the run queue, blocked;</li>
 * <li>JFR's thread-state events at threshold 0 (monitor enter, park, sleep, fsync, file write and read)
 * and its GC pauses: what the blocked time was spent on, the lock named after the code that waited;</li>
 * <li>a {@link StateSampler} of the workers' kernel states: disk waits and (asleep in a futex when JFR
 * saw no Java wait) lock waits in native code, which JFR cannot see.</li>
 * </ul>
 * A named wait counts whole, as the code that waited would time it around the call: a lock's spinning,
 * a write's copying and the run-queue wait after the wake-up are part of waiting for that lock or that
 * write. So per worker the named waits are taken first (scaled down only if, overlapping, they add up to
 * more than the span); they are first taken from the blocked time, and the rest of them from the
 * running and runnable time in the proportion the scheduler counted; what is left of each is
 * "running", "waiting for a CPU" and (blocked, unnamed) "other waits".
 */
public final class WaitRecording implements AutoCloseable {
    private final Recording recording;
    private final Map<Long, WorkerSpan> spans = new ConcurrentHashMap<>();
    private final StateSampler sampler;
    private final ThreadLocal<WorkerSpan> current = new ThreadLocal<>();

    /** The fork's {@link #prime()} recording: open until the JVM exits, so the events never switch off. */
    private static Recording primer;

    private WaitRecording() {
        recording = withWaitEvents("dbbench-threeen1-waits");
        recording.setToDisk(true);
        recording.start();
        sampler = new StateSampler(spans.values());
        WorkerSpans.listen(new WorkerSpans.Listener() {
            @Override
            public void begin() {
                WorkerSpan s = WorkerSpan.beginHere();
                current.set(s);
                spans.put(s.javaThreadId, s);
            }

            @Override
            public void end() {
                WorkerSpan s = current.get();
                if (s != null) {
                    s.endHere();
                    current.remove();
                }
            }
        });
    }

    /** Why --waits cannot run on this machine (and what to do), or null when it can. */
    public static String unavailableReason() {
        String sched = WorkerSpan.unreadable();
        if (sched != null) {
            return sched;
        }
        if (ModuleLayer.boot().findModule("jdk.jfr").isEmpty()) {
            return "this Java runtime has no JFR (module jdk.jfr); --waits needs a JDK with it";
        }
        return null;
    }

    /**
     * Switches the wait events on for the rest of the fork, before its warm-up. Switching them on
     * first at the measured run made the run pay for what switching costs once: JFR starting in the
     * process, the JDK's file classes re-instrumented (and the compiled code that inlined them thrown
     * away and compiled again), JFR's own code still interpreted. That cost H2 43% (docs/results/
     * 2026-11-26-waits-sampler-cost.md); paid during the warm-up, it is gone from the measured runs.
     * The primer keeps almost nothing: only the measured run's own recording is read.
     */
    public static synchronized void prime() {
        if (primer == null) {
            primer = withWaitEvents("dbbench-threeen1-waits-primer");
            primer.setToDisk(true);
            primer.setMaxAge(Duration.ofSeconds(1));
            primer.start();
        }
    }

    public static WaitRecording start() {
        return new WaitRecording();
    }

    /** A recording with the wait events at threshold 0, the lock waits with the stack that names who waited. */
    private static Recording withWaitEvents(String name) {
        Recording r = new Recording();
        r.setName(name);
        for (String event : WaitEvents.EVENTS) {
            var settings = r.enable(event).withThreshold(Duration.ZERO);
            if (!event.equals("jdk.GarbageCollection") && !event.startsWith("jdk.File")) {
                settings.withStackTrace();
            }
        }
        return r;
    }

    /** Stops recording and sampling and attributes the workers' time; the JFR file is removed. */
    public WaitShares stop() {
        WorkerSpans.listen(null);
        Path jfr = null;
        try {
            sampler.close();
            recording.stop();
            jfr = Files.createTempFile("dbbench-waits-", ".jfr");
            recording.dump(jfr);
            return attribute(List.copyOf(spans.values()), WaitEvents.read(jfr, spans));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the --waits JFR recording: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while stopping the --waits sampler", e);
        } finally {
            recording.close();
            if (jfr != null) {
                try {
                    Files.deleteIfExists(jfr);
                } catch (IOException ignored) {
                    // a temp file left behind is not worth failing the run for
                }
            }
        }
    }

    @Override
    public void close() {
        WorkerSpans.listen(null);
        recording.close();
    }

    /** Per worker: the named waits first, then running, waiting for a CPU and other waits (see above). */
    static WaitShares attribute(List<WorkerSpan> all, WaitEvents events) {
        long wall = 0;
        double running = 0;
        double queue = 0;
        Map<String, Double> waits = new HashMap<>();
        int workers = 0;
        for (WorkerSpan s : all) {
            if (!s.ended()) {
                continue;
            }
            workers++;
            long w = s.wallNanos();
            long cpu = Math.min(w, s.cpuNanos());
            long q = Math.min(w - cpu, s.runQueueNanos());
            long blocked = w - cpu - q;
            wall += w;
            Map<String, Double> named = new HashMap<>();
            events.perWorker.getOrDefault(s.javaThreadId, Map.of()).forEach((k, v) -> named.put(k, v.doubleValue()));
            long gc = 0;
            for (Instant[] p : events.pauses) {
                gc += WaitEvents.clipped(p[0], p[1], s);
            }
            if (gc > 0) {
                named.merge(WaitShares.GC, (double) gc, Double::sum);
            }
            double fileIo = named.getOrDefault(WaitShares.FSYNC, 0.0) + named.getOrDefault(WaitShares.WRITE, 0.0)
                    + named.getOrDefault(WaitShares.READ, 0.0);
            double disk = s.samples == 0 ? 0 : (double) w * s.diskSamples / s.samples;
            if (disk > fileIo) {
                named.put(WaitShares.KERNEL_IO, disk - fileIo);
            }
            int nativeLock = events.nativeLockSamples(s);
            if (nativeLock > 0) {
                named.put(WaitShares.NATIVE_LOCK, (double) w * nativeLock / s.samples);
            }
            double sum = named.values().stream().mapToDouble(Double::doubleValue).sum();
            double scale = sum > w ? w / sum : 1;
            named.forEach((k, v) -> waits.merge(k, v * scale, Double::sum));
            double inNamed = sum * scale;
            double fromBlocked = Math.min(blocked, inNamed);
            double fromCpu = inNamed - fromBlocked;
            double runningInNamed = cpu + q == 0 ? 0 : fromCpu * cpu / (cpu + q);
            running += cpu - runningInNamed;
            queue += q - (fromCpu - runningInNamed);
            waits.merge(WaitShares.OTHER, blocked - fromBlocked, Double::sum);
        }
        Map<String, Long> ordered = new LinkedHashMap<>();
        waits.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder()))
                .forEach(e -> ordered.put(e.getKey(), Math.round(e.getValue())));
        Map<String, String> details = new LinkedHashMap<>();
        events.lockDetails.forEach((k, v) -> {
            if (ordered.containsKey(k)) {
                details.put(k, v);
            }
        });
        if (ordered.containsKey(WaitShares.NATIVE_LOCK)) {
            details.put(WaitShares.NATIVE_LOCK, "asleep in the futex system call (" + StateSampler.FUTEX
                    + ") with no Java wait seen by JFR");
        }
        return new WaitShares(wall, Math.round(running), Math.round(queue), ordered, details, workers);
    }
}
