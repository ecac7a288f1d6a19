package org.dbbench.threeen1.profile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

/**
 * The CPU samples of a recording, each as its stack of Java frames: what {@link CpuProfile} splits
 * into categories and {@link HotMethods} counts per method.
 */
final class JfrSamples {
    /**
     * One sample.
     *
     * @param classes the class of each Java frame, the executing one first
     * @param methods "SimpleClass.method" of each of those frames
     * @param nativeSample the thread was in a native method (a JFR native-method sample)
     */
    record Sample(List<String> classes, List<String> methods, boolean nativeSample) {
    }

    private JfrSamples() {
    }

    /** Hands every Java and native method sample of the recording to {@code each}, in file order. */
    static void read(Path jfr, Consumer<Sample> each) {
        try (RecordingFile file = new RecordingFile(jfr)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                String type = e.getEventType().getName();
                boolean nativeSample = type.equals("jdk.NativeMethodSample");
                if (!nativeSample && !type.equals("jdk.ExecutionSample")) {
                    continue;
                }
                List<String> classes = new ArrayList<>();
                List<String> methods = new ArrayList<>();
                if (e.getStackTrace() != null) {
                    for (RecordedFrame f : e.getStackTrace().getFrames()) {
                        RecordedMethod m = f.getMethod();
                        if (f.isJavaFrame() && m != null && m.getType() != null) {
                            String cls = m.getType().getName();
                            classes.add(cls);
                            methods.add(cls.substring(cls.lastIndexOf('.') + 1) + "." + m.getName());
                        }
                    }
                }
                each.accept(new Sample(classes, methods, nativeSample));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JFR recording " + jfr + ": " + e.getMessage(), e);
        }
    }
}
