package org.dbbench.logio.power;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.EnumMap;
import org.dbbench.core.fault.CrashState;
import org.dbbench.core.fault.CrashStates;
import org.dbbench.core.fault.CutRecording;
import org.dbbench.core.fault.MetadataModel;
import org.dbbench.core.fault.PowerLossMount;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.write.LogWriter;
import org.dbbench.logio.write.SyncMethod;

/**
 * {@code bench logio --parts power}: every sync method writes acknowledged records (a record is
 * acknowledged when its write and the method's sync returned) into its own log file on the power-loss
 * layer, all at once; at a random moment the power is cut; then every acknowledged record is read
 * back from what survived. A durable method loses none; a method that does not sync loses some.
 * Repeated {@code cuts} times. Nothing here is timed: the layer serialises every request.
 */
public final class PowerCutExperiment {
    /** Each log file's length: enough for the records a method writes on the layer before the cut. */
    static final long CAPACITY = 2L << 20;
    static final long WRITER_STOP_SECONDS = 30;

    /** One method's losses over every cut. */
    public static final class Losses {
        public final SyncMethod method;
        public int cuts;
        public long acknowledged;
        public long missing;
        public long torn;

        Losses(SyncMethod method) {
            this.method = method;
        }

        /** Acknowledged records that did not come back whole: missing or torn. */
        public long acknowledgedLost() {
            return missing + torn;
        }
    }

    private final PowerLossMount mount;
    private final List<SyncMethod> methods;
    private final int recordBytes;
    private final Random random;
    private int states;
    private Path keepRoot;
    private int cutNumber;
    private final Map<MetadataModel, Map<SyncMethod, Losses>> stateLosses = new EnumMap<>(MetadataModel.class);
    private final List<String> brokenStates = new ArrayList<>();

    public PowerCutExperiment(PowerLossMount mount, List<SyncMethod> methods, int recordBytes, long seed) {
        this.mount = mount;
        this.methods = methods;
        this.recordBytes = Math.max(AcknowledgedRecord.MIN_BYTES, recordBytes);
        this.random = new Random(seed);
    }

    /**
     * With {@code states} > 0 (the mount must record), each cut also counts every method's records in
     * the base state and {@code states} drawn ones per metadata model; a cut where a method labelled
     * durable lost records in a state is kept under {@code keepRoot}.
     */
    public PowerCutExperiment withStates(int states, Path keepRoot) {
        this.states = states;
        this.keepRoot = keepRoot;
        return this;
    }

    /** Per model and method, the losses over every crash state counted ({@code cuts}: states). */
    public Map<MetadataModel, Map<SyncMethod, Losses>> stateLosses() {
        return stateLosses;
    }

    /** One line per crash state in which a method labelled durable lost acknowledged records. */
    public List<String> brokenStates() {
        return brokenStates;
    }

    /** Runs {@code cuts} rounds; {@code progress} hears one line per round. */
    public Map<SyncMethod, Losses> run(int cuts, java.util.function.Consumer<String> progress) throws IOException {
        Map<SyncMethod, Losses> losses = new LinkedHashMap<>();
        for (SyncMethod m : methods) losses.put(m, new Losses(m));
        for (int cut = 1; cut <= cuts; cut++) {
            long delayMs = 200 + random.nextInt(1300);
            round(losses, delayMs);
            progress.accept("power cut " + cut + " of " + cuts + " (after " + delayMs + " ms of writing) done");
        }
        return losses;
    }

