package org.dbbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.dbbench.core.BadInputException;
import org.dbbench.core.cli.BenchCommand;
import org.dbbench.core.cli.UserPaths;
import picocli.CommandLine;

/**
 * The study's own check of a round's arguments, run in this JVM before the first round: a value only
 * the study knows is wrong (an unknown store, a mode) is refused at once in the study's one line,
 * not after a JVM has started and written a round.
 */
public final class StudyCheck {
    private StudyCheck() {
    }

    /**
     * @param side "A" or "B", named in the message when only that side's directory makes it wrong
     * @param dir the candidate's --a-dir/--b-dir, or null
     */
    public static void check(String study, List<String> roundArgs, String dirOption, Path dir, Path resultsDir,
            String side) {
        List<String> args = new ArrayList<>(roundArgs);
        if (dir != null) {
            args.add(dirOption);
            args.add(dir.toString());
        }
        args.add("--results-dir");
        args.add(resultsDir.toString());
        try {
            check(study, args);
        } catch (BadInputException e) {
            throw dir == null ? e : new BadInputException("candidate " + side + ": " + e.getMessage(), e);
        }
    }

    /**
     * Parses {@code args} as {@code bench STUDY args} would and runs the study's {@link BenchCommand#check()}.
     *
     * @throws BadInputException with the study's own one line
     */
    public static void check(String study, List<String> args) {
        BenchCommand command = command(study);
        CommandLine cl = UserPaths.readAtTheEdge(new CommandLine(command));
        String first = args.isEmpty() ? "" : args.get(0);
        if (cl.getSubcommands().containsKey(first) && !first.equals("run")) {
            throw new BadInputException("bench compare " + study + " compares runs; '" + first + "' cannot be compared");
        }
        CommandLine.ParseResult parsed;
        try {
            parsed = cl.parseArgs(args.toArray(new String[0]));
        } catch (CommandLine.ParameterException e) {
            if (e.getCause() instanceof BadInputException bad) {
                throw bad; // the study's converter's line, as its check() would say it
            }
            throw new BadInputException(study + ": " + oneLine(e.getMessage()) + " (see 'bench " + study + " --help')");
        }
        if (parsed.hasSubcommand()) {
            if (parsed.subcommand().commandSpec().name().equals("run")) {
                return; // the study's run said explicitly: its round checks it
            }
            throw new BadInputException("bench compare " + study + " compares runs; '"
                    + parsed.subcommand().commandSpec().name() + "' cannot be compared");
        }
        command.check();
    }

    private static BenchCommand command(String study) {
        for (BenchCommand c : ServiceLoader.load(BenchCommand.class)) {
            CommandLine.Command cmd = c.getClass().getAnnotation(CommandLine.Command.class);
            if (cmd != null && cmd.name().equals(study)) {
                return c;
            }
        }
        throw new IllegalStateException("no command " + study + " on the class path");
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
