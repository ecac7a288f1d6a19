package org.dbbench.core.powercut;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.fault.PowerLossMount;
import org.dbbench.core.fault.SyncCount;

/**
 * One cut of {@code bench powercut}: PROGRAM starts afresh on an empty directory of the layer, its
 * standard output copied as it comes to a file outside the layer (its acknowledgements); at the cut's
 * moment the layer stops answering, {@value #ACK_GRACE_MILLIS} ms later PROGRAM and everything it
 * started are killed, and the power is cut. Nothing PROGRAM printed can depend on a write after the cut: no file operation completes once
 * the layer has stopped answering.
 */
final class ProgramCut {
    private static final long END_SECONDS = 20;
    /**
     * Between the layer's freeze and the kill: time for PROGRAM to print the acknowledgement of a sync
     * that has just returned. No file operation completes meanwhile, so nothing it can print then
     * depends on a write after the cut.
     */
    static final long ACK_GRACE_MILLIS = 100;
    /**
     * A PROGRAM that has not made its first sync (or its K-th) by --run-for is waited for until this
     * many times --run-for: a JVM or a compiler may take a while to start. One that never gets there
     * is cut then, having made fewer syncs.
     */
    static final long WAIT_FACTOR = 10;

    /** What one cut did: whether it was made (or PROGRAM exited first), when, after how many syncs. */
    record Outcome(int index, boolean made, long millis, int syncs, Integer exitStatus, String directory, Path acks,
            Path errors) {
    }

    private ProgramCut() {
    }

    static Outcome run(PowerLossMount mount, PowercutSettings s, int index, Random random, Path outputs,
            ChildProcess child) throws IOException, InterruptedException {
        String name = "cut-" + index;
        Path dir = mount.path().resolve(name);
        Files.createDirectory(dir);
        syncDirectory(mount.path()); // the harness's own entry is durable: only PROGRAM's files are judged
        mount.arm(s.cutAfterSyncs());
        Path acks = outputs.resolve(name + ".acks");
        Path errors = outputs.resolve(name + ".err");
        ProcessBuilder builder = new ProcessBuilder(s.program()).directory(s.workingDir().toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(errors.toFile());
        builder.environment().put(PowercutSettings.DIR_VARIABLE, dir.toString());
        long start = System.nanoTime();
        Process program = child.start(builder);
        Thread pump = pump(program.getInputStream(), acks);
        SyncCount syncs = mount.syncs();
        long end = start + s.runFor().toNanos();
        long lastChance = start + WAIT_FACTOR * s.runFor().toNanos();
        boolean made;
        if (s.cutAfterSyncs() > 0) {
            awaitSyncs(syncs, s.cutAfterSyncs(), program, lastChance);
            made = syncs.count() >= s.cutAfterSyncs() || program.isAlive(); // frozen at the K-th: a cut even if it exited since
        } else {
            awaitSyncs(syncs, 1, program, lastChance);
            long first = syncs.firstNanos();
            long now = System.nanoTime();
            long at = first == 0 || first >= end ? now : first + (long) (random.nextDouble() * (end - first));
            if (at > now) program.waitFor(at - now, TimeUnit.NANOSECONDS);
            made = program.isAlive();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        int synced = syncs.count();
        if (made) {
            mount.freeze();
            Thread.sleep(ACK_GRACE_MILLIS);
            ChildProcess.killTree(program);
            mount.cut();
        }
        if (!program.waitFor(END_SECONDS, TimeUnit.SECONDS)) {
            ChildProcess.killTree(program);
            throw new IOException("PROGRAM did not end within " + END_SECONDS + " s of its kill at cut " + index);
        }
        child.ended(program);
        pump.join(TimeUnit.SECONDS.toMillis(END_SECONDS));
        Integer exit = made ? null : program.exitValue();
        return new Outcome(index, made, millis, synced, exit, name, acks, errors);
    }

    /**
     * Removes a cut's directory through the layer, its removal made durable: the states of later cuts
     * need not carry it, and the next mount's snapshot does not copy it.
     */
    static void remove(PowerLossMount mount, String directory) throws IOException {
        removeDurably(mount.path().resolve(directory));
        syncDirectory(mount.path());
    }

    /**
     * Bottom up, each directory fsynced once emptied, before it is removed itself: at power-meta the
     * layer would otherwise still hold the removals inside a directory whose own removal is durable.
     */
    private static void removeDurably(Path dir) throws IOException {
        List<Path> entries;
        try (var list = Files.list(dir)) {
            entries = list.toList();
        }
        for (Path p : entries) {
            if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) removeDurably(p);
            else Files.delete(p);
        }
        syncDirectory(dir);
        Files.delete(dir);
    }

    /** Waits until {@code wanted} syncs were answered, PROGRAM ended or the deadline passed. */
    private static void awaitSyncs(SyncCount syncs, int wanted, Process program, long deadline) throws InterruptedException {
        for (int seen = syncs.count(); seen < wanted && program.isAlive(); seen = syncs.count()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) return;
            syncs.awaitChange(seen, Math.max(1, Math.min(50, left / 1_000_000)));
        }
    }

    private static Thread pump(InputStream from, Path to) throws IOException {
        OutputStream out = Files.newOutputStream(to);
        Thread t = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try (InputStream in = from; OutputStream o = out) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    o.write(buffer, 0, n);
                    o.flush();
                }
            } catch (IOException e) {
                // PROGRAM's end closes its output: what arrived is kept
            }
        }, "powercut-output");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static void syncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }
}
