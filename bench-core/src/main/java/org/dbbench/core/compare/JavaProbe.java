package org.dbbench.core.compare;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
    /** What a --a-java/--b-java must be, for every refusal of one. */
    /**
     * How long a java's output may stay open after it exited: a JVM's closes as it exits, a process
     * the launcher left behind keeps it open (a helper living 15 s made each launcher round take
     * 49 s instead of 9 s, JMH waiting for it at every fork).
     */
    static final long HELD_OUTPUT_MILLIS = 3000;
    static final String WANTED = "give the java of a JDK 17 or newer, or a launcher that runs one";

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
     * @throws BadInputException when the java cannot be started, does not exit within the limit, or
     *     leaves a process behind that holds its output open
     */
    public static Output run(String option, Path java, List<String> args) {
        return run(option, java, args, LIMIT_SECONDS, WANTED);
    }

    /** {@link #run} with its own limit and what a refusal at the limit suggests. */
    public static Output run(String option, Path java, List<String> args, long limitSeconds, String remedy) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(args);
        Process p = null;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            // read by a thread of its own: reading to the end here would wait for a program that never exits
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            Thread reader = drain(p.getInputStream(), text);
            if (!p.waitFor(limitSeconds, TimeUnit.SECONDS)) {
                throw new BadInputException(option + " " + java + " did not answer '" + String.join(" ", args)
                        + "' within " + limitSeconds + " s; " + remedy);
            }
            reader.join(HELD_OUTPUT_MILLIS);
            if (reader.isAlive()) {
                throw new BadInputException(option + " " + java + " exited, but a process it started kept its output"
                        + " open; JMH waits for the end of every fork's output, so each fork would wait for that"
                        + " process: give a launcher that ends in exec java \"$@\" and starts no helper on its output");
            }
            synchronized (text) {
                return new Output(p.exitValue(), text.toString(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new BadInputException(option + " " + java + " cannot be started (" + e.getMessage()
                    + "); " + WANTED);
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
        }
    }

    private static Thread drain(InputStream in, ByteArrayOutputStream to) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[8192];
            try (in) {
                for (int n; (n = in.read(buf)) > 0; ) {
                    synchronized (to) {
                        to.write(buf, 0, n);
                    }
                }
            } catch (IOException e) {
                // the process was stopped: what it printed so far is all there is
            }
        }, "java-probe-output");
        t.setDaemon(true);
        t.start();
        return t;
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
