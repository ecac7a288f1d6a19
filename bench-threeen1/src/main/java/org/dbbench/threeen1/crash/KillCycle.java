package org.dbbench.threeen1.crash;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Verifier;
import org.dbbench.threeen1.workload.Workload;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.store.StoreType;

/**
 * One kill -9 and what it left, the code path of both {@code bench threeen1 crash} and the crash
 * test: a {@link CrashChild} JVM runs the workload on the kept store until it has acknowledged a
 * given number of step commits, is killed with SIGKILL (no shutdown hook, no close), and then this
 * process reopens the store (timed: that is where the engine recovers), looks up every acknowledged
 * entry and verifies every stored one against step(n) = 1 + step(next(n)).
 */
public final class KillCycle {
    /** A short-lived child's JVM: C1 only, serial GC, for a fast start. */
    static final List<String> QUICK_START = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    /** A child that acknowledges nothing for this long is reported stuck and killed. */
    static final long STALL_SECONDS = 120;

    /**
     * What the child runs.
     *
     * @param pauseMillis a sleep after each step write (0 = full speed)
     */
    public record Spec(StoreType type, Durability durability, boolean tuned, int cacheMb, Workload workload,
            long pauseMillis) {
        StoreOptions options(Path dir) {
            return new StoreOptions(dir, durability, tuned, cacheMb, 0);
        }
    }

    /**
     * What one kill left.
     *
     * @param killAfter the acknowledged commits the kill waited for
     * @param finishedFirst the run finished before that many commits (nothing was killed)
     * @param acknowledged step commits the child acknowledged (its putStep had returned) before the kill
     * @param lost acknowledged entries missing or different after the reopen
     * @param firstLost the first of them, described, or null
     * @param verify every stored entry checked with no oracle
     * @param reopenNanos opening the killed store in this process (recovery included)
     */
    public record Kill(int number, long killAfter, boolean finishedFirst, long acknowledged, long lost,
            String firstLost, Verifier.Report verify, long reopenNanos) {
        public long survived() {
            return acknowledged - lost;
        }

        public double reopenSeconds() {
            return reopenNanos / 1e9;
        }
    }

    private KillCycle() {
    }

    /**
     * Runs the child on {@code dir} until it acknowledged {@code killAfter} step commits, kills it,
     * and checks what the reopened store holds. The child's stderr goes to {@code childErr}.
     *
     * @throws IllegalStateException when the child fails or stalls before the kill
     */
    public static Kill run(Spec spec, Path dir, int number, long killAfter, Path childErr)
            throws IOException, InterruptedException {
        List<String> acks = new ArrayList<>();
        boolean finishedFirst = runAndKill(spec, dir, killAfter, childErr, acks);
        StaleLockFiles.removeAfterDeath(spec.type(), dir);
        long start = System.nanoTime();
        try (Store store = spec.type().open(spec.options(dir))) {
            long reopen = System.nanoTime() - start;
            long lost = 0;
            String firstLost = null;
            try (Store.Session session = store.openSession()) {
                for (String line : acks) {
                    int tab = line.indexOf('\t');
                    String key = line.substring(CrashChild.ACK.length(), tab);
                    String value = line.substring(tab + 1);
                    String stored = session.getStep(key);
                    if (!value.equals(stored)) {
                        lost++;
                        if (firstLost == null) {
                            firstLost = key + " = " + value + " (stored: " + stored + ")";
                        }
                    }
                }
            }
            return new Kill(number, killAfter, finishedFirst, acks.size(), lost, firstLost, Verifier.verify(store),
                    reopen);
        }
    }

    /** Returns true when the run finished before the kill point; the acknowledged lines go to {@code acks}. */
    static boolean runAndKill(Spec spec, Path dir, long killAfter, Path childErr, List<String> acks)
            throws IOException, InterruptedException {
        // The engines unpack their native libraries (RocksDB, LMDB, SQLite) into java.io.tmpdir and delete
        // them when the JVM exits; a killed child never does, so it gets a temporary directory of its own,
        // removed after the kill (before, every killed rocksdb child left its 17 MB library in /tmp).
        Path childTmp = Files.createTempDirectory(childErr.toAbsolutePath().getParent(), "crash-child-tmp-");
        try {
            return runAndKill(spec, dir, killAfter, childErr, acks, childTmp);
        } finally {
            StoreRun.deleteTree(childTmp);
        }
    }

    private static boolean runAndKill(Spec spec, Path dir, long killAfter, Path childErr, List<String> acks,
            Path childTmp) throws IOException, InterruptedException {
        List<String> command = ChildJvm.withTmpDir(ChildJvm.command(heapMb(spec.workload()), CrashChild.class,
                CrashChild.args(spec, dir)), childTmp);
        // a child only writes until it is killed, never timed: C1 alone and the serial collector start it
        // sooner on a small machine (a campaign starts some 1,800 of them); what reaches the disk is the same
        command.addAll(1, QUICK_START);
        Process child = new ProcessBuilder(command).redirectError(childErr.toFile()).start();
        Object progress = new Object();
        String[] done = {null};
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    synchronized (progress) {
                        if (line.startsWith(CrashChild.ACK) && line.indexOf('\t') > CrashChild.ACK.length()) {
                            acks.add(line);
                            progress.notifyAll();
                        } else if (line.startsWith(CrashChild.DONE)) {
                            done[0] = line;
                        }
                    }
                }
            } catch (IOException e) {
                // killed mid-line: the lines read so far are complete
            }
            synchronized (progress) {
                progress.notifyAll();
            }
        }, "crash-child-reader");
        reader.start();
        try {
            synchronized (progress) {
                long seen = -1;
                long lastProgress = System.nanoTime();
                while (acks.size() < killAfter && child.isAlive()) {
                    if (acks.size() != seen) {
                        seen = acks.size();
                        lastProgress = System.nanoTime();
                    } else if (System.nanoTime() - lastProgress > TimeUnit.SECONDS.toNanos(STALL_SECONDS)) {
                        throw new IllegalStateException(spec.type().name() + " child acknowledged nothing for "
                                + STALL_SECONDS + " s after " + acks.size() + " commits" + stderrTail(childErr));
                    }
                    progress.wait(100);
                }
            }
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hook, no close
            if (!child.waitFor(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException(spec.type().name() + " child did not die within 30 s of SIGKILL");
            }
            reader.join(10_000);
        }
        synchronized (progress) {
            if (done[0] != null) {
                return true;
            }
            if (acks.size() < killAfter) {
                throw new IllegalStateException(spec.type().name() + " child ended after " + acks.size()
                        + " commits without finishing (exit " + child.exitValue() + ")" + stderrTail(childErr));
            }
            // killed at or a little after the point: every acknowledgement read is checked
            return false;
        }
    }

    /** The fork's heap rule for the range (about 3 GiB per million numbers), at least the default. */
    static int heapMb(Workload w) {
        return (int) Math.max(ChildJvm.DEFAULT_HEAP_MB, Math.min(4096, w.count() * 3072 / 1_000_000));
    }

    /**
     * The child's last words: the exception lines of its stderr (what failed, then each cause), not
     * their stack frames, the last five of them.
     */
    private static String stderrTail(Path err) {
        try {
            List<String> told = Files.readAllLines(err, StandardCharsets.UTF_8).stream()
                    .filter(line -> !line.isBlank() && !line.startsWith("\tat ") && !line.startsWith("\t..."))
                    .toList();
            return told.isEmpty() ? "" : "; its stderr says: "
                    + String.join(" | ", told.subList(Math.max(0, told.size() - 5), told.size()));
        } catch (IOException e) {
            return "";
        }
    }
}
