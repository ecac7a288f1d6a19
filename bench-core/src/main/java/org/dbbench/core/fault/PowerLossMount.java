package org.dbbench.core.fault;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.dbbench.core.JvmFlags;

/**
 * The power-loss layer as the suite uses it: a FUSE mount over a scratch directory that forgets every
 * byte not fsynced when {@link #cut()} is called, then comes back with what a disk would hold after a
 * power cut. Layout under the scratch directory: {@code data/} (the backing files: what "the disk"
 * holds), {@code trash/} (entries removed at power-meta, until their directory is fsynced) and
 * {@code mnt/} (the mount point, where programs write). The file system is served by a child JVM
 * ({@link PowerLossServer}); this object only starts, cuts, remounts and stops it, each with a time
 * limit, and aborts the FUSE connection when the server does not answer.
 */
public final class PowerLossMount implements AutoCloseable {
    private static final long START_SECONDS = 30;
    private static final long STOP_SECONDS = 20;

    private final Path scratch;
    private final Path mountPoint;
    private final PowerLossLevel level;
    private final boolean recordStates;
    private final Thread shutdownHook = new Thread(this::emergencyStop, "powerloss-unmount");
    private Process server;
    private LinkedBlockingQueue<String> serverLines;
    private long seed;
    private int serversStarted;
    private volatile int cutsStarted;
    private final SyncCount syncs = new SyncCount();
    /** Mounts begun by every server so far: the number of the recording of the mount being served. */
    private int mountsStarted;
    private CutRecording lastCut;

    private PowerLossMount(Path scratch, PowerLossLevel level, long seed, boolean recordStates) {
        this.scratch = scratch.toAbsolutePath().normalize();
        this.mountPoint = this.scratch.resolve("mnt");
        this.level = level;
        this.seed = seed;
        this.recordStates = recordStates;
    }

    /** Mounts the layer over {@code scratch} (created if needed); programs then use {@link #path()}. */
    public static PowerLossMount start(Path scratch, PowerLossLevel level, long seed) throws IOException {
        return start(scratch, level, seed, false);
    }

    /**
     * As {@link #start(Path, PowerLossLevel, long)}; with {@code recordStates} each mount also keeps a
     * snapshot of the backing directory and an operation log, so that after a {@link #cut()}
     * {@link #lastCut()} holds what the cut's crash states are rebuilt from ({@code <scratch>/record/}).
     */
    public static PowerLossMount start(Path scratch, PowerLossLevel level, long seed, boolean recordStates)
            throws IOException {
        FuseSupport.require("the power-loss layer (--fault " + level.label() + ")");
        for (String line : StaleMounts.clean()) System.err.println("warning: " + line);
        PowerLossMount mount = new PowerLossMount(scratch, level, seed, recordStates);
        for (String dir : List.of("data", "trash", "mnt")) Files.createDirectories(mount.scratch.resolve(dir));
        Runtime.getRuntime().addShutdownHook(mount.shutdownHook);
        try {
            mount.startServer();
        } catch (IOException | RuntimeException e) {
            mount.close();
            throw e;
        }
        return mount;
    }

    public Path path() {
        return mountPoint;
    }

    /** The backing directory: what survives on "the disk". Never write here while mounted. */
    public Path backing() {
        return scratch.resolve("data");
    }

    /** How many cuts have begun: a failure seen by a program after the count moved is the cut's doing. */
    public int cutsStarted() {
        return cutsStarted;
    }

    /** The serving process (tests kill it to leave a stale mount). */
    Process server() {
        return server;
    }

    public PowerLossLevel level() {
        return level;
    }

    /**
     * The power cut: from this moment every operation on the mount fails, everything not synced is
     * forgotten, and the layer is mounted again over what survived. Files open on the old mount stay
     * dead (EIO or ENOTCONN): reopen them.
     */
    public void cut() throws IOException {
        cutsStarted++;
        lastCut = null;
        if (server == null) { // an earlier step failed and stopped it: a new server is the cut
            startServer();
            return;
        }
        send(PowerLossServer.CUT, PowerLossServer.DONE, false);
        if (recordStates) lastCut = new CutRecording(recording(mountsStarted - 1));
        if (!FuseMounts.unmount(mountPoint)) {
            throw new IOException("could not unmount " + mountPoint + ": run " + FuseMounts.unmountCommand(mountPoint));
        }
        mountsStarted++;
        send(PowerLossServer.MOUNT, PowerLossServer.READY, false);
    }

    /** The syncs the layer has answered since the last {@link #arm}. */
    public SyncCount syncs() {
        return syncs;
    }

    /**
     * Counts syncs afresh from now; with {@code k} &gt; 0 the layer freezes (as {@link #freeze}) right
     * after the k-th, its reply still delivered. A cut disarms it.
     */
    public void arm(int k) throws IOException {
        send(PowerLossServer.ARM + k, PowerLossServer.ARMED, false);
    }

