package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dbbench.threeen1.crash.ChildJvm;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.dbbench.threeen1.registry.Stores;

/**
 * Proves each store's durability mapping by counting, under strace, the points where data is forced to
 * stable storage (fsync, fdatasync, msync, writes to O_SYNC/O_DSYNC files) while one session makes
 * {@value #COMMITS} commits (putStep calls).
 *
 * <p>Thresholds: with one session no other commit can share a sync, so DURABLE needs at least one sync
 * point per commit. RELAXED and NONE must not sync per commit; engines still sync now and then for
 * reasons of their own (file headers, new files), so they may use at most one sync point per ten
 * commits.
 */
class DurabilityStraceTest {
    static final int COMMITS = 200;
    static final double MOST_PER_COMMIT_WITHOUT_SYNC = 0.1;

    @TempDir
    static Path tmp;

    /** The one traced child's output and trace, read by every store's test. */
    static String log;
    static List<String> trace;
    static int exit;

    static Stream<String> persistentStores() {
        return Stores.all().stream().filter(StoreType::persistent).map(StoreType::name);
    }

    /**
     * One traced child runs every store at the three levels ({@link CommitSyncMain}): a traced JVM start
     * costs more than the 200 commits it traces, and eleven of them cost mvn verify half a minute.
     */
    @BeforeAll
    static void traceEveryStore() throws Exception {
        requireStrace();
        Path traceFile = tmp.resolve("trace.txt");
        List<String> cmd = new ArrayList<>(List.of("strace", "-f", "--seccomp-bpf", "-qq", "-e", "signal=none", "-s", "48",
                "-e", "trace=openat,open,close,write,pwrite64,writev,pwritev,pwritev2,fsync,fdatasync,msync,sync_file_range",
                "-o", traceFile.toString()));
        List<String> args = new ArrayList<>(List.of(tmp.resolve("stores").toString(), Integer.toString(COMMITS)));
        args.addAll(persistentStores().toList());
        cmd.addAll(ChildJvm.command(CommitSyncMain.class, args.toArray(new String[0])));
        Process child = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("child.log").toFile()).start();
        try {
            if (!child.waitFor(300, TimeUnit.SECONDS)) {
                fail("the traced child did not finish in 300 s");
            }
        } finally {
            child.destroyForcibly();
        }
        log = read(tmp.resolve("child.log"));
        exit = child.exitValue();
        trace = Files.exists(traceFile) ? Files.readAllLines(traceFile, StandardCharsets.UTF_8) : List.of();
    }

    private static void requireStrace() {
        boolean present;
        try {
            Process p = new ProcessBuilder("strace", "-V").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            present = p.waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            present = false;
        }
        if (!present) {
            if ("true".equals(System.getenv("CI"))) {
                fail("strace is not installed; CI must install it (apt-get install strace)");
            }
            Assumptions.abort("strace is not installed; the durability proofs need it");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("persistentStores")
    void syncsPerCommitMatchTheMode(String store) {
        assertEquals(0, exit, () -> "child failed: " + log);
        for (Durability durability : CommitSyncMain.WEAKEST_FIRST) {
            String level = store + " " + durability.cliName();
            Path db = CommitSyncMain.dir(tmp.resolve("stores"), store, durability);
            StoreDescriptor.Proof proof = Stores.descriptor(store).ladder().get(durability).proof();
            if (proof == StoreDescriptor.Proof.REFUSED) {
                assertTrue(log.contains(CommitSyncMain.refused(store, durability) + Stores.byName(store).refusal(durability)),
                        level + " must be refused with its reason: " + log);
                assertFalse(Files.exists(db), level + ": a refused level creates nothing");
                continue;
            }
            assertFalse(log.contains(CommitSyncMain.refused(store, durability)), level + " was refused: " + log);
            SyncTrace.Counts counts = SyncTrace.count(trace, CommitSyncMain.begin(store, durability),
                    CommitSyncMain.end(store, durability), db.toString());
            double perCommit = counts.syncPoints() / (double) COMMITS;
            String what = level + ": " + counts.syncPoints() + " sync points for " + COMMITS + " commits "
                    + counts.byCall() + ", plain writes to the store's files: " + counts.plainStoreWrites();
            System.out.println(what);
            if (proof == StoreDescriptor.Proof.SYNC_PER_COMMIT) {
                assertTrue(perCommit >= 1.0, what + "; durable needs at least one per commit");
            } else {
                assertTrue(perCommit <= MOST_PER_COMMIT_WITHOUT_SYNC, what + "; must not sync per commit");
            }
            if (proof == StoreDescriptor.Proof.WRITE_PER_COMMIT) {
                assertTrue(counts.plainStoreWrites() >= COMMITS, what + "; each commit must reach the OS");
            }
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }
}
