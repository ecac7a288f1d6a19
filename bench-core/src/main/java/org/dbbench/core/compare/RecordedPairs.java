package org.dbbench.core.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.Plural;

/**
 * The A/B pairs a comparison bundle recorded, what scripts/compare-resample draws from: per case, A's
 * and B's measurement in each pair (round r of A and round r of B, run next to each other), and how
 * long each pair's two rounds took. Only valid cases are kept; a pair is kept whole, so drift that
 * moved both of its rounds stays in it.
 *
 * @param sources the bundles the pairs come from, in order (more than one when pooled)
 * @param a per case, A's measurement in each pair (time per operation)
 * @param b per case, B's
 * @param seconds per pair, both rounds' wall time
 */
public record RecordedPairs(List<Source> sources, String study, List<String> labels, double[][] a, double[][] b,
        double[] seconds) {

    /** Fewest pairs worth resampling: with fewer, a draw repeats the same few pairs. */
    public static final int FEWEST = Analysis.FEWEST;

    /**
     * One bundle's part.
     *
     * @param recordedPercent per case, the mean of the pairs' log(B / A) as a change in percent: the
     *     difference the recording holds (for an A/A calibration, its noise)
     */
    public record Source(String bundle, String kind, int pairs, double[] recordedPercent) {
    }

    /** The pairs of a comparison bundle's comparison.json; refused in one line when there are none to draw. */
    public static RecordedPairs load(Path dir) {
        Path file = dir.resolve(Comparison.FILE);
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(dir + " is not a comparison bundle (no " + Comparison.FILE + "); give a"
                    + " results directory written by 'bench compare'");
        }
        Comparison c;
        try {
            c = Json.MAPPER.readValue(file.toFile(), Comparison.class);
        } catch (IOException e) {
            throw new BadInputException(dir + ": " + Comparison.FILE + " cannot be read (" + e.getMessage()
                    .split("\\R")[0] + "); the bundle is damaged");
        }
        if (c.comparisonFormat() > Comparison.FORMAT) {
            throw new BadInputException(dir + " is of comparison format " + c.comparisonFormat() + "; this bench"
                    + " reads up to " + Comparison.FORMAT + ": use a newer benchmarks.jar");
        }
        return of(c, dir.toString());
    }

    /** The pairs of one comparison, named {@code bundle}. */
    public static RecordedPairs of(Comparison c, String bundle) {
        if (Comparison.BASELINE.equals(c.kind())) {
            throw new BadInputException(bundle + " is a comparison against a baseline: its A rounds ran at another"
                    + " time and are not paired with B's; give an A/B or A/A calibration bundle");
        }
        List<CaseResult> valid = c.cases().stream().filter(r -> r.invalid() == null).toList();
        int n = valid.stream().mapToInt(r -> Math.min(r.a().size(), r.b().size())).min().orElse(0);
        if (n < FEWEST) {
            throw new BadInputException(bundle + " holds " + (valid.isEmpty() ? "no valid case"
                    : Plural.of(n, "recorded pair")) + "; resampling needs a bundle with " + FEWEST
                    + " or more valid pairs");
        }
        int cases = valid.size();
        double[][] a = new double[cases][n];
        double[][] b = new double[cases][n];
        double[] recorded = new double[cases];
        for (int k = 0; k < cases; k++) {
            double logSum = 0;
            for (int i = 0; i < n; i++) {
                a[k][i] = valid.get(k).a().get(i);
                b[k][i] = valid.get(k).b().get(i);
                logSum += Math.log(b[k][i] / a[k][i]);
            }
            recorded[k] = 100 * Math.expm1(logSum / n);
        }
        return new RecordedPairs(List.of(new Source(bundle, c.kind(), n, recorded)), c.study(),
                valid.stream().map(CaseResult::label).toList(), a, b, seconds(c, n));
    }

    /** Each pair's time: its A and B rounds' seconds (pairs the log lacks take the mean of the others). */
    private static double[] seconds(Comparison c, int n) {
        double[] s = new double[n];
        List<Round> log = c.roundLog() == null ? List.of() : c.roundLog();
        for (Round r : log) {
            if (r.round() >= 1 && r.round() <= n) {
                s[r.round() - 1] += r.seconds();
            }
        }
        double mean = java.util.Arrays.stream(s).filter(v -> v > 0).average().orElse(0);
        for (int i = 0; i < n; i++) {
            s[i] = s[i] > 0 ? s[i] : mean;
        }
        return s;
    }

    /** The number of pairs. */
    public int pairs() {
        return seconds.length;
    }

    /**
     * The same pairs with each case's B scaled so that the mean of its log(B / A) is 0: in the world
     * the draws come from, the true change is then exactly the one injected. An A/A recording loses
     * its noise in the mean, an A/B recording its difference; the spread and the drift stay.
     */
    public RecordedPairs centred() {
        double[][] centredB = new double[b.length][];
        int from = 0;
        for (Source s : sources) {
            for (int k = 0; k < b.length; k++) {
                if (centredB[k] == null) {
                    centredB[k] = new double[pairs()];
                }
                double scale = 1 / (1 + s.recordedPercent()[k] / 100);
                for (int i = from; i < from + s.pairs(); i++) {
                    centredB[k][i] = b[k][i] * scale;
                }
            }
            from += s.pairs();
        }
        return new RecordedPairs(sources, study, labels, a, centredB, seconds);
    }

    /** Several recordings of one workload as one pool of pairs: the same study and the same cases, in order. */
    public static RecordedPairs pool(List<RecordedPairs> all) {
        RecordedPairs first = all.get(0);
        List<Source> sources = new ArrayList<>();
        int total = all.stream().mapToInt(RecordedPairs::pairs).sum();
        double[][] a = new double[first.labels.size()][total];
        double[][] b = new double[first.labels.size()][total];
        double[] seconds = new double[total];
        int at = 0;
        for (RecordedPairs p : all) {
            if (!p.study.equals(first.study) || !p.labels.equals(first.labels)) {
                throw new BadInputException("--pool: " + p.sources.get(0).bundle() + " measured " + p.study + " "
                        + p.labels + ", " + first.sources.get(0).bundle() + " " + first.study + " " + first.labels
                        + "; only recordings of the same cases can be pooled");
            }
            for (int k = 0; k < a.length; k++) {
                System.arraycopy(p.a[k], 0, a[k], at, p.pairs());
                System.arraycopy(p.b[k], 0, b[k], at, p.pairs());
            }
            System.arraycopy(p.seconds, 0, seconds, at, p.pairs());
            sources.addAll(p.sources);
            at += p.pairs();
        }
        return new RecordedPairs(sources, first.study, first.labels, a, b, seconds);
    }

    /** "12 recorded pairs of results/X", "30 recorded pairs of results/X, results/Y (pooled)". */
    public String describe() {
        return Plural.of(pairs(), "recorded pair") + " of " + String.join(", ", sources.stream()
                .map(Source::bundle).toList()) + (sources.size() > 1 ? " (pooled)" : "");
    }
}
