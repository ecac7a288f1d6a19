package org.dbbench.core.fault;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Random;

/**
 * The process that serves the power-loss file system. It is never the process under test: a FUSE
 * server blocked inside the process whose requests it must answer leaves that process unkillable in
 * the kernel (D state). Commands on standard input, one per line: {@code cut} (power cut: unsynced
 * data forgotten, unmount, answer {@code done}), {@code mount} (after a cut: a fresh file system with
 * an empty cache over what survived, answer {@code mounted}) and {@code stop} (clean shutdown:
 * everything reaches the disk, exit). The end of standard input (its parent died) counts as a cut and
 * ends the server, so no mount outlives the suite. One server lives through every cut of a series:
 * a cut costs an unmount and a mount, not a JVM start. With a recording directory (the sixth
 * argument) each mount first copies the backing directory and then logs every operation
 * ({@link OpRecorder}): what {@link CrashStates} rebuilds the crash states of its cut from. Between
 * mount and cut: {@code freeze} (the layer stops answering until the cut, answer {@code frozen}) and
 * {@code arm K} (count syncs afresh, freeze after the K-th, 0 never; answer {@code armed}); every
 * sync answered is reported as a line {@code synced N} ({@link SyncReports}).
 */
public final class PowerLossServer {
    static final String READY = "mounted";
    static final String DONE = "done";
    static final String CUT = "cut";
    static final String MOUNT = "mount";
    static final String STOP = "stop";
    static final String FREEZE = "freeze";
    static final String FROZEN = "frozen";
    static final String ARM = "arm ";
    static final String ARMED = "armed";
    private static final long MOUNT_NANOS = 15_000_000_000L;

    private PowerLossServer() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        Path trash = Path.of(args[1]);
        Path mountPoint = Path.of(args[2]);
        PowerLossLevel level = PowerLossLevel.parse(args[3]);
        Random random = new Random(Long.parseLong(args[4]));
        // crash states: each mount's snapshot and operation log go to <record>/<mount number>
        Path record = args.length > 5 ? Path.of(args[5]) : null;
        int mountNumber = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        String options = "fsname=" + FuseMounts.SOURCE_PREFIX + ProcessHandle.current().pid()
                + ",subtype=powerloss,hard_remove,big_writes,max_write=131072"
                + ",attr_timeout=0,entry_timeout=0,negative_timeout=0";
        BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        SyncReports syncs = new SyncReports();
        for (String command = MOUNT; MOUNT.equals(command); command = commands.readLine()) {
            // a fresh file system per mount: nothing of the cut one's cache or handles survives
            OpRecorder recorder = record == null ? OpRecorder.none()
                    : OpRecorder.start(data, record.resolve(Integer.toString(mountNumber++)));
            PowerLossFs fs = new PowerLossFs(data, trash, level, recorder, syncs);
            Thread serving = mount(fs, mountPoint, options);
            reply(READY);
            command = commands.readLine();
            for (; command != null && (FREEZE.equals(command) || command.startsWith(ARM)); command = commands.readLine()) {
                if (FREEZE.equals(command)) {
                    fs.freeze();
                    reply(FROZEN);
                } else {
                    syncs.arm(Integer.parseInt(command.substring(ARM.length()).trim()));
                    reply(ARMED);
                }
            }
            syncs.disarm();
            if (STOP.equals(command)) fs.flushAll();
            else fs.cut(random);
            // a file still open on the old mount (Xodus caches its files process-wide) would keep the
            // detached connection and its serving loop alive: abort it, so those files fail at once, as
            // they would on a machine without power, and the loop ends now, not after a timeout. Abort
            // while still mounted: once a connection is released its number is free, the next mount on
            // this machine (another run's) may take it, and aborting by that number would cut that one.
            FuseMounts.at(mountPoint).ifPresent(FuseMounts::abort);
            fs.umount();
            FuseMounts.unmount(mountPoint);
            serving.join(MOUNT_NANOS / 1_000_000);
            reply(DONE);
            if (!CUT.equals(command)) break; // stop, or the parent is gone
        }
        System.exit(0);
    }

    /**
     * Serves {@code fs} from a thread of its own and returns once the kernel lists the mount
     * (jnr-fuse's non-blocking mount waits a fixed 2 s instead).
     */
    private static Thread mount(PowerLossFs fs, Path mountPoint, String options) throws InterruptedException {
        Thread serving = new Thread(() -> fs.mount(mountPoint, true, false, new String[] {"-o", options}), "powerloss-fuse");
        serving.setDaemon(true);
        serving.start();
        long deadline = System.nanoTime() + MOUNT_NANOS;
        while (!FuseMounts.isMounted(mountPoint)) {
            if (System.nanoTime() > deadline) {
                System.err.println("powerloss: the mount at " + mountPoint + " did not appear within 15 s");
                System.exit(1);
            }
            Thread.sleep(5);
        }
        return serving;
    }

    static synchronized void reply(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
