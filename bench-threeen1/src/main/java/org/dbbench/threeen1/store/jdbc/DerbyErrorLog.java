package org.dbbench.threeen1.store.jdbc;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Where Derby's error log goes. Derby writes {@code derby.log} into the JVM's working directory
 * unless told otherwise, and the suite never writes into a directory it did not create: so the
 * log goes, through {@code derby.stream.error.field}, to this stream, which appends to the log file
 * inside the store directory that was opened last (or nowhere while no Derby store is open).
 * Derby reads the property once per JVM, when its engine boots; a user's own
 * {@code derby.stream.error.*} setting wins.
 */
public final class DerbyErrorLog {
    /** The stream Derby writes to; referenced by name in {@code derby.stream.error.field}. */
    public static final OutputStream STREAM = new OutputStream() {
        @Override
        public void write(int b) throws IOException {
            synchronized (DerbyErrorLog.class) {
                target.write(b);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            synchronized (DerbyErrorLog.class) {
                target.write(b, off, len);
            }
        }

        @Override
        public void flush() throws IOException {
            synchronized (DerbyErrorLog.class) {
                target.flush();
            }
        }
    };

    private static final String FIELD = DerbyErrorLog.class.getName() + ".STREAM";
    private static OutputStream target = OutputStream.nullOutputStream();
    private static Path current;

    private DerbyErrorLog() {
    }

    /** Before Derby's engine boots: route its log here, unless the user configured it. */
    static void install() {
        if (System.getProperty("derby.stream.error.file") == null
                && System.getProperty("derby.stream.error.method") == null
                && System.getProperty("derby.stream.error.field") == null) {
            System.setProperty("derby.stream.error.field", FIELD);
        }
    }

    /** Appends Derby's log to {@code file} from now on. */
    static synchronized void appendTo(Path file) {
        try {
            OutputStream next = new FileOutputStream(file.toFile(), true);
            target.close();
            target = next;
            current = file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open Derby's log " + file, e);
        }
    }

    /** Stops writing to {@code file} if it is the current target (its store is closing). */
    static synchronized void detach(Path file) {
        if (file.equals(current)) {
            try {
                target.close();
            } catch (IOException e) {
                // A log that cannot be closed loses nothing the store needs.
            }
            target = OutputStream.nullOutputStream();
            current = null;
        }
    }
}
