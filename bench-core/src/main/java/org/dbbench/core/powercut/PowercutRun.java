package org.dbbench.core.powercut;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.Json;
import org.dbbench.core.bundle.ResultBundle;
import org.dbbench.core.env.Environment;
import org.dbbench.core.fault.CrashState;
import org.dbbench.core.fault.CrashStates;
import org.dbbench.core.fault.CutRecording;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.fault.PowerLossMount;

/**
 * {@code bench powercut} from checked settings to exit status: a scratch directory under the
 * settings' parent holds the layer ({@code layer/}), PROGRAM's output per cut ({@code out/}), the
 * copy a check runs on ({@code check/}) and what is kept of failed states ({@code kept/}); it is
 * removed at the end, also on Ctrl-C, after the mount is gone. Per cut: {@link ProgramCut}, then
 * every crash state of it under every model, drawn from the layer's recording of the cut
 * ({@link CutRecording}: the directory at the mount and every operation since), each built fresh and
 * checked on its own ({@link StateCheck}). PROGRAM's directory is removed through the layer after
 * its states are checked, so each mount's snapshot holds little.
 */
public final class PowercutRun {
    private final PowercutSettings settings;
    private final PrintStream out;
    private final Path scratch;
    private final ChildProcess child = new ChildProcess();
    /** The thread running the cuts, and the moment it has removed the scratch directory and stopped. */
    private final Thread runner = Thread.currentThread();
    private final CountDownLatch cleanedUp = new CountDownLatch(1);
    /** How long Ctrl-C waits for the running thread to stop and clean up before cleaning up itself. */
    private static final long STOP_WAIT_SECONDS = 5;
    private volatile PowerLossMount mount;

    private PowercutRun(PowercutSettings settings, PrintStream out, Path scratch) {
        this.settings = settings;
        this.out = out;
        this.scratch = scratch;
    }

