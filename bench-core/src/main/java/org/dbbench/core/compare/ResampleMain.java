package org.dbbench.core.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.dbbench.core.BadInputException;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.Durations;
import org.dbbench.core.env.Environment;
import org.dbbench.core.run.StudyRun;

/**
 * scripts/compare-resample: the detection rate of {@code bench compare} against a true effect, from
 * recorded comparison bundles ({@link Resampling}), today's rule beside the old one, each rate with
 * its binomial interval; printed, and kept as resample.json in a results bundle written whole or not
 * at all. Every argument and every bundle is checked before any draw: bad input is one line, exit 2,
 * nothing written.
 */
public final class ResampleMain {
    public static final String FILE = "resample.json";
    public static final int FORMAT = 1;
    /** Without the study's adapter: {@link StudyAdapter}'s own defaults. */
    static final double DEFAULT_TARGET = 5;
    static final int DEFAULT_OLD_ROUNDS = 5;

    private ResampleMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** @return 0, or 2 on bad input */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            ResampleOptions o = ResampleOptions.parse(args);
            if (o.help()) {
                out.println(ResampleOptions.USAGE);
                out.println("Draws simulated comparisons from the A/B pairs of comparison bundles with a known effect"
                        + " injected into B; see docs/commands/compare.md.");
                return 0;
            }
            ResultBundle.checkWritable(o.resultsDir());
            List<RecordedPairs> loaded = new ArrayList<>();
            for (Path b : o.bundles()) {
                loaded.add(RecordedPairs.load(b).centred());
            }
            List<RecordedPairs> groups = o.pool() ? List.of(RecordedPairs.pool(loaded)) : loaded;
            List<Resampling.Settings> settings = new ArrayList<>();
            for (RecordedPairs g : groups) {
                settings.add(settings(o, g));
            }
            List<ResampledRates> results = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < groups.size(); i++) {
                out.println("compare-resample: " + groups.get(i).describe() + ", " + o.draws() + " draws at "
                        + ResampleOptions.describe(o.effectsPercent()) + " ...");
                ResampledRates r = Resampling.run(groups.get(i), settings.get(i));
                results.add(r);
                text.append(text.length() > 0 ? "\n" : "").append(ResampleReport.text(r));
            }
            Path bundle = write(o, results, text.toString());
            out.println();
            out.print(text);
            out.println();
            out.println("results: " + bundle);
            return 0;
        } catch (BadInputException e) {
            err.println("compare-resample: " + e.getMessage());
            return 2;
        }
    }

    /** Today's target (and margin, as compare's) and the old rule's rounds: the study's defaults unless given. */
    static Resampling.Settings settings(ResampleOptions o, RecordedPairs g) {
        double shortest = java.util.Arrays.stream(g.seconds()).min().orElse(0);
        double budget = o.budget().toNanos() / 1e9;
        if (budget < shortest) {
            throw new BadInputException("--budget " + Durations.describe(o.budget()) + " is shorter than the"
                    + " shortest recorded pair (" + VerdictWords.minutes(shortest) + ") of " + String.join(", ",
                    g.sources().stream().map(RecordedPairs.Source::bundle).toList()) + "; give more, e.g. 10m");
        }
        Optional<StudyAdapter> study = adapter(g.study());
        double target = o.targetPercent() != null ? o.targetPercent()
                : study.map(StudyAdapter::targetPercent).orElse(DEFAULT_TARGET);
        int oldRounds = o.oldRounds() != null ? o.oldRounds()
                : study.map(StudyAdapter::defaultRounds).orElse(DEFAULT_OLD_ROUNDS);
        return new Resampling.Settings(o.effectsPercent(), o.draws(), o.seed(), budget, target, target, oldRounds);
    }

    /** The study's compare adapter (its target and its fixed design's rounds), when it is on the class path. */
    static Optional<StudyAdapter> adapter(String study) {
        for (StudyAdapter a : ServiceLoader.load(StudyAdapter.class)) {
            if (a.study().equals(study)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    private static Path write(ResampleOptions o, List<ResampledRates> results, String text) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("resampleFormat", FORMAT);
        json.put("label", "resampled");
        json.put("effectsPercent", o.effectsPercent());
        json.put("draws", o.draws());
        json.put("seed", o.seed());
        json.put("groups", results.stream().map(ResampleReport::json).toList());
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("study", "compare-resample");
        config.put("bundles", o.bundles().stream().map(p -> p.toAbsolutePath().toString()).toList());
        config.put("effectsPercent", o.effectsPercent());
        config.put("draws", o.draws());
        config.put("seed", o.seed());
        config.put("budgetSeconds", o.budget().toNanos() / 1e9);
        config.put("targetPercent", o.targetPercent());
        config.put("oldRounds", o.oldRounds());
        config.put("pool", o.pool());
        try {
            Path tmp = Files.createTempFile("resample-", ".json");
            try {
                Files.writeString(tmp, Json.write(json) + "\n", StandardCharsets.UTF_8);
                Environment env = Environment.capture(o.resultsDir());
                String summary = StudyRun.summary("compare-resample", env, List.of()) + text;
                return ResultBundle.write(o.resultsDir(), "compare-resample", env, config, null, summary,
                        Map.of(FILE, tmp));
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
