package org.dbbench.core.compare;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.BadInputException;

/**
 * Starts a candidate's java with some arguments, under a time limit, and returns what it printed:
 * how bench compare asks a java what it is, and whether it accepts a candidate's flags, before the
 * first round. A java that never exits is stopped and refused, not waited for.
 */
public final class JavaProbe {
    /** Long enough for a JVM to start on a loaded machine; a program that is not a java hits it. */
    static final long LIMIT_SECONDS = 20;

    /** What the java printed (stdout and stderr) and its exit code. */
    public record Output(int exit, String text) {
        /** The first line that says why, e.g. "Unrecognized VM option 'NoSuchFlag'". */
        public String reason() {
            return text.lines().map(String::trim).filter(l -> !l.isEmpty())
                    .filter(l -> !l.startsWith("Error: Could not create the Java Virtual Machine"))
                    .filter(l -> !l.startsWith("Error: A fatal exception has occurred"))
                    .filter(l -> !l.startsWith("Error occurred during initialization of VM"))
                    .findFirst().orElse("exit " + exit);
        }
    }

    private JavaProbe() {
    }

    /**
     * @param option the option that named the java or flags, for the refusal
     * @throws BadInputException when the java cannot be started or does not exit within the limit
     */
    public static Output run(String option, Path java, List<String> args) {
        return run(option, java, args, LIMIT_SECONDS, "give the java of a JDK 17 or newer");
    }

    /** {@link #run} with its own limit and what a refusal at the limit suggests. */
    public static Output run(String option, Path java, List<String> args, long limitSeconds, String remedy) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(args);
        Path out = null;
        Process p = null;
        try {
            // a file, not a pipe: a pipe read to its end would wait for a program that never exits
            out = Files.createTempFile("bench-java-probe-", ".txt");
            p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            if (!p.waitFor(limitSeconds, TimeUnit.SECONDS)) {
                throw new BadInputException(option + " " + java + " did not answer '" + String.join(" ", args)
                        + "' within " + limitSeconds + " s; " + remedy);
            }
            return new Output(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new BadInputException(option + " " + java + " cannot be started (" + e.getMessage()
                    + "); give the java of a JDK 17 or newer");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting " + java, e);
        } finally {
            if (p != null && p.isAlive()) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                try {
                    p.waitFor(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (out != null) {
                try {
                    Files.deleteIfExists(out);
                } catch (IOException e) {
                    // a temporary file of a few bytes: not worth failing the command for
                }
            }
        }
    }

    /**
     * Starts the java with the candidate's flags ({@code java FLAGS -version}): a flag the JVM refuses
     * (-XX:+NoSuchFlag, -Xmx1k) is refused here, in one line, instead of failing every round.
     */
    public static void checkFlags(String option, Path java, List<String> flags) {
        if (flags.isEmpty()) {
            return;
        }
        List<String> args = new ArrayList<>(flags);
        args.add("-version");
        Output o = run(option, java, args);
        if (o.exit() != 0) {
            throw new BadInputException(option + " '" + String.join(" ", flags) + "': " + java + " refuses to start"
                    + " with them (" + o.reason() + "); give flags this java accepts");
        }
    }
}
