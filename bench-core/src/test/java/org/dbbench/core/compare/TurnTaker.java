package org.dbbench.core.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * What a lockstep round's JMH fork does, without JMH or a study: {@code runs} "measured runs" of
 * 50 ms, each between {@link TurnGate#awaitTurn()} and {@link TurnGate#endTurn()}, logging
 * "side start end" (System.nanoTime, comparable across processes) to a file. Run by LockstepSessionTest.
 */
public final class TurnTaker {
    private TurnTaker() {
    }

    public static void main(String[] args) throws Exception {
        String side = args[0];
        int runs = Integer.parseInt(args[1]);
        Path log = Path.of(args[2]);
        for (int i = 0; i < runs; i++) {
            TurnGate.awaitTurn();
            long start = System.nanoTime();
            Thread.sleep(50);
            long end = System.nanoTime();
            Files.writeString(log, side + " " + start + " " + end + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            TurnGate.endTurn();
        }
    }
}
