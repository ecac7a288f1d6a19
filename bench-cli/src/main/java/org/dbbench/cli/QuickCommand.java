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
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.dbbench.core.BadInputException;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.ResultsOptions;
import org.dbbench.core.report.BundleReader;
import org.dbbench.cli.compare.StudyCheck;
import org.dbbench.core.cli.WritableDir;
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
    "Both studies with short settings, a few minutes, no setup.",
    "Runs 'logio --quick' then 'threeen1 --quick', prints each summary, then",
    "the bundles' paths. Log files and stores go to a temporary directory",
    "inside --results-dir (removed afterwards) unless --dir names another."})
public final class QuickCommand implements BenchCommand {
    /** The study commands run, in order, each with its short settings. */
    static final List<String> STUDIES = List.of("logio", "threeen1");

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
        Map<String, Integer> exits = new LinkedHashMap<>();
        try {
            Path logDir = dir != null ? dir : scratch;
            exits.put("logio", run(out, "logio", "--quick", "--dir", logDir.toString(),
                    "--results-dir", results.resultsDir.toString()));
            exits.put("threeen1", run(out, "threeen1", "--quick", "--data-dir", logDir.toString(),
                    "--results-dir", results.resultsDir.toString()));
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
        return exits.values().stream().filter(e -> e != 0).findFirst().orElse(0);
    }

    /** Each study's own check of what it will be given, before the results directory is made. */
    static void checkStudies(Path dir, Path resultsDir) {
        if (dir == null) {
            return; // a directory of this command's own inside --results-dir, checked above
        }
        WritableDir.check("--dir", dir, 0, null);
        StudyCheck.check("logio", List.of("--quick", "--dir", dir.toString(), "--results-dir", resultsDir.toString()));
        StudyCheck.check("threeen1", List.of("--quick", "--data-dir", dir.toString(),
                "--results-dir", resultsDir.toString()));
    }

    private static int run(PrintStream out, String... args) {
        out.println();
        out.println("== bench " + String.join(" ", args));
        out.flush();
        return Main.commandLine().execute(args);
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
            out.println("Side by side with other machines, or as HTML with charts:");
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
