package org.dbbench.core.compare;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * One session of a lockstep comparison ({@code --lockstep}): A's round and B's round run at the same
 * time, each one JVM whose JMH fork makes {@value #WARM_UP_TURNS} warm-up run and {@value #TURNS} measured
 * runs of each case, and each run waits for its turn ({@link TurnGate}). Turns come in pairs, one of each side, the side that goes
 * first drawn at random for each pair; a turn starts only when the run before it has ended, and
 * neither side moves on until both runs of the pair are over. So A's and B's runs are one run apart,
 * each in its own JVM with its own compiled code, where rounds run one after the other are a whole
 * round apart (a JVM start, a heap pre-touch, a warm-up): on the development VM a run's time drifts
 * over seconds, and forks next to each other in time share much of it (docs/methodology.md).
 */
final class LockstepSession {
    /**
     * Whole runs per side and case that take their turn first and are not measured. Chosen by
     * measurement (docs/methodology.md): at 1..250,000 on h2-mvstore a fork's first run after its
     * in-fork warm-up was 26% slower than the session's median, by 16% more or less in each JVM
     * alone, and dropping it from the recorded sessions raised the resampled rate at which a true 2%
     * is found from 75% to 90% (target 1.7%, ten minutes); on the memory store at 1..1,000,000 it
     * changed nothing (94.8%, 95.3%). The session keeps its length: one pair of turns of eight.
     */
    static final int WARM_UP_TURNS = 1;

    /** Measured runs per side and case in one session: the session's mean is one measurement. */
    static final int TURNS = 7;

    /** This session's design in words, a constant for the CLI's help (as {@link #describe} words it). */
    static final String DESIGN = WARM_UP_TURNS + " warm-up and " + TURNS + " measured runs per case";

    /** "1 warm-up and 7 measured runs per case": a recorded session's design in words. */
    static String describe(int warmUpTurns, int turns) {
        return (warmUpTurns == 0 ? "" : warmUpTurns + " warm-up and ") + turns + " measured runs per case";
    }

    private LockstepSession() {
    }

    /** One side of the session: its round's process and the directory of its turns. */
    record Side(String name, Process round, Path turns) {
        Side {
            try {
                Files.createDirectories(turns);
                Files.writeString(turns.resolve(TurnGate.OWNER), Long.toString(ProcessHandle.current().pid()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * How a session went.
     *
     * @param order the sides in the order their turns ran, "ABBA..."
     * @param runSeconds each turn's run in the same order, as its fork timed it (from the end of the
     *        turn's GC to the end of the run), the warm-up runs too
     * @param broken why the session broke off (a round ended with the other waiting for a turn), or null
     */
    record Result(String order, List<Double> runSeconds, String broken) {
        /** The session as kept in each round's turns.txt: the order, then each run's seconds. */
        String describe() {
            return order + "\n" + String.join(" ", runSeconds.stream()
                    .map(x -> String.format(Locale.ROOT, "%.4f", x)).toList()) + "\n";
        }
    }

    /** Grants turns until both rounds have ended. */
    static Result grant(Side a, Side b, Random random) {
        StringBuilder order = new StringBuilder();
        List<Double> seconds = new ArrayList<>();
        while (true) {
            boolean aReady = readyOrEnded(a);
            boolean bReady = readyOrEnded(b);
            if (!aReady && !bReady) {
                return new Result(order.toString(), seconds, null);
            }
            if (aReady != bReady) {
                Side ended = aReady ? b : a;
                return new Result(order.toString(), seconds, ended.name() + "'s round ended after " + order.length() / 2
                        + " pairs of turns while " + (aReady ? a : b).name() + "'s waited for another");
            }
            Side first = random.nextBoolean() ? a : b;
            for (Side s : List.of(first, first == a ? b : a)) {
                TurnGate.touch(s.turns().resolve(TurnGate.GO));
                String runNs = await(s, TurnGate.DONE);
                if (runNs == null) {
                    return new Result(order.toString(), seconds,
                            s.name() + "'s round ended during its turn " + (order.length() + 1));
                }
                order.append(s.name());
                seconds.add(Long.parseLong(runNs) / 1e9);
            }
            TurnGate.touch(a.turns().resolve(TurnGate.NEXT));
            TurnGate.touch(b.turns().resolve(TurnGate.NEXT));
        }
    }

    /** True when the side's fork is ready for a turn, false when its round has ended. */
    private static boolean readyOrEnded(Side s) {
        return await(s, TurnGate.READY) != null;
    }

    /** Waits for the fork's file, reads it and removes it: null when the round ended first. */
    private static String await(Side s, String name) {
        Path file = s.turns().resolve(name);
        try {
            while (!Files.exists(file)) {
                if (!s.round().isAlive()) {
                    return Files.exists(file) ? take(file) : null;
                }
                Thread.sleep(1);
            }
            return take(file);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String take(Path file) throws IOException {
        String content = Files.readString(file).strip();
        Files.delete(file);
        return content;
    }
}
