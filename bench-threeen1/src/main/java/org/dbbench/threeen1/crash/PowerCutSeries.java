package org.dbbench.threeen1.crash;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.Map;
import org.dbbench.core.fault.CutRecording;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.core.fault.PowerLossLevel;
import org.dbbench.core.fault.PowerLossMount;
import org.dbbench.threeen1.workload.Oracle;
import org.dbbench.threeen1.workload.StoreRun;
import org.dbbench.threeen1.store.Durability;

/**
 * {@code bench threeen1 crash --fault power|power-meta|power-torn} for one store, profile and level:
 * the store runs in a child JVM on the power-loss layer ({@link PowerLossMount}, served by a third
 * process: never the store's); after a random number of acknowledged commits the child is killed and
 * the power cut, then this process reopens the store on what survived, looks up every acknowledged
 * entry and verifies every stored one. A store that will not open counts as a failed open and the next
 * cut starts on a fresh store.
 */
public final class PowerCutSeries {
    /** Reopening and verifying a store on the layer: past this, the mount is aborted and the open counted failed. */
    static final long REOPEN_SECONDS = 300;
    /** The store's directory under the layer's root (and under every crash state's copy of it). */
    static final String STORE_DIR = "store";

    /**
     * A series that could not go on (a child that failed, the layer refusing): the reason as its
     * message, and what the cuts made before it found ({@code before}, its cuts counted).
     */
    public static final class Stopped extends IllegalStateException {
        public final transient Result before;

        Stopped(String reason, Result before, Throwable cause) {
            super(reason, cause);
            this.before = before;
        }
    }

    /** What the cuts found for one store, level and fault. */
    public record Result(KillCycle.Spec spec, PowerLossLevel fault, int cuts, long acknowledged, long lost,
            long lostUnopened, int failedOpens, long wrongValues, List<String> findings, List<StatesResult> byModel) {
        /**
         * Broken: a durable level lost an acknowledged commit, or a level that keeps a log (durable,
         * relaxed) would not open or held a wrong value.
         */
        public boolean claimBroken() {
            return broken(spec.durability(), lost, failedOpens, wrongValues);
        }
    }

    /**
     * {@code --states N} under one metadata model: every cut's base state and N drawn states, each
     * checked on a copy ({@code states} in all), and those that broke a claim with their replay commands.
     */
    public record StatesResult(String model, int statesPerCut, int states, long acknowledged, long lost,
            long lostUnopened, int failedOpens, long wrongValues, List<String> findings,
            List<Map<String, Object>> brokenStates) {
        public boolean claimBroken(Durability level) {
            return broken(level, lost, failedOpens, wrongValues);
        }
    }

    static boolean broken(Durability d, long lost, int failedOpens, long wrongValues) {
        return (d == Durability.DURABLE && lost > 0) || (d != Durability.NONE && (failedOpens > 0 || wrongValues > 0));
    }

    private PowerCutSeries() {
    }

    public static Result run(KillCycle.Spec spec, PowerLossLevel fault, int cuts, Random random, Path scratch,
            Consumer<String> each) throws InterruptedException {
        return run(spec, fault, cuts, random, scratch, each, List.of(), 0, null);
    }

