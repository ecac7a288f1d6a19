package org.dbbench.threeen1.workload;

import java.io.PrintStream;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A run in which no worker finished a number for {@link Coordinator#STALL_AFTER}: the engine is stuck
 * (a deadlock, a lock never released) or so slow that the run says nothing. The message names where
 * most workers are (the first frame outside the JDK, e.g. {@code org.h2.mvstore.MVStore.commit}); the
 * workers' stacks, grouped, go to the fork's output (the bundle's console.log). The store is not closed
 * after a stall: closing waits for the stuck workers.
 */
public final class RunStalled extends IllegalStateException {
    RunStalled(String message) {
        super(message);
    }

    /** Prints the workers' stacks, identical ones once with their count, and returns the exception to throw. */
    static RunStalled of(String store, List<Thread> workers, long done, long total, long seconds, PrintStream out) {
        Map<Thread, StackTraceElement[]> stacks = new LinkedHashMap<>();
        for (Thread t : workers) {
            stacks.put(t, t.getStackTrace());
        }
        Map<String, Long> byStack = stacks.values().stream().map(RunStalled::render)
                .collect(Collectors.groupingBy(s -> s, LinkedHashMap::new, Collectors.counting()));
        out.println("STALLED " + store + ": no number finished in " + seconds + " s; the workers' stacks:");
        byStack.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
                .forEach(e -> out.println(e.getValue() + " worker(s):\n" + e.getKey()));
        Map<String, Long> byFrame = stacks.values().stream().map(RunStalled::waitingIn)
                .collect(Collectors.groupingBy(s -> s, Collectors.counting()));
        Map.Entry<String, Long> most = byFrame.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow();
        return new RunStalled(String.format(java.util.Locale.ROOT,
                "%s stalled: no number finished in %d s, at %,d of %,d numbers; %d of %d workers in %s"
                        + " (their stacks are in the run's output)",
                store, seconds, done, total, most.getValue(), workers.size(), most.getKey()));
    }

    /** The first frame outside the JDK: the code that called the call that does not return. */
    static String waitingIn(StackTraceElement[] stack) {
        for (StackTraceElement f : stack) {
            if (!JdkFrames.isRuntime(f.getClassName())) {
                return f.getClassName() + "." + f.getMethodName();
            }
        }
        return stack.length == 0 ? "(no stack)" : stack[0].getClassName() + "." + stack[0].getMethodName();
    }

    private static String render(StackTraceElement[] stack) {
        StringBuilder b = new StringBuilder();
        for (StackTraceElement f : stack) {
            b.append("\tat ").append(f).append('\n');
        }
        return b.toString();
    }
}
