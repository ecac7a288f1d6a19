package org.dbbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.ConsoleOptions;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.console.Console;
import org.dbbench.core.console.RecentRuns;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.WritableDir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bench quick}: both studies with their short settings, one after the other, through their
 * own commands ({@code logio --quick}, {@code threeen1 --quick}), so the first thing a newcomer runs
 * is exactly what the full commands run, only shorter. Needs no setup: the log files go to a new
 * hidden directory inside the results directory (a disk the user chose, unlike /tmp, which is
 * often memory) and that directory is removed at the end, also on Ctrl-C.
 */
@Command(name = "quick", description = {
    "Both studies with short settings, about a minute, no setup.",
    "Runs 'logio --quick' then 'threeen1 --quick' on memory, h2 and h2-mvstore",
    "at 1..10,000, prints each summary, the bundles' paths and the full runs. Log files and stores go to a temporary directory",
    "inside --results-dir (removed afterwards) unless --dir names another."})
public final class QuickCommand implements BenchCommand {
    /** The study commands run, in order, each with its short settings. */
    static final List<String> STUDIES = List.of("logio", "threeen1");
    /** 3n+1's taste: the memory floor and two real stores, one SQL (H2) and one key-value (H2's MVStore). */
    static final List<String> THREEEN1_QUICK = List.of("--quick", "--store", "memory,h2,h2-mvstore", "--to", "10000");
    /**
     * Shipped estimates, in seconds, for a machine with no runs of its own in the results directory
     * yet: measured on the 2-core development VM (docs/commands/quick.md has the run). Index: quick
     * logio, quick threeen1, full logio, full threeen1.
     */
    static final long[] SHIPPED_SECONDS = {45, 20, 20 * 60, 11 * 60};
    /** The full runs, as a user types them after the quick look. */
    static final List<String> FULL_RUNS = List.of("bench logio --dir DIR", "bench threeen1 --data-dir DIR");

    @Mixin
    ConsoleOptions console;

    @Mixin
    ResultsOptions results;

