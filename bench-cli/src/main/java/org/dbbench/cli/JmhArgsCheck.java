package org.dbbench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.dbbench.core.BadInputException;
import org.dbbench.core.WritableDir;
import org.dbbench.core.jmh.JmhParamCheck;
import org.openjdk.jmh.profile.ProfilerException;
import org.openjdk.jmh.profile.ProfilerFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.ProfilerConfig;

/**
 * What JMH itself would fail on only once running, checked before: the benchmark patterns are
 * regular expressions, every -prof names a profiler that can run here, and every -p value a study
 * checks is one its forks accept. Each refusal is one line naming the value.
 */
final class JmhArgsCheck {
    private JmhArgsCheck() {
    }

    /** JMH reads any word but "true" as false: a typo would silently turn an option off. */
    private static final java.util.Set<String> BOOLEANS = java.util.Set.of("-foe", "-gc", "-si");

    static void check(CommandLineOptions cmd, List<String> args) {
        for (int i = 0; i + 1 < args.size(); i++) {
            String v = args.get(i + 1);
            if (BOOLEANS.contains(args.get(i)) && !v.equalsIgnoreCase("true") && !v.equalsIgnoreCase("false")) {
                throw new BadInputException(args.get(i) + " " + v + " is not allowed; give true or false");
            }
        }
        try {
            cmd.getBenchModes();
            cmd.getTimeUnit();
        } catch (RuntimeException e) {
            throw new BadInputException("bad JMH option: " + firstLine(e.getMessage()) + "; see 'bench jmh --jmh-help'");
        }
        List<String> patterns = new ArrayList<>(cmd.getIncludes());
        patterns.addAll(cmd.getExcludes());
        for (String p : patterns) {
            try {
                Pattern.compile(p);
            } catch (PatternSyntaxException e) {
                throw new BadInputException("'" + p + "' is not a valid benchmark pattern (" + e.getDescription()
                        + ", a regular expression); give a benchmark name or pattern, 'bench jmh -l' lists them");
            }
        }
        for (ProfilerConfig prof : cmd.getProfilers()) {
            try {
                ProfilerFactory.getProfilerOrException(prof);
            } catch (ProfilerException | RuntimeException e) {
                String why = String.valueOf(e.getMessage());
                String spec = prof.getKlass() + (prof.getOpts() == null || prof.getOpts().isEmpty() ? ""
                        : ":" + prof.getOpts());
                if (why.contains("ClassNotFound")) {
                    throw new BadInputException("-prof " + spec + " is not a profiler JMH knows;"
                            + " 'bench jmh -lprof' lists them");
                }
                // JMH's reason, without the exception class names it wraps it in, nor its usage text
                why = firstLine(why.replaceAll("[A-Za-z0-9_.$]*(Exception|Error):\\s*", ""));
                throw new BadInputException("-prof " + spec + " cannot run here (" + why
                        + "); 'bench jmh -lprof' lists the profilers");
            }
        }
        if (cmd.getResult().hasValue()) {
            checkResultFile(cmd.getResult().get());
        }
        for (JmhParamCheck check : ServiceLoader.load(JmhParamCheck.class)) {
            for (String param : check.params()) {
                if (cmd.getParameter(param).hasValue()) {
                    for (String value : cmd.getParameter(param).get()) {
                        try {
                            check.check(param, value);
                        } catch (BadInputException e) {
                            throw new BadInputException("-p " + param + "=" + value + ": " + e.getMessage(), e);
                        }
                    }
                }
            }
        }
    }

    /** -rff: JMH's own copy of the results, written after the whole run; a place that cannot take it loses them. */
    private static void checkResultFile(String text) {
        Path file = Path.of(text).toAbsolutePath().normalize();
        if (Files.isDirectory(file)) {
            throw new BadInputException("-rff " + text + " is a directory; give a file name for JMH's result file");
        }
        Path parent = file.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new BadInputException("-rff " + text + ": directory " + parent + " does not exist; give a file in"
                    + " an existing directory");
        }
        WritableDir.check("-rff " + text + ": directory", parent, 0, null);
    }

    /** The first line or sentence of JMH's message, before its usage text. */
    static String firstLine(String s) {
        String t = String.valueOf(s).strip();
        int cut = t.indexOf('\n');
        t = cut < 0 ? t : t.substring(0, cut);
        int usage = t.indexOf(" Usage:");
        return (usage < 0 ? t : t.substring(0, usage)).trim();
    }
}
