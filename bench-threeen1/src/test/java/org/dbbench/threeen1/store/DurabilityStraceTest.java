package org.dbbench.threeen1.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import org.junit.jupiter.params.provider.Arguments;
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

    static Stream<Arguments> storesAndModes() {
        List<Arguments> all = new ArrayList<>();
        for (StoreType type : Stores.all()) {
            if (!type.persistent()) {
                continue; // nothing reaches a disk, nothing to prove
            }
            for (Durability d : Durability.values()) {
                all.add(Arguments.of(type.name(), d)); // what each must show: its descriptor's ladder
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("storesAndModes")
    void syncsPerCommitMatchTheMode(String store, Durability durability) throws Exception {
        Path trace = tmp.resolve("trace.txt");
        List<String> cmd = new ArrayList<>(List.of("strace", "-f", "--seccomp-bpf", "-qq", "-e", "signal=none", "-s", "48",
                "-e", "trace=openat,open,close,write,pwrite64,writev,pwritev,pwritev2,fsync,fdatasync,msync,sync_file_range",
                "-o", trace.toString()));
        cmd.addAll(ChildJvm.command(CommitSyncMain.class, store, tmp.resolve("db").toString(),
                durability.cliName(), Integer.toString(COMMITS)));
        Process child = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("child.log").toFile()).start();
        if (!child.waitFor(120, TimeUnit.SECONDS)) {
            child.destroyForcibly();
            fail("the traced child did not finish in 120 s");
        }
        String level = store + " " + durability.cliName();
        StoreDescriptor.Proof proof = Stores.descriptor(store).ladder().get(durability).proof();
        if (proof == StoreDescriptor.Proof.REFUSED) {
            assertNotEquals(0, child.exitValue(), level + " must be refused");
            String refusal = Stores.byName(store).refusal(durability);
            assertTrue(refusal != null && read(tmp.resolve("child.log")).contains(refusal.substring(0, 30)),
                    read(tmp.resolve("child.log")));
            assertFalse(Files.exists(tmp.resolve("db")), "a refused level creates nothing");
            return;
        }
        assertEquals(0, child.exitValue(), () -> "child failed: " + read(tmp.resolve("child.log")));
        SyncTrace.Counts counts = SyncTrace.count(Files.readAllLines(trace, StandardCharsets.UTF_8),
                CommitSyncMain.BEGIN, CommitSyncMain.END, tmp.resolve("db").toString());
        double perCommit = counts.syncPoints() / (double) COMMITS;
        String what = store + " " + durability.cliName() + ": " + counts.syncPoints() + " sync points for "
                + COMMITS + " commits " + counts.byCall() + ", plain writes to the store's files: "
                + counts.plainStoreWrites();
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

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }
}
