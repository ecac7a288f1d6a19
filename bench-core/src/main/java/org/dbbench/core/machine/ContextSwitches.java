package org.dbbench.core.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Context switches of threads of this process, from Linux's {@code /proc/self/task/<tid>/status}:
 * voluntary (the thread blocked: a lock, a sleep, I/O) and involuntary (the scheduler took its CPU
 * away: its time slice ended or a more urgent thread woke).
 */
public final class ContextSwitches {
    private static final Path TASKS = Path.of("/proc/self/task");
    private static final Path SELF = Path.of("/proc/thread-self");

    /** Switch counts: {voluntary, involuntary}. */
    public record Counts(long voluntary, long involuntary) {
        public Counts minus(Counts before) {
            return new Counts(voluntary - before.voluntary, involuntary - before.involuntary);
        }
    }

    private ContextSwitches() {
    }

    /** The calling thread's kernel id, or -1 where /proc/thread-self is missing. */
    public static int currentTid() {
        try {
            String link = Files.readSymbolicLink(SELF).toString(); // "<pid>/task/<tid>"
            return Integer.parseInt(link.substring(link.lastIndexOf('/') + 1));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The sum over the threads {@code tids} of this process (a thread that has ended counts 0). */
    public static Counts of(List<Integer> tids) {
        long v = 0;
        long iv = 0;
        for (int tid : tids) {
            try {
                Counts c = parse(Files.readString(TASKS.resolve(Integer.toString(tid)).resolve("status")));
                v += c.voluntary;
                iv += c.involuntary;
            } catch (IOException ended) {
                // the thread has gone: nothing more to count for it
            }
        }
        return new Counts(v, iv);
    }

    /** The two counters of a status file ("voluntary_ctxt_switches:\t12"); 0 for one that is missing. */
    public static Counts parse(String status) {
        long v = 0;
        long iv = 0;
        for (String line : status.split("\n")) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
                v = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
            } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                iv = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
            }
        }
        return new Counts(v, iv);
    }
}