    /** Runs every cut and check, writes the bundle, prints the summary; returns the exit status (0, 1 or 3). */
    public static int run(PowercutSettings settings, PrintStream out) throws IOException, InterruptedException {
        Path scratch = Files.createTempDirectory(Files.createDirectories(settings.scratchParent().toAbsolutePath()), "powercut-");
        PowercutRun run = new PowercutRun(settings, out, scratch);
        Thread hook = new Thread(run::interrupted, "powercut-interrupted");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return run.cutsAndChecks();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down: the hook cleans up
            }
            Scratch.delete(scratch);
            run.cleanedUp.countDown();
        }
    }

    private int cutsAndChecks() throws IOException, InterruptedException {
        Random random = new Random(settings.seed());
        PowercutTally tally = new PowercutTally(settings);
        Path outputs = Files.createDirectories(scratch.resolve("out"));
        Path kept = Files.createDirectories(scratch.resolve("kept"));
        out.println("powercut: " + settings.cuts() + " cuts of " + String.join(" ", settings.program()) + ", cut "
                + settings.timing() + "; seed " + settings.seed());
        try (PowerLossMount m = PowerLossMount.start(scratch.resolve("layer"), PowerLossLevel.POWER_META,
                random.nextLong(), true)) {
            mount = m;
            for (int i = 1; i <= settings.cuts(); i++) {
                ProgramCut.Outcome cut = ProgramCut.run(m, settings, i, random, outputs, child);
                long ackBytes = Files.size(cut.acks());
                tally.cut(cut, ackBytes);
                if (!cut.made()) {
                    out.println("cut " + i + "/" + settings.cuts() + ": PROGRAM exited (status " + cut.exitStatus()
                            + ") after " + cut.millis() + " ms and " + cut.syncs() + " syncs, before its cut: no cut made"
                            + Scratch.lastLine(cut.errors(), "; its stderr ends: "));
                    ProgramCut.remove(m, cut.directory());
                    continue;
                }
                int failedBefore = tally.failed();
                int tried = checkStates(m.lastCut(), cut, random.nextLong(), tally, kept);
                out.println("cut " + i + "/" + settings.cuts() + ": after " + cut.millis() + " ms, " + cut.syncs()
                        + " syncs, " + ackBytes + " bytes acknowledged; " + tried + " states, "
                        + (tally.failed() - failedBefore) + " failed");
                ProgramCut.remove(m, cut.directory()); // the next mount's snapshot stays small
            }
        } finally {
            mount = null;
        }
        Path bundle = ResultBundle.write(settings.resultsDir(), "powercut", Environment.capture(settings.scratchParent(), null),
                Map.of("powercut", settings.config()), null, tally.summary(),
                withJson(ResultBundle.filesUnder(kept), tally));
        for (Map<String, Object> f : tally.failures()) {
            out.println("FAILED: cut " + f.get("cut") + ": " + f.get("state"));
            out.println("  check exited " + f.get("checkExit")
                    + (String.valueOf(f.get("checkSaid")).isEmpty() ? "" : ": " + f.get("checkSaid")));
            out.println("  replay: sh " + bundle.resolve(String.valueOf(f.get("script"))));
        }
        out.print(tally.summary());
        out.println("results: " + bundle);
        return tally.exitStatus();
    }

    /** Every state of the cut under every model, each built fresh and checked; returns how many. */
    private int checkStates(CutRecording recording, ProgramCut.Outcome cut, long seed, PowercutTally tally, Path kept)
            throws IOException, InterruptedException {
        if (recording == null) throw new IOException("the layer kept no recording of cut " + cut.index());
        try {
            CrashStates states = recording.states();
            int tried = 0;
            for (String label : settings.models()) {
                for (CrashState state : states.draw(MetadataModel.parse(label), settings.states(), seed)) {
                    check(state, cut, tally, kept);
                    tried++;
                }
            }
            return tried;
        } finally {
            recording.delete();
        }
    }

    /** Builds one state on a fresh copy, checks it, and keeps it (with its replay) when it fails. */
    private void check(CrashState state, ProgramCut.Outcome cut, PowercutTally tally, Path kept)
            throws IOException, InterruptedException {
        String id = StateName.id(cut.index(), state);
        Path copy = scratch.resolve("check").resolve(id);
        Path output = scratch.resolve("check").resolve(id + ".out");
        Files.createDirectories(copy.getParent());
        state.materialise(copy);
        StateCheck.Verdict verdict = StateCheck.run(settings, copy.resolve(cut.directory()), cut.acks(), output, child);
        tally.state(cut.index(), state, verdict);
        if (!verdict.passed()) {
            Path stateFiles = kept.resolve("states").resolve(id);
            state.materialise(stateFiles); // the state as it was built, not as the check left it
            Path acks = kept.resolve("acks").resolve(cut.acks().getFileName());
            if (!Files.exists(acks)) Files.copy(cut.acks(), Files.createDirectories(acks.getParent()).resolve(acks.getFileName()));
            Path script = Files.createDirectories(kept.resolve(ReplayScript.DIR)).resolve(id + ".sh");
            Files.writeString(script, ReplayScript.text(settings, id, StateName.description(cut.index(), state)
                    + "\n" + state.explain(),
                    stateFiles, cut.directory(), acks.getFileName().toString()), StandardCharsets.UTF_8);
        }
        StateCheck.deleteTree(copy);
        Files.deleteIfExists(output);
    }

    private Map<String, Path> withJson(Map<String, Path> files, PowercutTally tally) throws IOException {
        Path json = scratch.resolve(PowercutTally.FILE);
        Files.writeString(json, Json.write(tally.json()), StandardCharsets.UTF_8);
        Map<String, Path> all = new java.util.TreeMap<>(files);
        all.put(PowercutTally.FILE, json);
        return all;
    }

    /**
     * Ctrl-C: PROGRAM (or the check) killed, the mount gone, the scratch directory removed. The running
     * thread is stopped first and waited for: left going, it would write its next cut's files into a
     * scratch directory already removed, and the JVM would halt before it removed them again.
     */
    private void interrupted() {
        child.shutDown();
        PowerLossMount m = mount;
        if (m != null) {
            try {
                m.close();
            } catch (IOException | RuntimeException e) {
                // its own hook detaches the mount too
            }
        }
        runner.interrupt();
        try {
            cleanedUp.await(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Scratch.delete(scratch);
    }
}
