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
    static final List<Durability> WEAKEST_FIRST = List.of(Durability.NONE, Durability.RELAXED, Durability.DURABLE);

    @TempDir
    Path tmp;

    @BeforeAll
    static void straceIsInstalled() {
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

    static Stream<String> persistentStores() {
        return Stores.all().stream().filter(StoreType::persistent).map(StoreType::name);
    }

    /**
     * One traced child per store runs the three levels in turn (weakest first, so a sync a closed
     * store's thread might still make could only add to durable's count, never to a level that must
     * not sync): a traced JVM start costs more than the 200 commits it traces.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("persistentStores")
    void syncsPerCommitMatchTheMode(String store) throws Exception {
        Path trace = tmp.resolve("trace.txt");
        List<String> cmd = new ArrayList<>(List.of("strace", "-f", "--seccomp-bpf", "-qq", "-e", "signal=none", "-s", "48",
                "-e", "trace=openat,open,close,write,pwrite64,writev,pwritev,pwritev2,fsync,fdatasync,msync,sync_file_range",
                "-o", trace.toString()));
        List<String> args = new ArrayList<>(List.of(store, tmp.toString(), Integer.toString(COMMITS)));
        for (Durability d : WEAKEST_FIRST) {
            args.add(d.cliName());
        }
        cmd.addAll(ChildJvm.command(CommitSyncMain.class, args.toArray(new String[0])));
        Process child = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("child.log").toFile()).start();
        try {
            if (!child.waitFor(180, TimeUnit.SECONDS)) {
                fail("the traced child did not finish in 180 s");
            }
        } finally {
            child.destroyForcibly();
        }
        String log = read(tmp.resolve("child.log"));
        assertEquals(0, child.exitValue(), () -> "child failed: " + log);
        List<String> lines = Files.readAllLines(trace, StandardCharsets.UTF_8);
        for (Durability durability : WEAKEST_FIRST) {
            String level = store + " " + durability.cliName();
            Path db = tmp.resolve(durability.cliName());
            StoreDescriptor.Proof proof = Stores.descriptor(store).ladder().get(durability).proof();
            if (proof == StoreDescriptor.Proof.REFUSED) {
                assertTrue(log.contains(CommitSyncMain.refused(durability) + Stores.byName(store).refusal(durability)),
                        level + " must be refused with its reason: " + log);
                assertFalse(Files.exists(db), level + ": a refused level creates nothing");
                continue;
            }
            assertFalse(log.contains(CommitSyncMain.refused(durability)), level + " was refused: " + log);
            SyncTrace.Counts counts = SyncTrace.count(lines, CommitSyncMain.begin(durability),
                    CommitSyncMain.end(durability), db.toString());
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
