package org.dbbench.logio.write;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.sys.Binding;

/**
 * Run under strace by {@link SyscallTest}: for each method named, lays out a log file, then between
 * two markers written to stdout (visible in the trace as write(1, ...)) opens a writer and does three
 * write+sync pairs. Everything the writer asks of the kernel lies between the markers.
 */
public final class SyscallProbe {
    static final int WRITES = 3;

    private SyscallProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        System.out.println("BINDING " + Binding.current().describe());
        for (int i = 1; i < args.length; i++) {
            SyncMethod m = SyncMethod.byName(args[i]);
            LogFile f = LogFile.create(dir, "probe-" + m.cliName() + "-", FileState.PREALLOCATED, 24, 24, 1 << 16);
            System.out.println("BEGIN " + m.cliName());
            System.out.flush();
            try (LogWriter w = m.open(f.path(), 1 << 16, f.zeroFrom())) {
                ByteBuffer data = w.allocate(4096);
                for (int k = 0; k < WRITES; k++) {
                    w.write(data, 24 + k * 4096L);
                    w.sync();
                }
            }
            System.out.println("END " + m.cliName());
            System.out.flush();
            f.delete();
        }
    }
}
