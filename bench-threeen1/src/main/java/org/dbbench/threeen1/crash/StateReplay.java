package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.dbbench.core.fault.CrashState;
import org.dbbench.core.fault.CutRecording;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.threeen1.workload.StoreRun;

/**
 * {@code bench threeen1 crash --replay}: one kept crash state rebuilt from its cut's snapshot and
 * operation log (no program runs again) and checked as the series checked it.
 */
public final class StateReplay {
    /** The kept cut's replay.json: store, level, profile, cacheMb, from, to, workers, seed. */
    public static final String REPLAY_JSON = StateChecks.REPLAY_JSON;

    private StateReplay() {
    }

    /** The state's description, every pending operation's fate, then what the reopen found; the state is written under {@code work} and removed. */
    public static List<String> check(KillCycle.Spec spec, Path kept, long seed, MetadataModel model, int index, Path work)
            throws IOException {
        CrashState state = new CutRecording(kept).states().state(model, seed, index);
        List<String> acks = Files.readAllLines(kept.resolve(StateChecks.ACKS), StandardCharsets.UTF_8);
        Path dir = work.resolve("state");
        try {
            state.materialise(dir);
            String outcome;
            try {
                long[] r = ReopenCheck.check(spec, dir.resolve(PowerCutSeries.STORE_DIR), acks);
                outcome = acks.size() + " acknowledged, " + r[0] + " lost, " + r[1] + " wrong";
            } catch (IOException | RuntimeException e) {
                outcome = acks.size() + " acknowledged, all lost: the store would not open: " + e.getClass().getSimpleName()
                        + ": " + PowerCutSeries.firstLine(e.getMessage());
            }
            List<String> lines = new ArrayList<>();
            lines.add("state: " + state.describe());
            lines.add("every pending operation:");
            for (String op : state.explain().split("\n")) lines.add("  " + op);
            lines.add("reopened: " + outcome);
            return lines;
        } finally {
            StoreRun.deleteTree(dir);
        }
    }
}
