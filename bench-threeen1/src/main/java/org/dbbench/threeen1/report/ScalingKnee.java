package org.dbbench.threeen1.report;

import java.util.Comparator;
import java.util.List;

/**
 * The peak and the knee of a scaling curve (one store and profile, by workers k): the peak is the k
 * with the most reads/s; the knee is the last k before throughput first falls more than
 * {@value #KNEE_LOSS} below the peak, looking from the peak on (none when it never does).
 */
final class ScalingKnee {
    static final double KNEE_LOSS = 0.10;

    private ScalingKnee() {
    }

    /** {peak k, knee k or 0}. */
    static int[] peakAndKnee(List<RunCase> series) {
        List<RunCase> byK = series.stream().sorted(Comparator.comparingInt(RunCase::workers)).toList();
        RunCase peak = byK.stream().max(Comparator.comparingDouble(RunCase::readsPerSecond)).orElseThrow();
        int knee = 0;
        for (int i = byK.indexOf(peak) + 1; i < byK.size(); i++) {
            if (byK.get(i).readsPerSecond() < (1 - KNEE_LOSS) * peak.readsPerSecond()) {
                knee = byK.get(i - 1).workers();
                break;
            }
        }
        return new int[] {peak.workers(), knee};
    }
}
