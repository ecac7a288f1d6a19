package org.dbbench.threeen1.report;

import java.util.Comparator;
import java.util.List;

/**
 * The peak and the knee of a scaling curve (one store and profile, by workers k): the peak is the k
 * with the most reads/s; the knee is the last k before throughput first falls more than
 * {@value #KNEE_LOSS} below the peak, looking from the peak on (none when it never does). Either is
 * named (marked P or K) only when resolved: when the range of its runs' reads/s separates from the
 * ranges of the neighbours that make it one (both neighbours of a peak; the point after a knee).
 * Medians alone turn at every wobble of the noise.
 */
final class ScalingKnee {
    static final double KNEE_LOSS = 0.10;

    private ScalingKnee() {
    }

    /** {peak k, knee k or 0}, by the medians alone. */
    static int[] peakAndKnee(List<RunCase> series) {
        List<RunCase> byK = byK(series);
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

    /** {peak k or 0, knee k or 0}: each only where its runs separate from its neighbours' runs. */
    static int[] resolved(List<RunCase> series) {
        List<RunCase> byK = byK(series);
        int[] pk = peakAndKnee(series);
        int p = index(byK, pk[0]);
        boolean peak = (p == 0 || separate(byK.get(p), byK.get(p - 1)))
                && (p == byK.size() - 1 || separate(byK.get(p), byK.get(p + 1)));
        int k = pk[1] == 0 ? -1 : index(byK, pk[1]);
        boolean knee = k >= 0 && separate(byK.get(k), byK.get(k + 1));
        return new int[] {peak ? pk[0] : 0, knee ? pk[1] : 0};
    }

    /** Two points whose runs' reads/s ranges do not overlap; a point of one run has no range to tell. */
    static boolean separate(RunCase a, RunCase b) {
        double[] ra = range(a);
        double[] rb = range(b);
        return ra != null && rb != null && (ra[1] < rb[0] || rb[1] < ra[0]);
    }

    /** {slowest, fastest} run's reads/s, from the runs' seconds (each run reads the same numbers). */
    private static double[] range(RunCase c) {
        var s = c.secondsRuns().summary();
        if (s.count() < 2 || !(s.min() > 0) || !(c.seconds() > 0)) {
            return null;
        }
        return new double[] {c.readsPerSecond() * c.seconds() / s.max(), c.readsPerSecond() * c.seconds() / s.min()};
    }

    private static List<RunCase> byK(List<RunCase> series) {
        return series.stream().sorted(Comparator.comparingInt(RunCase::workers)).toList();
    }

    private static int index(List<RunCase> byK, int workers) {
        for (int i = 0; i < byK.size(); i++) {
            if (byK.get(i).workers() == workers) {
                return i;
            }
        }
        throw new IllegalArgumentException("no point at k=" + workers);
    }
}
