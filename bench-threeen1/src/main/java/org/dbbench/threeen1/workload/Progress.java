package org.dbbench.threeen1.workload;

import java.io.PrintStream;
import java.util.concurrent.TimeUnit;

/**
 * The progress line on stderr: numbers done of total, rate, ETA. Silent for the first seconds, so a
 * short run prints nothing. On a terminal the line is rewritten in place; elsewhere (a JMH fork's
 * output, a log) a new line is printed now and then.
 */
public final class Progress {
    /** Prints nothing. */
    public static final Progress NONE = new Progress(null, "", 1, false);

    private static final long QUIET_NANOS = TimeUnit.SECONDS.toNanos(3);
    private static final long TERMINAL_EVERY = TimeUnit.MILLISECONDS.toNanos(500);
    private static final long LOG_EVERY = TimeUnit.SECONDS.toNanos(10);

    private final PrintStream out;
    private final String label;
    private final long total;
    private final boolean terminal;
    private long lastPrinted = Long.MIN_VALUE;
    private boolean printedInPlace;

    Progress(PrintStream out, String label, long total, boolean terminal) {
        this.out = out;
        this.label = label;
        this.total = total;
        this.terminal = terminal;
    }

    /** Progress for {@code total} numbers on stderr. */
    public static Progress toStderr(String label, long total) {
        return new Progress(System.err, label, total, System.console() != null);
    }

    void update(long done, long elapsedNanos) {
        if (out == null || elapsedNanos < QUIET_NANOS) {
            return;
        }
        long every = terminal ? TERMINAL_EVERY : LOG_EVERY;
        if (lastPrinted != Long.MIN_VALUE && elapsedNanos - lastPrinted < every) {
            return;
        }
        lastPrinted = elapsedNanos;
        String line = line(done, elapsedNanos);
        if (terminal) {
            out.print("\r" + line + "  ");
            printedInPlace = true;
        } else {
            out.println(line);
        }
        out.flush();
    }

    void finish() {
        if (printedInPlace) {
            out.println();
            printedInPlace = false;
        }
    }

    String line(long done, long elapsedNanos) {
        double seconds = elapsedNanos / 1e9;
        double rate = done / seconds;
        String eta = rate > 0 ? Math.round((total - done) / rate) + " s" : "?";
        return label + ": " + Format.thousands(done) + "/" + Format.thousands(total) + " numbers ("
                + (100 * done / Math.max(1, total)) + "%), " + Format.thousands(rate) + "/s, ETA " + eta;
    }
}
