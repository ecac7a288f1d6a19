package org.dbbench.core.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.dbbench.core.console.Console;

/**
 * The round running now, each in its own JVM with its output in its log (and on the console with
 * --verbose), so that Ctrl-C stops it and removes the rounds' work directory.
 */
final class RoundProcess {
    private final Path work;
    private Process current;
    private boolean aborted;

    RoundProcess(Path work) {
        this.work = work;
    }

    int run(List<String> cmd, Path output) throws IOException {
        Process p;
        synchronized (this) {
            if (aborted) {
                throw new IllegalStateException("the comparison was stopped");
            }
            // --verbose: the round's output is copied to the user as it comes, and to its log as always
            p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(Console.verbose()
                    ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.to(output.toFile()))
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            current = p;
        }
        Thread copier = Console.verbose() ? streamed(p, output) : null;
        try {
            int exit = p.waitFor();
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
                current = null;
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
        if (current != null) {
            // known now: once their parent is gone, orphans are no longer its descendants
            List<ProcessHandle> below = current.descendants().toList();
            // the round's JVM stops its JMH fork and removes its scratch files on the way out
            current.destroy();
            try {
                current.waitFor(30, java.util.concurrent.TimeUnit.SECONDS);
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
        try (Stream<Path> s = Files.walk(work)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // best effort: the directory's name starts with a dot and says what it was
        }
    }
}
