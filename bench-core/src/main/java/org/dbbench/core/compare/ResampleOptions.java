package org.dbbench.core.compare;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.Durations;
import org.dbbench.core.cli.Values;

/**
 * The command line of scripts/compare-resample, each value refused in one line naming it and what is
 * allowed, before any bundle is read: {@code BUNDLE... [--effects 0,1,2,3,5,10] [--draws N] [--seed S]
 * [--budget DURATION] [--target P%] [--old-rounds N] [--pool] [--results-dir DIR]}.
 *
 * @param targetPercent today's rule's target MDE, or null for the study's default (as compare's --target)
 * @param oldRounds rounds per side of the old rule, or null for the study's default
 * @param help --help was given: print the usage and do nothing else
 */
record ResampleOptions(List<Path> bundles, List<Double> effectsPercent, int draws, long seed, Duration budget,
        Double targetPercent, Integer oldRounds, boolean pool, Path resultsDir, boolean help) {

    static final List<Double> EFFECTS = List.of(0.0, 1.0, 2.0, 3.0, 5.0, 10.0);
    static final int DRAWS = 1000;
    static final int MAX_DRAWS = 100_000;
    /** compare's own default budget. */
    static final Duration BUDGET = Duration.ofMinutes(10);
    /** As compare's --rounds. */
    static final int MAX_OLD_ROUNDS = 50;

    static final String USAGE = "usage: scripts/compare-resample BUNDLE... [--effects 0,1,2,3,5,10] [--draws N]"
            + " [--seed S] [--budget DURATION] [--target P%] [--old-rounds N] [--pool] [--results-dir DIR]";

    private static final List<String> OPTIONS = List.of("--effects", "--draws", "--seed", "--budget", "--target",
            "--old-rounds", "--pool", "--results-dir", "--help");

    static ResampleOptions parse(String... args) {
        List<Path> bundles = new ArrayList<>();
        List<Double> effects = EFFECTS;
        int draws = DRAWS;
        long seed = 1;
        Duration budget = BUDGET;
        Double target = null;
        Integer oldRounds = null;
        boolean pool = false;
        Path resultsDir = Path.of("results");
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                bundles.add(Path.of(arg));
                continue;
            }
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            if (!OPTIONS.contains(name)) {
                throw new BadInputException("unknown option " + name + "; allowed: " + String.join(", ", OPTIONS));
            }
            if (name.equals("--help")) {
                return new ResampleOptions(bundles, effects, draws, seed, budget, target, oldRounds, pool, resultsDir,
                        true);
            }
            if (name.equals("--pool")) {
                pool = true;
                continue;
            }
            String value;
            if (arg.contains("=")) {
                value = arg.substring(arg.indexOf('=') + 1);
            } else if (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                value = args[++i];
            } else {
                throw new BadInputException(name + " needs a value; " + USAGE);
            }
            switch (name) {
                case "--effects" -> effects = effects(value);
                case "--draws" -> draws = Values.wholeInt("--draws", value, 1, MAX_DRAWS, "1 to 100_000");
                case "--seed" -> seed = Values.whole("--seed", value, Long.MIN_VALUE, Long.MAX_VALUE,
                        "a whole number");
                case "--budget" -> budget = budget(value);
                case "--target" -> target = Values.percent("--target", value);
                case "--old-rounds" -> oldRounds = Values.wholeInt("--old-rounds", value, 2, MAX_OLD_ROUNDS,
                        "2 to " + MAX_OLD_ROUNDS + " (as compare's --rounds; the old rule's interval needs 4"
                        + " per side)");
                default -> resultsDir = Path.of(value);
            }
        }
        if (bundles.isEmpty()) {
            throw new BadInputException("no bundle given; give one or more results directories written by"
                    + " 'bench compare' (" + USAGE + ")");
        }
        return new ResampleOptions(bundles, effects, draws, seed, budget, target, oldRounds, pool, resultsDir, false);
    }

    /** Percentages from 0 to 100, with or without %, comma-separated; duplicates dropped, order kept. */
    static List<Double> effects(String text) {
        String allowed = "percentages from 0 to 100 separated by commas, e.g. 0,1,2,3,5,10";
        List<Double> out = new ArrayList<>();
        for (String item : Values.items("--effects", text, allowed)) {
            String t = item.endsWith("%") ? item.substring(0, item.length() - 1) : item;
            double v;
            try {
                v = t.matches("[0-9]+(\\.[0-9]+)?") ? Double.parseDouble(t) : Double.NaN;
            } catch (NumberFormatException e) {
                v = Double.NaN;
            }
            if (!(v >= 0 && v <= 100)) {
                throw new BadInputException("--effects '" + text + "': '" + item + "' is not allowed; give "
                        + allowed);
            }
            if (!out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }

    private static Duration budget(String text) {
        Duration d = Durations.parse("--budget", text);
        if (d.isZero() || d.isNegative()) {
            throw new BadInputException("--budget " + text + " is not allowed; give a duration above 0, e.g. 10m");
        }
        return d;
    }

    /** "0, 1, 2.5%": the effects as the output names them. */
    static String describe(List<Double> effects) {
        return String.join(", ", effects.stream().map(ResampleOptions::pct).toList()) + "%";
    }

    /** 2 -> "2", 2.5 -> "2.5". */
    static String pct(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
