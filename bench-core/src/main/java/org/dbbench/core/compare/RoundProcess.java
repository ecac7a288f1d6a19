package org.dbbench.core.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dbbench.core.console.Console;

/**
 * The rounds running now (one, or a lockstep session's two), each in its own JVM with its output in
 * its log (and on the console with --verbose), so that Ctrl-C stops them and removes the rounds' work
 * directory.
 */
final class RoundProcess {
    private final Path work;
    private final Map<Process, Thread> current = new LinkedHashMap<>();
    private boolean aborted;

    RoundProcess(Path work) {
        this.work = work;
    }

    /** Runs one round to its end: its exit code. */
    int run(List<String> cmd, Path output) throws IOException {
        return await(start(cmd, output));
    }

    Process start(List<String> cmd, Path output) throws IOException {
        synchronized (this) {
            if (aborted) {
                throw new IllegalStateException("the comparison was stopped");
            }
            // --verbose: the round's output is copied to the user as it comes, and to its log as always
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(Console.verbose()
                    ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.to(output.toFile()))
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            current.put(p, Console.verbose() ? streamed(p, output) : null);
            return p;
        }
    }

    /** Waits for a started round to end: its exit code. */
    int await(Process p) {
        try {
            int exit = p.waitFor();
            Thread copier;
            synchronized (this) {
                copier = current.get(p);
            }
            if (copier != null) {
                copier.join();
            }
            return exit;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroy();
            throw new IllegalStateException("interrupted", e);
        } finally {
            synchronized (this) {
                current.remove(p);
            }
        }
    }

    /** Copies a round's output to its log file and to the user's stdout. */
    private static Thread streamed(Process p, Path output) {
        Thread t = new Thread(() -> {
            try (java.io.InputStream in = p.getInputStream();
                    java.io.OutputStream log = Files.newOutputStream(output)) {
                byte[] buf = new byte[8192];
                for (int n; (n = in.read(buf)) > 0; ) {
                    log.write(buf, 0, n);
                    System.out.write(buf, 0, n);
                }
                System.out.flush();
            } catch (IOException e) {
                // the round's exit code still says how it went; its log may be short
            }
        }, "compare-round-output");
        t.setDaemon(true);
        t.start();
        return t;
    }

    synchronized void abort() {
        aborted = true;
        new ArrayList<>(current.keySet()).forEach(RoundProcess::stop);
        try (Stream<Path> s = Files.walk(work)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // best effort: the directory's name starts with a dot and says what it was
        }
    }

    /** Stops a round and what it started. */
    static void stop(Process round) {
        // known now: once their parent is gone, orphans are no longer its descendants
        List<ProcessHandle> below = round.descendants().toList();
        // the round's JVM stops its JMH fork and removes its scratch files on the way out
        round.destroy();
        try {
            round.waitFor(30, java.util.concurrent.TimeUnit.SECONDS);
            // a launcher that starts java without exec leaves it running when the shell is stopped
            below.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroy);
            for (ProcessHandle h : below) {
                h.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            below.forEach(ProcessHandle::destroyForcibly);
        }
    }
}