    /**
     * The first moment of a cut: the layer stops answering; requests already waiting and every later
     * one stay unanswered until {@link #cut()} answers them with EIO. Kill the program in between.
     */
    public void freeze() throws IOException {
        send(PowerLossServer.FREEZE, PowerLossServer.FROZEN, false);
    }

    /**
     * With crash states recorded: the snapshot and operation log of the last {@link #cut()}, which the
     * caller now owns (delete or keep it); null without recording, or when the cut was an abort (a
     * killed server's log is incomplete).
     */
    public CutRecording lastCut() {
        return lastCut;
    }

    private Path recording(int mount) {
        return scratch.resolve("record").resolve(Integer.toString(mount));
    }

    /**
     * For a program hung on the mount: aborts the FUSE connection (every waiting request fails at
     * once), kills the server and mounts again. Counts as a cut: unsynced data is gone.
     */
    public void abortAndRemount() throws IOException {
        cutsStarted++;
        lastCut = null;
        emergencyStop();
        startServer();
    }

    private void startServer() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx1g", "-XX:+UseSerialGC"));
        if (Runtime.version().feature() >= 22) command.add("--enable-native-access=ALL-UNNAMED");
        command.addAll(JvmFlags.testsFlags());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), PowerLossServer.class.getName(),
                backing().toString(), scratch.resolve("trash").toString(), mountPoint.toString(), level.label(),
                Long.toString(seed + serversStarted)));
        if (recordStates) command.addAll(List.of(scratch.resolve("record").toString(), Integer.toString(mountsStarted)));
        serversStarted++;
        mountsStarted++;
        server = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.appendTo(scratch.resolve("server.log").toFile()))
                .start();
        serverLines = new LinkedBlockingQueue<>();
        Process started = server;
        LinkedBlockingQueue<String> lines = serverLines;
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(started.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    if (line.startsWith(SyncReports.SYNCED)) {
                        syncs.synced(Integer.parseInt(line.substring(SyncReports.SYNCED.length())));
                        continue;
                    }
                    if (PowerLossServer.ARMED.equals(line)) syncs.reset(); // after every sync line from before the arm
                    lines.add(line);
                }
            } catch (IOException e) {
                // the server is gone: whoever waits for a line times out or sees it exit
            }
            lines.add("<eof>");
        }, "powerloss-server-output");
        reader.setDaemon(true);
        reader.start();
        String first = await(START_SECONDS);
        if (!PowerLossServer.READY.equals(first)) {
            emergencyStop();
            throw new IOException("the power-loss file system did not mount at " + mountPoint
                    + " within " + START_SECONDS + " s" + serverLogTail());
        }
    }

    private String await(long seconds) {
        try {
            String line = serverLines.poll(seconds, TimeUnit.SECONDS);
            return line == null ? "<timeout>" : line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "<interrupted>";
        }
    }

    /**
     * Sends one command and waits for its answer (and, when {@code exits}, for the server's end);
     * a server that does not answer in time has its mount aborted and is killed.
     */
    private void send(String command, String answer, boolean exits) throws IOException {
        boolean answered = false;
        try {
            OutputStream in = server.getOutputStream();
            in.write((command + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            answered = answer.equals(await(STOP_SECONDS)) && (!exits || server.waitFor(STOP_SECONDS, TimeUnit.SECONDS));
        } catch (IOException e) {
            // the server died: handled below like one that does not answer
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!answered) {
            emergencyStop();
            throw new IOException("the power-loss server did not finish '" + command + "' within " + STOP_SECONDS
                    + " s: its mount was aborted" + serverLogTail());
        }
    }

    private void stopServer() throws IOException {
        if (server == null) return;
        send(PowerLossServer.STOP, PowerLossServer.DONE, true);
        server = null;
        if (!FuseMounts.unmount(mountPoint)) {
            throw new IOException("could not unmount " + mountPoint + ": run " + FuseMounts.unmountCommand(mountPoint));
        }
    }

    /** The server's last words, in the message: its log goes with the scratch directory. */
    private String serverLogTail() {
        try {
            List<String> lines = Files.readAllLines(scratch.resolve("server.log"), StandardCharsets.UTF_8);
            return lines.isEmpty() ? " (its log is empty)" : "; its log ends: "
                    + String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        } catch (IOException e) {
            return " (no server log)";
        }
    }

    /** Ends a server that does not answer: abort its connection, kill it, detach the mount. */
    private void emergencyStop() {
        FuseMounts.at(mountPoint).ifPresent(FuseMounts::abort);
        Process p = server;
        if (p != null) {
            p.destroyForcibly();
            try {
                p.waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        server = null;
        FuseMounts.unmount(mountPoint);
    }

    /** Whether a power-loss layer is mounted at this path (mountinfo: true for one whose server is gone). */
    public static boolean isMounted(Path mountPoint) {
        return FuseMounts.isMounted(mountPoint);
    }

    /** A clean shutdown (everything written reaches the backing files) and the mount is gone. */
    @Override
    public void close() throws IOException {
        try {
            stopServer();
        } finally {
            emergencyStop();
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs anyway
            }
        }
    }
}
