package org.dbbench.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import org.dbbench.core.BadInputException;
import org.dbbench.core.JvmFlags;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.NearestName;
import org.dbbench.core.cli.Study;
import org.dbbench.core.cli.UserPaths;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;

/** Entry point of benchmarks.jar: the {@code bench} command with every module's subcommands. */
@Command(name = "bench", scope = ScopeType.INHERIT, mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class, sortOptions = false, usageHelpAutoWidth = true,
        description = {"Storage and database studies, one command each, measured with JMH.",
            "Every benchmarking command writes a results bundle (see --results-dir)."})
public final class Main implements Runnable {
    /** Exit code for bad input, as picocli uses for usage errors. */
    public static final int BAD_INPUT = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (tests call this without exiting). */
    public static int run(String... args) {
        applySystemProperties();
        return commandLine(args.length > 0 ? args[0] : null).execute(args);
    }

    /** The whole command tree: every command, as --help lists them. */
    static CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command tree for a command line whose first word is {@code first}: only that command when it
     * names one, else every command (no word, an option such as --help, "help", a word that names
     * none and gets the nearest). picocli reads each command's options by reflection as it is built:
     * every command cost about 0.3 s of CPU at each start of the jar, and a run uses one.
     */
    static CommandLine commandLine(String first) {
        CommandLine cl = new CommandLine(new Main());
        List<String> listing = listing();
        List<ServiceLoader.Provider<BenchCommand>> contributed = ServiceLoader.load(BenchCommand.class).stream()
                .sorted(Comparator.comparing((ServiceLoader.Provider<BenchCommand> p) -> listingRank(p.type(), listing))
                        .thenComparing(p -> p.type().getName()))
                .toList();
        List<String> names = new ArrayList<>(contributed.stream().map(p -> nameOf(p.type())).toList());
        names.addAll(List.of(nameOf(EnvCommand.class), nameOf(JmhCommand.class)));
        String only = names.contains(first) ? first : null;
        for (ServiceLoader.Provider<BenchCommand> c : contributed) {
            if (only == null || only.equals(nameOf(c.type()))) {
                cl.addSubcommand(c.get());
            }
        }
        if (only == null || only.equals(nameOf(EnvCommand.class))) {
            cl.addSubcommand(new EnvCommand());
        }
        if (only == null || only.equals(nameOf(JmhCommand.class))) {
            cl.addSubcommand(new JmhCommand());
        }
        if (only == null) {
            cl.addSubcommand(new CommandLine.HelpCommand());
        }
        // everything after "jmh" goes to JMH unchanged, from its first unknown token on
        if (cl.getSubcommands().containsKey("jmh")) {
            cl.getSubcommands().get("jmh").setStopAtUnmatched(true).setUnmatchedOptionsArePositionalParams(true);
        }
        UserPaths.readAtTheEdge(cl); // after the last subcommand: picocli registers on those present
        // PROGRAM's own options are its own: everything from its name on is PROGRAM ARGS...
        if (cl.getSubcommands().containsKey("powercut")) cl.getSubcommands().get("powercut").setStopAtPositional(true);
        cl.setParameterExceptionHandler(Main::badUsage);
        cl.setExecutionExceptionHandler(Main::failed);
        return cl;
    }

    /** The order of --help: what a newcomer runs first, then the studies in their order, then report. */
    private static List<String> listing() {
        List<String> order = new ArrayList<>(List.of("quick"));
        Study.all().forEach(s -> order.add(s.command()));
        order.add("report");
        return order;
    }

    /** A command's place in {@code listing}; the commands not in it come last. */
    private static int listingRank(Class<?> command, List<String> listing) {
        int rank = listing.indexOf(nameOf(command));
        return rank < 0 ? Integer.MAX_VALUE : rank;
    }

    /** The name a command class declares, read without building it. */
    private static String nameOf(Class<?> command) {
        Command cmd = command.getAnnotation(Command.class);
        return cmd == null ? "" : cmd.name();
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The -D flags of the suite, for code in this JVM (the manifest cannot carry system properties). */
    private static void applySystemProperties() {
        for (String flag : JvmFlags.forkArgs()) {
            if (flag.startsWith("-D") && flag.contains("=")) {
                int eq = flag.indexOf('=');
                System.setProperty(flag.substring(2, eq), flag.substring(eq + 1));
            }
        }
    }

    private static int badUsage(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        if (e.getCause() instanceof BadInputException bad) {
            // a study's converter refused the value: its own line names the option and what is allowed
            err.println(cmd.getCommandSpec().qualifiedName() + ": " + oneLine(bad.getMessage()));
            return BAD_INPUT;
        }
        String unknown = unknownCommand(e, cmd);
        err.println(cmd.getCommandSpec().qualifiedName() + ": " + (unknown != null ? unknown : oneLine(e.getMessage()))
                + " (see '" + cmd.getCommandSpec().qualifiedName() + " --help')");
        return BAD_INPUT;
    }

    /**
     * "unknown command 'quik'; did you mean 'quick'?" for a word where a command that has
     * subcommands expects one, else null (picocli would say only "Unmatched argument at index 0").
     */
    private static String unknownCommand(CommandLine.ParameterException e, CommandLine cmd) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException u) || u.getUnmatched().isEmpty()
                || cmd.getSubcommands().isEmpty() || !cmd.getCommandSpec().positionalParameters().isEmpty()) {
            return null;
        }
        String typed = u.getUnmatched().get(0);
        if (typed.startsWith("-")) {
            return null;
        }
        List<String> names = cmd.getSubcommands().keySet().stream().filter(n -> !n.equals("help")).toList();
        String nearest = NearestName.to(typed, names);
        return "unknown command '" + typed + "'; " + (nearest != null ? "did you mean '" + nearest + "'? " : "")
                + "commands: " + String.join(", ", names);
    }

    private static int failed(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BadInputException bad) {
                err.println(cmd.getCommandSpec().qualifiedName() + ": " + oneLine(bad.getMessage()));
                return BAD_INPUT;
            }
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.io.IOException io) {
                // the disk or the file system refused during the run: the reason, not a stack trace
                err.println(cmd.getCommandSpec().qualifiedName() + ": failed: " + io.getClass().getSimpleName()
                        .replace("Exception", "") + " " + oneLine(io.getMessage()));
                return 1;
            }
        }
        err.println(cmd.getCommandSpec().qualifiedName() + ": failed: " + e);
        e.printStackTrace(err);
        return 1;
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
