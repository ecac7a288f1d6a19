package org.dbbench.core.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A JMH fork's side of a lockstep comparison ({@link LockstepSession}): A's fork and B's fork are
 * alive at the same time and each measured run waits for its turn, so the two sides' runs follow
 * each other seconds apart instead of a round apart. The handshake is files in the directory the
 * fork was given: the fork makes {@value #READY} and waits for {@value #GO}; it runs, makes
 * {@value #DONE}, which holds how long the run took in nanoseconds (the warm-up run's too, which JMH
 * does not keep), and waits for {@value #NEXT}, which comes when the other side's run is over too, so
 * that nothing a fork does between runs (its next setup, its JVM's exit) falls into the other side's
 * run. A study's benchmark calls {@link #awaitTurn()} before each measured run (an untimed
 * per-iteration setup) and {@link #endTurn()} after it; without the property both do nothing.
 */
public final class TurnGate {
    /** The directory of this side's turns; set by compare on the fork's command line. */
    public static final String PROPERTY = "dbbench.compare.turns";
    static final String READY = "ready";
    static final String GO = "go";
    static final String DONE = "done";
    static final String NEXT = "next";
    /** Holds the comparison's pid: a fork whose comparison was killed stops waiting. */
    static final String OWNER = "owner.pid";

    /** When this fork's current run began, by {@link System#nanoTime()}: after its turn's GC. */
    private static long runStart;

    private TurnGate() {
    }

    /**
     * Says the fork is ready and waits for its turn; then collects the garbage the runs before it
     * left, so that every measured run starts from the same heap (measured on the memory store: runs
     * in one JVM varied 22% without it, about 3.5% with it).
     */
    public static void awaitTurn() {
        Path dir = dir();
        if (dir != null) {
            touch(dir.resolve(READY));
            take(dir, GO);
            System.gc();
            runStart = System.nanoTime();
        }
    }

    /** Says the measured run is over, and how long it took, and waits until the other side's run is over too. */
    public static void endTurn() {
        Path dir = dir();
        if (dir != null) {
            long ns = System.nanoTime() - runStart;
            try {
                // whole or not at all: the comparison reads the file as soon as it sees it
                Path tmp = Files.writeString(dir.resolve(DONE + ".tmp"), Long.toString(ns));
                Files.move(tmp, dir.resolve(DONE), StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            take(dir, NEXT);
        }
    }

    private static Path dir() {
        String d = System.getProperty(PROPERTY);
        return d == null || d.isEmpty() ? null : Path.of(d);
    }

    /** Waits for the file the comparison makes, and removes it. */
    private static void take(Path dir, String name) {
        Path file = dir.resolve(name);
        long lastOwnerCheck = System.nanoTime();
        try {
            while (!Files.exists(file)) {
                if (System.nanoTime() - lastOwnerCheck > 1_000_000_000L) {
                    lastOwnerCheck = System.nanoTime();
                    if (!ownerAlive(dir)) {
                        throw new IllegalStateException("the comparison that grants this fork's turns is gone ("
                                + dir + ")");
                    }
                }
                Thread.sleep(1);
            }
            Files.delete(file);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + name, e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean ownerAlive(Path dir) {
        try {
            long pid = Long.parseLong(Files.readString(dir.resolve(OWNER)).trim());
            return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        } catch (IOException | NumberFormatException e) {
            return false; // the directory went with its comparison
        }
    }

    static void touch(Path p) {
        try {
            Files.write(p, new byte[0]);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