    private void round(Map<SyncMethod, Losses> losses, long delayMs) throws IOException {
        List<Writer> writers = new ArrayList<>();
        try {
            for (SyncMethod m : methods) {
                LogFile file = LogFile.create(mount.path(), m.cliName() + "-", FileState.PREALLOCATED, 0, 0, CAPACITY);
                writers.add(new Writer(m, file.path()));
            }
            writers.forEach(Thread::start);
            sleep(delayMs);
            for (Writer w : writers) {
                if (w.failure != null) {
                    throw new IOException(w.method.cliName() + " failed before the power cut: " + w.failure, w.failure);
                }
            }
            mount.cut();
            for (Writer w : writers) {
                w.join(TimeUnit.SECONDS.toMillis(WRITER_STOP_SECONDS));
                if (w.isAlive()) {
                    throw new IOException(w.method.cliName() + " did not stop within " + WRITER_STOP_SECONDS
                            + " s of the power cut");
                }
            }
            cutNumber++;
            for (Writer w : writers) {
                Losses l = losses.get(w.method);
                l.cuts++;
                count(mount.path(), w, l);
            }
            if (states > 0 && mount.lastCut() != null) checkStates(writers, mount.lastCut());
            for (Writer w : writers) Files.deleteIfExists(mount.path().resolve(w.file.getFileName()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            for (Writer w : writers) w.interrupt();
        }
    }

    /** Every crash state of the cut, per model: each method's records counted in a fresh copy. */
    private void checkStates(List<Writer> writers, CutRecording recording) throws IOException {
        long seed = random.nextLong();
        CrashStates all = recording.states();
        Path work = mount.backing().resolveSibling("state");
        Path kept = keepRoot.resolve("cut-" + cutNumber + "-" + System.nanoTime());
        boolean keep = false;
        for (MetadataModel model : MetadataModel.values()) {
            Map<SyncMethod, Losses> byMethod = stateLosses.computeIfAbsent(model, m -> new LinkedHashMap<>());
            for (CrashState state : all.draw(model, states, seed)) {
                state.materialise(work);
                try {
                    for (Writer w : writers) {
                        Losses l = byMethod.computeIfAbsent(w.method, Losses::new);
                        long before = l.acknowledgedLost();
                        l.cuts++;
                        count(work, w, l);
                        if (w.method.durable() && l.acknowledgedLost() > before) {
                            keep = true;
                            brokenStates.add(w.method.cliName() + " cut " + cutNumber + ": lost " + (l.acknowledgedLost() - before)
                                    + " acknowledged records in " + state.describe() + ". Rebuild: CrashStates.load("
                                    + kept.resolve("snapshot") + ", " + kept.resolve("ops.log") + ").state(MetadataModel."
                                    + model.name() + ", " + seed + ", " + state.index() + ")");
                        }
                    }
                } finally {
                    deleteTree(work);
                }
            }
        }
        if (keep) recording.keep(kept);
        else recording.delete();
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) return;
        try (java.util.stream.Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    /** Reads back every acknowledged record of one writer from what survived under {@code root}. */
    private void count(Path root, Writer w, Losses l) throws IOException {
        long acknowledged = w.acknowledged.get();
        l.acknowledged += acknowledged;
        Path file = root.resolve(w.file.getFileName());
        if (!Files.exists(file)) {
            l.missing += acknowledged;
            return;
        }
        ByteBuffer slot = ByteBuffer.allocate(recordBytes);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            for (long seq = 0; seq < acknowledged; seq++) {
                slot.clear();
                long position = seq * recordBytes;
                while (slot.hasRemaining() && channel.read(slot, position + slot.position()) > 0) {
                    // read the whole slot; past the end of the file it stays zero
                }
                AcknowledgedRecord.State state = AcknowledgedRecord.check(slot, seq, recordBytes);
                if (state == AcknowledgedRecord.State.MISSING) l.missing++;
                else if (state == AcknowledgedRecord.State.TORN) l.torn++;
            }
        }
    }

    private static void sleep(long ms) throws InterruptedException {
        Thread.sleep(ms);
    }

    /** One method's writer: record after record, each acknowledged once the method's sync returned. */
    private final class Writer extends Thread {
        final SyncMethod method;
        final Path file;
        final AtomicLong acknowledged = new AtomicLong();
        volatile Throwable failure;
        final int cutsBefore = mount.cutsStarted();

        Writer(SyncMethod method, Path file) {
            super("power-" + method.cliName());
            this.method = method;
            this.file = file;
            setDaemon(true);
        }

        @Override
        public void run() {
            try (LogWriter writer = method.open(file, CAPACITY, 0)) {
                ByteBuffer buffer = writer.allocate(recordBytes);
                for (long seq = 0; (seq + 1) * recordBytes <= CAPACITY && !isInterrupted(); seq++) {
                    AcknowledgedRecord.fill(buffer, seq, recordBytes);
                    buffer.position(0).limit(recordBytes);
                    writer.write(buffer, seq * recordBytes);
                    writer.sync();
                    acknowledged.set(seq + 1);
                }
            } catch (Throwable t) {
                // after the cut every request fails (EIO, ENOTCONN, SIGBUS on a mapping): expected
                if (mount.cutsStarted() == cutsBefore) failure = t;
            }
        }
    }
}