    @Option(names = "--dir", paramLabel = "DIR", description = "Directory on the disk to measure: logio's log"
            + " files and threeen1's stores go there (default: a temporary directory inside --results-dir).")
    Path dir;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        List<String> missing = STUDIES.stream()
                .filter(s -> !Main.commandLine().getSubcommands().containsKey(s)).toList();
        if (!missing.isEmpty()) {
            System.err.println("bench quick: this jar has no '" + String.join("' or '", missing) + "' command;"
                    + " rebuild it with every study module (mvn package)");
            return 1;
        }
        if (dir != null && !Files.isDirectory(dir)) {
            throw new BadInputException("--dir " + dir + " is not an existing directory; give a directory"
                    + " on the disk to measure");
        }
        ResultBundle.checkWritable(results.resultsDir);
        checkStudies(dir, results.resultsDir);
        Files.createDirectories(results.resultsDir);
        Set<Path> before = bundles(results.resultsDir);
        Path scratch = dir != null ? null : Files.createTempDirectory(results.resultsDir, ".quick-scratch-");
        Thread cleanup = new Thread(() -> deleteTree(scratch), "bench-quick-cleanup");
        if (scratch != null) {
            Runtime.getRuntime().addShutdownHook(cleanup);
        }
        long start = System.nanoTime();
        header(out, results.resultsDir);
        Map<String, Integer> exits = new LinkedHashMap<>();
        try {
            Path logDir = dir != null ? dir : scratch;
            List<String> verbose = Console.verbose() ? List.of("--verbose") : List.of();
            exits.put("logio", run(out, concat(List.of("logio", "--quick", "--dir", logDir.toString(),
                    "--results-dir", results.resultsDir.toString()), verbose)));
            exits.put("threeen1", run(out, concat(concat(List.of("threeen1"), THREEEN1_QUICK), concat(List.of(
                    "--data-dir", logDir.toString(), "--results-dir", results.resultsDir.toString()), verbose))));
        } finally {
            if (scratch != null) {
                deleteTree(scratch);
                try {
                    Runtime.getRuntime().removeShutdownHook(cleanup);
                } catch (IllegalStateException e) {
                    // already shutting down (Ctrl-C): the hook runs and finds nothing left
                }
            }
        }
        List<Path> made = new ArrayList<>(bundles(results.resultsDir));
        made.removeAll(before);
        made.sort(Comparator.naturalOrder());
        recap(out, exits, made, (System.nanoTime() - start) / 1_000_000_000L);
        fullRuns(out, results.resultsDir);
        return exits.values().stream().filter(e -> e != 0).findFirst().orElse(0);
    }

    /** Each study's own check of what it will be given, before the results directory is made. */
    static void checkStudies(Path dir, Path resultsDir) {
        if (dir == null) {
            return; // a directory of this command's own inside --results-dir, checked above
        }
        WritableDir.check("--dir", dir, 0, null);
        StudyCheck.check("logio", List.of("--quick", "--dir", dir.toString(), "--results-dir", resultsDir.toString()));
        StudyCheck.check("threeen1", concat(THREEEN1_QUICK, List.of("--data-dir", dir.toString(),
                "--results-dir", resultsDir.toString())));
    }

    /** What will run and the whole command's ETA, before anything runs. */
    private static void header(PrintStream out, Path resultsDir) {
        Eta logio = eta(resultsDir, "logio", true, SHIPPED_SECONDS[0]);
        Eta threeen1 = eta(resultsDir, "threeen1", true, SHIPPED_SECONDS[1]);
        out.println("bench quick: a first look at both studies, about " + RecentRuns.say(logio.seconds
                + threeen1.seconds) + " (" + (logio.measured && threeen1.measured ? "this machine's last quick run"
                : "shipped estimate") + ")");
        out.println("  1. bench logio --quick: the 2004 aligned/non-aligned table, pg_test_fsync's 8kB commit");
        out.println("  2. bench threeen1 " + String.join(" ", THREEEN1_QUICK) + ": the memory floor, H2 (SQL), MVStore"
                + " (key-value)");
        out.flush();
    }

    /** The commands of the full runs and how long each takes here. */
    private static void fullRuns(PrintStream out, Path resultsDir) {
        Eta logio = eta(resultsDir, "logio", false, SHIPPED_SECONDS[2]);
        Eta threeen1 = eta(resultsDir, "threeen1", false, SHIPPED_SECONDS[3]);
        out.println("The full runs (DIR: a directory on the disk to measure):");
        out.println("  " + FULL_RUNS.get(0) + "          about " + logio.say());
        out.println("  " + FULL_RUNS.get(1) + "  about " + threeen1.say());
    }

    /** An ETA and where it comes from. */
    private record Eta(long seconds, boolean measured) {
        String say() {
            return RecentRuns.say(seconds) + (measured ? " (this machine's last run)" : " (shipped estimate)");
        }
    }

    private static Eta eta(Path resultsDir, String command, boolean quick, long shipped) {
        OptionalLong own = RecentRuns.seconds(resultsDir, command, quick);
        return own.isPresent() ? new Eta(own.getAsLong(), true) : new Eta(shipped, false);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static int run(PrintStream out, List<String> args) {
        out.println();
        out.println("== bench " + String.join(" ", args));
        out.flush();
        return Main.commandLine().execute(args.toArray(new String[0]));
    }

    private static void recap(PrintStream out, Map<String, Integer> exits, List<Path> made, long seconds) {
        out.println();
        out.println("bench quick: done in " + seconds / 60 + " min " + seconds % 60 + " s; "
                + exits.entrySet().stream().map(e -> e.getKey() + (e.getValue() == 0 ? " ok" : " FAILED (exit "
                + e.getValue() + ")")).collect(Collectors.joining(", ")));
        for (Path b : made) {
            out.println("  results: " + b);
        }
        if (!made.isEmpty()) {
            out.println("As HTML with charts (add other machines' bundles to compare):");
            out.println("  bench report " + made.stream().map(Path::toString).collect(Collectors.joining(" "))
                    + " --format html --out report.html");
        }
    }

    /** Bundle directories directly under the results directory. */
    private static Set<Path> bundles(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return Set.of();
        }
        try (Stream<Path> s = Files.list(root)) {
            return s.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith("."))
                    .filter(BundleReader::isBundle).collect(Collectors.toSet());
        }
    }

    /** Removes the scratch directory this command created, and what the studies left in it. */
    private static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            System.err.println("bench quick: could not remove " + root + " (" + e.getMessage() + "); remove it by hand");
        }
    }
}
