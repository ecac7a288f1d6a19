package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.dbbench.core.Json;
import org.dbbench.core.fault.CrashState;
import org.dbbench.core.fault.CrashStates;
import org.dbbench.core.fault.CutRecording;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.threeen1.workload.StoreRun;

/**
 * {@code --states N}: after a cut, the base state and N drawn states of each metadata model, each
 * written to a fresh directory and checked as the layer's own state is (reopen, look up every
 * acknowledged commit, verify). A cut with a state that breaks a claim keeps its recording (snapshot
 * and operation log), its acknowledgements and replay.json, so each such state replays exactly.
 */
final class StateChecks {
    /** A state that broke a claim, and the one-line command that checks it again. */
    record Broken(int cut, String model, String kind, int index, long seed, String description, String replay) {
        Map<String, Object> json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("cut", cut);
            m.put("model", model);
            m.put("kind", kind);
            m.put("state", index);
            m.put("seed", seed);
            m.put("description", description);
            m.put("replay", replay);
            return m;
        }
    }

    /** Written beside a kept recording: what {@code --replay} needs to check one of its states again. */
    static final String REPLAY_JSON = "replay.json";
    static final String ACKS = "acks.txt";

    private final KillCycle.Spec spec;
    private final List<MetadataModel> models;
    private final int further;
    private final Path work;
    private final Path keepRoot;
    private final ExecutorService opener;
    final Map<MetadataModel, CutTally> tallies = new LinkedHashMap<>();
    final Map<MetadataModel, List<Broken>> broken = new LinkedHashMap<>();

    StateChecks(KillCycle.Spec spec, List<MetadataModel> models, int further, Path work, Path keepRoot,
            ExecutorService opener) {
        this.spec = spec;
        this.models = models;
        this.further = further;
        this.work = work;
        this.keepRoot = keepRoot;
        this.opener = opener;
        for (MetadataModel m : models) {
            tallies.put(m, new CutTally(spec.durability()));
            broken.put(m, new ArrayList<>());
        }
    }

    /** Checks every state of the cut; keeps the recording when one broke a claim, else deletes it. */
    void check(CutRecording recording, int cut, List<String> acks, long seed) throws IOException, InterruptedException {
        CrashStates states = recording.states();
        Path kept = keepRoot.resolve(CrashReport.label(spec).replace(' ', '-') + "-cut-" + cut);
        boolean keep = false;
        for (MetadataModel model : models) {
            for (CrashState state : states.draw(model, further, seed)) {
                CutTally tally = tallies.get(model);
                int before = tally.findings.size();
                checkOne(state, cut, acks, tally);
                if (tally.findings.size() > before) {
                    keep = true;
                    broken.get(model).add(new Broken(cut, model.label(), state.kind().label(), state.index(), seed,
                            state.describe(), replayCommand(kept, model, state.index())));
                }
            }
        }
        if (keep) keep(recording, kept, acks, seed);
        else recording.delete();
    }

    private void checkOne(CrashState state, int cut, List<String> acks, CutTally tally)
            throws IOException, InterruptedException {
        Path dir = work.resolve("state");
        StoreRun.deleteTree(dir);
        Files.createDirectories(work);
        state.materialise(dir);
        String where = "cut " + cut + ", " + state.model().label() + " " + state.kind().label() + " state " + state.index();
        Path store = dir.resolve(PowerCutSeries.STORE_DIR);
        Future<long[]> check = opener.submit(() -> ReopenCheck.check(spec, store, acks));
        try {
            long[] r = check.get(PowerCutSeries.REOPEN_SECONDS, TimeUnit.SECONDS);
            tally.opened(where, acks.size(), r[0], r[1]);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            tally.failedToOpen(where, acks.size(), cause.getClass().getSimpleName() + ": "
                    + PowerCutSeries.firstLine(cause.getMessage()));
        } catch (TimeoutException e) {
            check.cancel(true);
            tally.failedToOpen(where, acks.size(), "reopen hung for " + PowerCutSeries.REOPEN_SECONDS + " s");
        } finally {
            StoreRun.deleteTree(dir);
        }
    }

    private void keep(CutRecording recording, Path kept, List<String> acks, long seed) throws IOException {
        CutRecording moved = recording.keep(kept);
        Files.write(moved.directory().resolve(ACKS), acks, StandardCharsets.UTF_8);
        Map<String, Object> replay = new LinkedHashMap<>();
        replay.put("store", spec.type().name());
        replay.put("level", spec.durability().cliName());
        replay.put("profile", spec.tuned() ? "tuned" : "defaults");
        replay.put("cacheMb", spec.cacheMb());
        replay.put("from", spec.workload().from());
        replay.put("to", spec.workload().to());
        replay.put("workers", spec.workload().workers());
        replay.put("seed", seed);
        Files.writeString(moved.directory().resolve(REPLAY_JSON), Json.write(replay));
    }

    static String replayCommand(Path kept, MetadataModel model, int index) {
        return "scripts/bench threeen1 crash --replay " + kept + " --model " + model.label() + " --state " + index;
    }
}
