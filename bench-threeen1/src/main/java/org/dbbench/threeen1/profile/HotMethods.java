package org.dbbench.threeen1.profile;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The methods a case's CPU samples were taken in, most frequent first, from its recordings: the
 * executing method, and when that is the JDK's or a helper's, the suite or engine method it ran for
 * (the frame {@link FramePrefixes} attributes the sample to), as {@code "LockSupport.unpark <
 * DataFileCache.get"}. This names what dominates inside a column of the where-the-time-goes table.
 */
public final class HotMethods {
    /** A method (or method and the caller it ran for) and its share of the counted samples, 0..1. */
    public record Entry(String method, double share) {
    }

    private HotMethods() {
    }

    /** The {@code n} most sampled methods over all the recordings; empty when they hold no sample. */
    public static List<Entry> top(List<Path> recordings, int n) {
        Map<String, Long> counts = new HashMap<>();
        long[] total = {0};
        for (Path jfr : recordings) {
            JfrSamples.read(jfr, s -> {
                if (s.methods().isEmpty() || FramePrefixes.classify(s.classes(), s.nativeSample()) == null) {
                    return; // a thread waiting in the JDK's native code, as the breakdown leaves it out
                }
                int deciding = FramePrefixes.decidingFrame(s.classes());
                String key = deciding > 0 ? s.methods().get(0) + " < " + s.methods().get(deciding) : s.methods().get(0);
                counts.merge(key, 1L, Long::sum);
                total[0]++;
            });
        }
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(n)
                .map(e -> new Entry(e.getKey(), e.getValue() / (double) total[0]))
                .toList();
    }
}
