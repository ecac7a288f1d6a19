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
import org.dbbench.core.cli.Study;
import org.dbbench.core.console.Console;
import org.dbbench.core.console.RecentRuns;
import org.dbbench.core.report.BundleReader;
import org.dbbench.core.WritableDir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench quick}: every study with its short settings, one after the other, through their own
 * commands (each study's quick preset, {@link Study#quick()}), so the first thing a newcomer runs is
 * exactly what the full commands run, only shorter. Needs no setup: the studies' files go to a new
 * hidden directory inside the results directory (a disk the user chose, unlike /tmp, which is often
 * memory) and that directory is removed at the end, also on Ctrl-C. It names no study: what runs,
 * what it shows and how long it takes come from the studies ({@link Study}, by ServiceLoader).
 */
@Command(name = "quick", description = {"Every study with short settings, about a minute, no setup."})
public final class QuickCommand implements BenchCommand {
    @Mixin
    ConsoleOptions console;

    @Mixin
    ResultsOptions results;

    @Option(names = "--dir", paramLabel = "DIR", description = "Directory on the disk to measure: every study's"
            + " files go there (default: a temporary directory inside --results-dir).")
    Path dir;

    /** The help names what runs, from the studies themselves. */
    @Spec
    void describe(CommandSpec spec) {
        List<String> runs = Study.all().stream().map(s -> "'" + String.join(" ", s.command(), String.join(" ",
                s.quick().args())).strip() + "'").toList();
        spec.usageMessage().description(spec.usageMessage().description()[0],
                ("Runs " + String.join(" then ", runs) + ", prints each summary, the bundles' paths and the full"
                        + " runs. The studies' files go to a temporary directory inside --results-dir (removed"
                        + " afterwards) unless --dir names another.").replace("%", "%%"));
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        List<Study> studies = Study.all();
        List<String> missing = studies.stream().map(Study::command)
                .filter(s -> !Main.commandLine().getSubcommands().containsKey(s)).toList();
        if (studies.isEmpty() || !missing.isEmpty()) {
            System.err.println("bench quick: this jar has no " + (studies.isEmpty() ? "study" : "'"
                    + String.join("' or '", missing) + "' command") + "; rebuild it with every study module (mvn package)");
            return 1;
        }
        if (dir != null && !Files.isDirectory(dir)) {
            throw new BadInputException("--dir " + dir + " is not an existing directory; give a directory"
                    + " on the disk to measure");
        }
        ResultBundle.checkWritable(results.resultsDir);
        checkStudies(studies, dir, results.resultsDir);
        Files.createDirectories(results.resultsDir);
        Set<Path> before = bundles(results.resultsDir);
        Path scratch = dir != null ? null : Files.createTempDirectory(results.resultsDir, ".quick-scratch-");
        Thread cleanup = new Thread(() -> deleteTree(scratch), "bench-quick-cleanup");
        if (scratch != null) {
            Runtime.getRuntime().addShutdownHook(cleanup);
        }
        long start = System.nanoTime();
        header(out, studies, results.resultsDir);
        Map<String, Integer> exits = new LinkedHashMap<>();
        try {
            Path studyDir = dir != null ? dir : scratch;
            List<String> verbose = Console.verbose() ? List.of("--verbose") : List.of();
            for (Study s : studies) {
                exits.put(s.command(), run(out, concat(quickLine(s, studyDir, results.resultsDir), verbose)));
            }
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
        fullRuns(out, studies, results.resultsDir);
        return exits.values().stream().filter(e -> e != 0).findFirst().orElse(0);
    }

    /** A study's quick run as {@code bench quick} starts it: its preset, the directory and the results directory. */
    static List<String> quickLine(Study s, Path dir, Path resultsDir) {
        return concat(s.commandLine(s.quick(), dir.toString()), List.of("--results-dir", resultsDir.toString()));
    }

    /** Each study's own check of what it will be given, before the results directory is made. */
    static void checkStudies(List<Study> studies, Path dir, Path resultsDir) {
        if (dir == null) {
            return; // a directory of this command's own inside --results-dir, checked above
        }
        WritableDir.check("--dir", dir, 0, null);
        for (Study s : studies) {
            List<String> line = quickLine(s, dir, resultsDir);
            StudyCheck.check(s.command(), line.subList(1, line.size()));
        }
    }

    /** What will run and the whole command's ETA, before anything runs. */
    private static void header(PrintStream out, List<Study> studies, Path resultsDir) {
        List<Eta> etas = studies.stream().map(s -> eta(resultsDir, s, true)).toList();
        out.println("bench quick: a first look at " + (studies.size() == 2 ? "both studies" : "the studies")
                + ", about " + RecentRuns.say(etas.stream().mapToLong(Eta::seconds).sum()) + " ("
                + (etas.stream().allMatch(Eta::measured) ? "this machine's last quick run" : "shipped estimate") + ")");
        for (int i = 0; i < studies.size(); i++) {
            Study s = studies.get(i);
            out.println("  " + (i + 1) + ". " + String.join(" ", concat(List.of("bench", s.command()), s.quick().args()))
                    + ": " + s.quick().shows());
        }
        out.flush();
    }

    /** The commands of the full runs and how long each takes here. */
    private static void fullRuns(PrintStream out, List<Study> studies, Path resultsDir) {
        out.println("The full runs (DIR: a directory on the disk to measure):");
        List<String> lines = studies.stream().map(s -> "bench " + String.join(" ", s.commandLine(s.full(), "DIR")))
                .toList();
        int width = lines.stream().mapToInt(String::length).max().orElse(0) + 2;
        for (int i = 0; i < studies.size(); i++) {
            out.println("  " + String.format("%-" + width + "s", lines.get(i)) + "about "
                    + eta(resultsDir, studies.get(i), false).say());
        }
    }

    /** An ETA and where it comes from. */
    private record Eta(long seconds, boolean measured) {
        String say() {
            return RecentRuns.say(seconds) + (measured ? " (this machine's last run)" : " (shipped estimate)");
        }
    }

    /** This machine's last run of the study's preset ({@code quick}: its quick one), else the shipped estimate. */
    private static Eta eta(Path resultsDir, Study s, boolean quick) {
        OptionalLong own = RecentRuns.seconds(resultsDir, s.command(), quick);
        return own.isPresent() ? new Eta(own.getAsLong(), true)
                : new Eta((quick ? s.quick() : s.full()).shippedSeconds(), false);
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
