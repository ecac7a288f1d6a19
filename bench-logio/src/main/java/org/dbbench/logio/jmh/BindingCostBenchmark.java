package org.dbbench.logio.jmh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.dbbench.logio.file.FileState;
import org.dbbench.logio.file.LogFile;
import org.dbbench.logio.sys.Binding;
import org.dbbench.logio.sys.Linux;
import org.dbbench.logio.sys.NativeFile;
import org.dbbench.logio.sys.Posix;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the native binding itself costs per call, FFM against JNA: the same cheap system calls
 * through each, beside java.nio's own route to the same pwrite (JNI inside the JDK). The binding's
 * cost is {@code pwrite1} minus {@code nioPwrite1}; a durable write costs tens of microseconds or
 * more, so a binding is "free" when that difference is a few hundred nanoseconds at most.
 * The 1-byte pwrite goes to a page-cached scratch file, never synced: it measures the call, not
 * the disk. {@code -p binding=jna} on JDK 17 (FFM needs JDK 22+).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 300, timeUnit = TimeUnit.MILLISECONDS)
public class BindingCostBenchmark {

    /** ffm (java.lang.foreign) or jna. */
    @Param({"ffm", "jna"})
    public String binding;

    private Posix posix;
    private LogFile file;
    private NativeFile nativeFile;
    private FileChannel channel;
    private ByteBuffer one;
    private long address;

    @Setup(Level.Trial)
    public void open() throws IOException, Binding.UnavailableException {
        posix = switch (binding) {
            case "ffm" -> Binding.loadFfm();
            case "jna" -> Binding.loadJna();
            default -> throw new IllegalArgumentException("binding must be ffm or jna, not " + binding);
        };
        file = ForkScratch.create("binding-cost-", FileState.PREALLOCATED, 0, 0, 4096);
        nativeFile = NativeFile.open(posix, file.path(), Linux.O_RDWR);
        channel = FileChannel.open(file.path(), StandardOpenOption.WRITE);
        one = ByteBuffer.allocateDirect(1);
        one.put(0, (byte) 'x');
        address = posix.address(one);
    }

    /** getpid(2) through the binding: the cheapest system call, plus the binding's own cost. */
    @Benchmark
    public int getpid() {
        return posix.getpid();
    }

    /** A 1-byte pwrite(2) into the page cache through the binding. */
    @Benchmark
    public long pwrite1() {
        return posix.pwrite(nativeFile.fd(), address, 1, 0);
    }

    /** The plain Java baseline: the same 1-byte pwrite through FileChannel (the JDK's JNI). */
    @Benchmark
    public int nioPwrite1() throws IOException {
        one.clear();
        return channel.write(one, 0);
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
        try {
            if (channel != null) {
                channel.close();
            }
            if (nativeFile != null) {
                nativeFile.close();
            }
        } finally {
            ForkScratch.delete(file);
        }
    }
}
