package org.dbbench.threeen1.profile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;

/**
 * A JFR recording of one store run and where its CPU went. JFR's "default" settings (about 1%
 * overhead) with Java and native method samples every {@value #SAMPLE_MILLIS} ms; the recording is
 * written to a file a user can open in JDK Mission Control.
 *
 * <p>The shares: the process's CPU time over the run and the JVM's own threads' (GC, JIT, VM, JFR)
 * are measured from /proc ({@link ThreadCpu}); the rest is the Java threads' CPU, divided between
 * the categories in proportion to the samples {@link FramePrefixes} attributes to each.
 */
public final class CpuProfile {
    /** The system property that tells a JMH fork where to write its recordings (unset: none). */
    public static final String DIR_PROPERTY = "dbbench.threeen1.profileDir";
    static final int SAMPLE_MILLIS = 10;

    private final Recording recording;
    private final ThreadCpu before;

    private CpuProfile(Recording recording, ThreadCpu before) {
        this.recording = recording;
        this.before = before;
    }

    public static CpuProfile start() {
        Recording r;
        try {
            r = new Recording(Configuration.getConfiguration("default"));
        } catch (IOException | ParseException e) {
            throw new IllegalStateException("cannot read JFR's default settings: " + e.getMessage(), e);
        }
        r.setName("dbbench-threeen1");
        r.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(SAMPLE_MILLIS));
        r.enable("jdk.NativeMethodSample").withPeriod(Duration.ofMillis(SAMPLE_MILLIS));
        r.setToDisk(true);
        r.start();
        return new CpuProfile(r, ThreadCpu.snapshot());
    }

    /** Stops the recording, writes it to {@code file} and attributes its samples. */
    public Breakdown stop(Path file) {
        long[] ticks = ThreadCpu.snapshot().since(before);
        try {
            recording.stop();
            recording.dump(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the JFR recording " + file + ": " + e.getMessage(), e);
        } finally {
            recording.close();
        }
        return analyze(file, ticks);
    }

    /**
     * The breakdown of a recording.
     *
     * @param ticks process, GC, JIT and VM CPU ticks over the recording (all 0: not measured)
     */
    public static Breakdown analyze(Path jfr, long[] ticks) {
        Map<Category, Long> samples = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            samples.put(c, 0L);
        }
        JfrSamples.read(jfr, s -> {
            Category c = FramePrefixes.classify(s.classes(), s.nativeSample());
            if (c != null) {
                samples.merge(c, 1L, Long::sum);
            }
        });
        return Breakdown.of(samples, ticks);
    }
}