    /**
     * As above; with {@code states} > 0 each cut also checks, per model, its base state and
     * {@code states} drawn ones on copies ({@link StateChecks}); cuts with a broken state are kept
     * under {@code keepRoot}. A series that cannot go on throws {@link Stopped}, with the cuts before it.
     */
    public static Result run(KillCycle.Spec spec, PowerLossLevel fault, int cuts, Random random, Path scratch,
            Consumer<String> each, List<MetadataModel> models, int states, Path keepRoot) throws InterruptedException {
        long all = Oracle.answer(spec.workload().from(), spec.workload().to()).updates();
        CutTally tally = new CutTally(spec.durability());
        ExecutorService opener = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "power-cut-reopen");
            t.setDaemon(true);
            return t;
        });
        StateChecks checks = states > 0
                ? new StateChecks(spec, models, states, scratch.resolve("states"), keepRoot, opener) : null;
        int made = 0; // cuts finished: what a stop reports
        try (PowerLossMount mount = PowerLossMount.start(scratch.resolve("layer"), fault, random.nextLong(), checks != null)) {
            Path dir = mount.path().resolve(STORE_DIR);
            long toWrite = all;
            for (; made < cuts; made++) {
                int cut = made + 1;
                if (toWrite < CrashSeries.FRESH_BELOW) {
                    StoreRun.deleteTree(dir);
                    toWrite = all;
                }
                long after = 1 + random.nextLong(Math.max(1, toWrite / 2));
                makeDurable(dir, mount.path());
                List<String> acks = new ArrayList<>();
                boolean finished = KillCycle.runAndKill(spec, dir, after, scratch.resolve("child.err"), acks);
                mount.cut();
                String where = "cut " + cut + " (after " + after + " commits)";
                Future<long[]> check = opener.submit(() -> ReopenCheck.check(spec, dir, acks));
                String outcome;
                try {
                    long[] r = check.get(REOPEN_SECONDS, TimeUnit.SECONDS);
                    tally.opened(where, acks.size(), r[0], r[1]);
                    toWrite = finished ? 0 : all - r[2];
                    outcome = acks.size() + " acknowledged, " + r[0] + " lost, " + r[1] + " wrong";
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    String why = cause.getClass().getSimpleName() + ": " + firstLine(cause.getMessage());
                    tally.failedToOpen(where, acks.size(), why);
                    outcome = acks.size() + " acknowledged, all lost: the store would not open: " + why;
                    StoreRun.deleteTree(dir);
                    toWrite = all;
                } catch (TimeoutException e) {
                    check.cancel(true);
                    mount.abortAndRemount();
                    tally.failedToOpen(where, acks.size(), "reopen hung for " + REOPEN_SECONDS + " s, mount aborted");
                    outcome = acks.size() + " acknowledged, all lost: reopen hung for " + REOPEN_SECONDS + " s: mount aborted";
                    StoreRun.deleteTree(dir);
                    toWrite = all;
                }
                CutRecording recording = mount.lastCut();
                if (checks != null && recording != null) {
                    int keptBefore = checks.broken.values().stream().mapToInt(List::size).sum();
                    checks.check(recording, cut, acks, random.nextLong());
                    int brokenNow = checks.broken.values().stream().mapToInt(List::size).sum() - keptBefore;
                    outcome += "; " + (models.size() * (states + 1)) + " crash states checked"
                            + (brokenNow > 0 ? ", " + brokenNow + " broke a claim" : "");
                }
                each.accept("cut " + cut + "/" + cuts + ": " + outcome);
            }
            StoreRun.deleteTree(dir);
        } catch (IllegalStateException | IOException e) {
            Result before = new Result(spec, fault, made, tally.acknowledged, tally.lost, tally.lostUnopened,
                    tally.failedOpens, tally.wrong, tally.findings, List.of());
            throw new Stopped(e.getMessage(), before, e);
        } finally {
            opener.shutdownNow();
        }
        List<StatesResult> byModel = new ArrayList<>();
        if (checks != null) {
            checks.tallies.forEach((model, t) -> byModel.add(new StatesResult(model.label(), states, t.states,
                    t.acknowledged, t.lost, t.lostUnopened, t.failedOpens, t.wrong, t.findings,
                    checks.broken.get(model).stream().map(StateChecks.Broken::json).toList())));
        }
        return new Result(spec, fault, cuts, tally.acknowledged, tally.lost, tally.lostUnopened, tally.failedOpens,
                tally.wrong, tally.findings, byModel);
    }

    /**
     * The store's directory is the suite's, not the engine's: created and its entry fsynced here, so
     * that power-meta judges the files the engine creates inside it, not the harness.
     */
    private static void makeDurable(Path dir, Path parent) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Files.createDirectories(dir);
        try (FileChannel channel = FileChannel.open(parent, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
