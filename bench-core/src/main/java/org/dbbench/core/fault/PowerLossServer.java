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
 * data forgotten, unmount, exit) and {@code stop} (clean shutdown: everything reaches the disk). The
 * end of standard input (its parent died) counts as a cut, so no mount outlives the suite.
 */
public final class PowerLossServer {
    static final String READY = "mounted";
    static final String DONE = "done";

    private PowerLossServer() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[0]);
        Path trash = Path.of(args[1]);
        Path mountPoint = Path.of(args[2]);
        PowerLossLevel level = PowerLossLevel.parse(args[3]);
        long seed = Long.parseLong(args[4]);
        PowerLossFs fs = new PowerLossFs(data, trash, level);
        String options = "fsname=" + FuseMounts.SOURCE_PREFIX + ProcessHandle.current().pid()
                + ",subtype=powerloss,hard_remove,big_writes,max_write=131072"
                + ",attr_timeout=0,entry_timeout=0,negative_timeout=0";
        // jnr-fuse's non-blocking mount waits a fixed 2 s; serving from our own thread and watching
        // mountinfo is ready as soon as the kernel lists the mount
        Thread serving = new Thread(() -> fs.mount(mountPoint, true, false, new String[] {"-o", options}), "powerloss-fuse");
        serving.setDaemon(true);
        serving.start();
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (!FuseMounts.isMounted(mountPoint)) {
            if (System.nanoTime() > deadline) {
                System.err.println("powerloss: the mount at " + mountPoint + " did not appear within 15 s");
                System.exit(1);
            }
            Thread.sleep(10);
        }
        System.out.println(READY);
        System.out.flush();

        BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String command = commands.readLine();
        if ("stop".equals(command)) fs.flushAll();
        else fs.cut(new Random(seed));
        fs.umount();
        FuseMounts.unmount(mountPoint);
        System.out.println(DONE);
        System.out.flush();
        System.exit(0);
    }
}
