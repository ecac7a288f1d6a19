package org.dbbench.logio.write;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** O_DIRECT|O_DSYNC: pg_test_fsync's open_datasync; each whole-block write durable when it returns. */
final class DirectDsyncWriter extends DirectChannelWriter {
    DirectDsyncWriter(Path path, long zeroFrom) throws IOException {
        super(path, zeroFrom, StandardOpenOption.DSYNC);
    }
}
