package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.dbbench.logio.sys.Binding;
import org.dbbench.logio.sys.IoUring;
import org.dbbench.logio.sys.Linux;

/**
 * Every way the study makes a log write durable: its name on the command line and in results, the
 * Java call, the Linux system call it becomes (checked with strace by the syscall test) and whether
 * a successful write+sync is durable. Adding a method is one constant and one small writer class.
 * The methods after {@code nosync} reach what java.nio does not offer, through the native binding.
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
    NOSYNC("nosync", "FileChannel.write, no sync (the floor)", "none", Set.of(), null, false),
    PWRITE_FDATASYNC("pwrite-fdatasync", "native pwrite + fdatasync (no java.nio)", "pwrite + fdatasync", Set.of(),
            "fdatasync", true, Native.BINDING),
    PWRITEV2_DSYNC("pwritev2-dsync", "native pwritev2(RWF_DSYNC)", "pwritev2 RWF_DSYNC", Set.of(), null, true,
            Native.BINDING),
    PWRITEV2_SYNC("pwritev2-sync", "native pwritev2(RWF_SYNC)", "pwritev2 RWF_SYNC", Set.of(), null, true,
            Native.BINDING),
    DIRECT_PWRITEV2_DSYNC("direct-pwritev2-dsync", "native O_DIRECT open, pwritev2(RWF_DSYNC), logical blocks",
            "O_DIRECT open + pwritev2 RWF_DSYNC", Set.of("O_DIRECT"), null, true, Native.BINDING),
    SYNC_FILE_RANGE("sync-file-range", "native pwrite + sync_file_range(WAIT_BEFORE|WRITE|WAIT_AFTER)",
            "sync_file_range", Set.of(), "sync_file_range", false, Native.BINDING),
    URING_WRITE_FDATASYNC("uring-write-fdatasync", "io_uring: write linked to fdatasync, one io_uring_enter",
            "io_uring_enter (WRITE + FSYNC DATASYNC)", Set.of(), null, true, Native.IO_URING);

    /** The modes of the 2004 thread and of every database log since: the default full run. */
    public static final List<SyncMethod> CLASSIC = List.of(RWD, RWS, RW_SYNC, FORCE_FALSE, FORCE_TRUE);

    private final String cliName;
    private final String javaCall;
    private final String linuxCall;
    private final Set<String> openFlags;
    private final String syncCall;
    private final boolean durable;
    private final Native needs;

    /** What a method needs beyond java.nio. */
    private enum Native { NONE, BINDING, IO_URING }

    SyncMethod(String cliName, String javaCall, String linuxCall, Set<String> openFlags, String syncCall,
            boolean durable) {
        this(cliName, javaCall, linuxCall, openFlags, syncCall, durable, Native.NONE);
    }

    SyncMethod(String cliName, String javaCall, String linuxCall, Set<String> openFlags, String syncCall,
            boolean durable, Native needs) {
        this.needs = needs;
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

    /** True for the methods that call the native binding ({@link org.dbbench.logio.sys.Posix}). */
    public boolean usesBinding() {
        return needs != Native.NONE;
    }

    /**
     * Null when this JVM and kernel can run the method, else why not: no native binding, io_uring
     * disabled or refused. (What a file system refuses, e.g. EOPNOTSUPP, shows only when a file is
     * written: the command's probe finds that.)
     */
    public String unavailable() {
        if (needs == Native.NONE) {
            return null;
        }
        Binding b = Binding.current();
        if (b.posix() == null) {
            return "no native binding: " + b.problem();
        }
        return needs == Native.IO_URING ? IoUring.unavailable() : null;
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
            case FORCE_FALSE -> new ForceWriter(file, false);
            case FORCE_TRUE -> new ForceWriter(file, true);
            case OPEN_DSYNC -> new DsyncChannelWriter(file);
            case OPEN_SYNC -> new SyncChannelWriter(file);
            case DIRECT_DSYNC -> new DirectDsyncWriter(file, zeroFrom);
            case DIRECT_FORCE -> new DirectForceWriter(file, zeroFrom);
            case MMAP_FORCE -> new MmapForceWriter(file, capacity);
            case NOSYNC -> new NoSyncWriter(file);
            case PWRITE_FDATASYNC -> new PwriteFdatasyncWriter(file);
            case PWRITEV2_DSYNC -> new Pwritev2Writer(file, Linux.RWF_DSYNC);
            case PWRITEV2_SYNC -> new Pwritev2Writer(file, Linux.RWF_SYNC);
            case DIRECT_PWRITEV2_DSYNC -> DirectPwritev2Writer.open(file, zeroFrom);
            case SYNC_FILE_RANGE -> new SyncFileRangeWriter(file);
            case URING_WRITE_FDATASYNC -> new UringWriter(file);
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

    /** Every name, those this JVM cannot run followed by why: "..., uring-write-fdatasync (unavailable here: ...)". */
    public static String namesWithAvailability() {
        return Arrays.stream(values()).map(m -> m.unavailable() == null ? m.cliName()
                : m.cliName() + " (unavailable here: " + m.unavailable() + ")").collect(Collectors.joining(", "));
    }

    /** "all available here; native binding: JNA 5.15.0 (...)", or only the binding when some are not. */
    public static String availability() {
        boolean all = Arrays.stream(values()).allMatch(m -> m.unavailable() == null);
        return (all ? "all available here; " : "") + "native binding: " + Binding.current().describe();
    }
}
