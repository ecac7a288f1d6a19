package org.dbbench.logio.sys;

import java.io.IOException;

/**
 * A native call failed: names the call, the errno (symbol, number and the C library's text) and the
 * file, e.g. "pwritev2 /scratch/x.log: EOPNOTSUPP (errno 95, Operation not supported)".
 */
public final class NativeCallException extends IOException {
    private static final long serialVersionUID = 1L;
    private final String call;
    private final int errno;

    public NativeCallException(String call, int errno, Object file) {
        super(call + " " + file + ": " + describe(errno));
        this.call = call;
        this.errno = errno;
    }

    /** "EOPNOTSUPP (errno 95, Operation not supported)". */
    public static String describe(int errno) {
        String text;
        try {
            text = Binding.current().posix().strerror(errno);
        } catch (RuntimeException | LinkageError e) {
            text = "no text";
        }
        return Linux.errnoName(errno) + " (errno " + errno + ", " + text + ")";
    }

    public String call() {
        return call;
    }

    public int errno() {
        return errno;
    }
}
