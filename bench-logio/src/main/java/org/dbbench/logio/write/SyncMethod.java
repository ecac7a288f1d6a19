package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Every way the study makes a log write durable: its name on the command line and in results, the
 * Java call, the Linux system call it becomes (checked with strace by the syscall test) and whether
 * a successful write+sync is durable. Adding a method is one constant and one small writer class.
 */
public enum SyncMethod {
    RWD("rwd", "RandomAccessFile \"rwd\"", "O_DSYNC open", Set.of("O_DSYNC"), null, true),
    RWS("rws", "RandomAccessFile \"rws\"", "O_SYNC open", Set.of("O_SYNC"), null, true),
    RW_SYNC("rw-sync", "RandomAccessFile \"rw\" + FileDescriptor.sync()", "fsync", Set.of(), "fsync", true),
    FORCE_FALSE("force-false", "FileChannel.force(false)", "fdatasync", Set.of(), "fdatasync", true),
    FORCE_TRUE("force-true", "FileChannel.force(true)", "fsync", Set.of(), "fsync", true),
    OPEN_DSYNC("open-dsync", "FileChannel opened with DSYNC", "O_DSYNC open", Set.of("O_DSYNC"), null, true),
    OPEN_SYNC("open-sync", "FileChannel opened with SYNC", "O_SYNC open", Set.of("O_SYNC"), null, true),
    DIRECT_DSYNC("direct-dsync", "FileChannel with DIRECT and DSYNC", "O_DIRECT|O_DSYNC open",
            Set.of("O_DIRECT", "O_DSYNC"), null, true),
    DIRECT_FORCE("direct-force", "FileChannel with DIRECT, force(false)", "O_DIRECT open + fdatasync",
            Set.of("O_DIRECT"), "fdatasync", true),
    MMAP_FORCE("mmap-force", "MappedByteBuffer.force(index, length)", "msync", Set.of(), "msync", true),
    NOSYNC("nosync", "FileChannel.write, no sync (the floor)", "none", Set.of(), null, false);

    /** The modes of the 2004 thread and of every database log since: the default full run. */
    public static final List<SyncMethod> CLASSIC = List.of(RWD, RWS, RW_SYNC, FORCE_FALSE, FORCE_TRUE);

    private final String cliName;
    private final String javaCall;
    private final String linuxCall;
    private final Set<String> openFlags;
    private final String syncCall;
    private final boolean durable;

    SyncMethod(String cliName, String javaCall, String linuxCall, Set<String> openFlags, String syncCall,
            boolean durable) {
        this.cliName = cliName;
        this.javaCall = javaCall;
        this.linuxCall = linuxCall;
        this.openFlags = openFlags;
        this.syncCall = syncCall;
        this.durable = durable;
    }

    /** The name used by --modes, JMH's {@code method} parameter and the report. */
    public String cliName() {
        return cliName;
    }

    /** What the Java code does, e.g. {@code FileChannel.force(false)}. */
    public String javaCall() {
        return javaCall;
    }

    /** What it becomes on Linux, for tables: "fdatasync", "O_DSYNC open", "none". */
    public String linuxCall() {
        return linuxCall;
    }

    /** The open(2) flags the log file is opened with (as strace prints them); empty for plain opens. */
    public Set<String> openFlags() {
        return openFlags;
    }

    /** The system call issued by {@link LogWriter#sync}, or null when sync issues none. */
    public String syncCall() {
        return syncCall;
    }

    /** False only for the no-sync floor: its writes may be lost on power failure. */
    public boolean durable() {
        return durable;
    }

    /** True when O_DIRECT bypasses the page cache (page-cache state then means nothing). */
    public boolean direct() {
        return openFlags.contains("O_DIRECT");
    }

    /**
     * Opens a writer on an existing, laid-out log file.
     *
     * @param file the log file (never created here)
     * @param capacity the file's usable length: what mmap maps
     * @param zeroFrom every byte at or past this offset is known to be zero (or past the end of the
     *     file); O_DIRECT writers use it to avoid reading blocks they would only fill with zeros
     */
    public LogWriter open(Path file, long capacity, long zeroFrom) throws IOException {
        return switch (this) {
            case RWD -> new RwdWriter(file);
            case RWS -> new RwsWriter(file);
            case RW_SYNC -> new RwFsyncWriter(file);
            case FORCE_FALSE -> new ForceDataWriter(file);
            case FORCE_TRUE -> new ForceAllWriter(file);
            case OPEN_DSYNC -> new DsyncChannelWriter(file);
            case OPEN_SYNC -> new SyncChannelWriter(file);
            case DIRECT_DSYNC -> new DirectDsyncWriter(file, zeroFrom);
            case DIRECT_FORCE -> new DirectForceWriter(file, zeroFrom);
            case MMAP_FORCE -> new MmapForceWriter(file, capacity);
            case NOSYNC -> new NoSyncWriter(file);
        };
    }

    /** The method named {@code name} on the command line, or null. */
    public static SyncMethod byName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (SyncMethod m : values()) {
            if (m.cliName.equals(n)) {
                return m;
            }
        }
        return null;
    }

    /** Every name, comma separated, for messages. */
    public static String names() {
        return Arrays.stream(values()).map(SyncMethod::cliName).collect(Collectors.joining(", "));
    }
}
