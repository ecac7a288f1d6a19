package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dbbench.threeen1.registry.Stores;
import org.dbbench.threeen1.store.Durability;
import org.dbbench.threeen1.store.Store;
import org.dbbench.threeen1.store.StoreOptions;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.workload.Verifier;

/**
 * What the checker does with the files a cut left: reopen them, look up every acknowledged commit and
 * verify every stored entry. A store of Java code is reopened in this process. A store whose engine
 * is native code is reopened in a child JVM ({@code ReopenCheck <store> <level> <tuned> <cacheMb>
 * <dir> <acks file>}), because a damaged file can stop that engine with an assertion in C that aborts
 * the whole process (LMDB at {@code relaxed}: "mdb.c: Assertion 'IS_LEAF(mp)' failed" under a
 * reordered state ended a campaign); in a child that abort is one failed open, reported with its
 * exit status and its last line of stderr.
 */
final class ReopenCheck {
    private static final String RESULT = "checked";

    private ReopenCheck() {
    }

    /** {lost acknowledged, wrong values, entries checked}; throws when the store would not open. */
    static long[] check(KillCycle.Spec spec, Path dir, List<String> acks) throws IOException {
        if (!Files.exists(dir)) {
            // the whole store directory is gone (power-meta undid its creation): nothing acknowledged survived
            return new long[] {acks.size(), 0, 0};
        }
        StaleLockFiles.removeAfterDeath(spec.type(), dir);
        return spec.type().nativeCode() ? inChild(spec, dir, acks) : inProcess(spec.type().open(
                spec.options(dir).asCrashCopy()), acks);
    }

    /**
     * The directory is what a cut left (the layer's state or a state the checker wrote): the engine,
     * not the suite's guard against foreign files ({@link StoreOptions#asCrashCopy()}), decides what it
     * makes of incomplete files.
     */
    private static long[] inProcess(Store opened, List<String> acks) throws IOException {
        try (Store store = opened) {
            long lost = 0;
            try (Store.Session session = store.openSession()) {
                for (String line : acks) {
                    int tab = line.indexOf('\t');
                    String key = line.substring(CrashChild.ACK.length(), tab);
                    if (!line.substring(tab + 1).equals(session.getStep(key))) lost++;
                }
            }
            Verifier.Report verify = Verifier.verify(store);
            return new long[] {lost, verify.bad(), verify.checked()};
        }
    }

    private static long[] inChild(KillCycle.Spec spec, Path dir, List<String> acks) throws IOException {
        // the child's own temp dir too: an engine unpacks its native library there, and an abort
        // skips the engine's delete-on-exit
        Path scratch = Files.createTempDirectory("dbbench-reopen-");
        Path ackFile = scratch.resolve("acks.txt");
        Path out = scratch.resolve("out.txt");
        Path err = scratch.resolve("err.txt");
        Process child = null;
        try {
            Files.write(ackFile, acks, StandardCharsets.UTF_8);
            List<String> command = ChildJvm.withTmpDir(ChildJvm.command(KillCycle.heapMb(spec.workload()), ReopenCheck.class,
                    spec.type().name(), spec.durability().cliName(), Boolean.toString(spec.tuned()),
                    Integer.toString(spec.cacheMb()), dir.toString(), ackFile.toString()), scratch);
            command.addAll(1, KillCycle.QUICK_START);
            // both streams to files: waiting for the process, unlike reading its pipe, can be interrupted
            child = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            int exit = child.waitFor();
            String result = Files.readString(out, StandardCharsets.UTF_8).strip();
            if (exit == 0 && result.startsWith(RESULT + " ")) {
                String[] n = result.substring(RESULT.length() + 1).split(" ");
                return new long[] {Long.parseLong(n[0]), Long.parseLong(n[1]), Long.parseLong(n[2])};
            }
            throw new IOException(failure(exit, Files.readAllLines(err, StandardCharsets.UTF_8)));
        } catch (InterruptedException e) { // the checker gave up on a hung reopen
            Thread.currentThread().interrupt();
            throw new IOException("reopen interrupted");
        } finally {
            if (child != null) child.destroyForcibly();
            if (child != null) child.onExit().join();
            StoreRun.deleteTree(scratch);
        }
    }

    /**
     * Why the child found no result: exit 1 is the store's own refusal, the first line of its
     * stderr; any other status is the JVM stopped under it (134: an abort), with the last line the
     * engine printed.
     */
    static String failure(int exit, List<String> stderr) {
        List<String> said = stderr.stream().filter(l -> !l.isBlank()).toList();
        String why = said.isEmpty() ? "(nothing on stderr)" : said.get(exit == 1 ? 0 : said.size() - 1);
        return exit == 1 ? why : "the reopening JVM ended with exit status " + exit
                + (exit > 128 ? " (signal " + (exit - 128) + ")" : "") + ": " + why;
    }

    /** The child: prints {@code checked LOST WRONG ENTRIES}, or the reason the store would not open on stderr, exit 1. */
    public static void main(String[] args) {
        try {
            StoreOptions options = new StoreOptions(Path.of(args[4]), Durability.parse(args[1]),
                    Boolean.parseBoolean(args[2]), Integer.parseInt(args[3]), 0).asCrashCopy();
            List<String> acks = Files.readAllLines(Path.of(args[5]), StandardCharsets.UTF_8);
            long[] r = inProcess(Stores.byName(args[0]).open(options), acks);
            System.out.println(RESULT + " " + r[0] + " " + r[1] + " " + r[2]);
            System.exit(0);
        } catch (Throwable t) {
            System.err.println(t.getClass().getSimpleName() + ": " + PowerCutSeries.firstLine(t.getMessage()));
            System.exit(1);
        }
    }
}
